import type { Announcement } from '@feedline/contracts';
import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
const ids = { welcome: 0, maintenance: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const byHeading = async (heading: string) =>
    (
      await t.db
        .select()
        .from(schema.announcements)
        .where(eq(schema.announcements.heading, heading))
    )[0]!.id;
  ids.welcome = await byHeading('Welcome to Feedline');
  ids.maintenance = await byHeading('Scheduled maintenance on Sunday');
});
afterAll(() => t.close());

const list = async (email: string) =>
  t.app.inject({ method: 'GET', url: '/api/announcements', headers: await t.authHeader(email) });
const headings = async (email: string) =>
  ((await list(email)).json().data as { heading: string }[]).map((a) => a.heading);
const acknowledge = async (email: string | undefined, id: number, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/announcements/${id}`,
    headers: email ? await t.authHeader(email) : {},
    payload: body as object,
  });

describe('GET /api/announcements', () => {
  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(response.statusCode).toBe(401);
  });

  it('lists the demo announcements in the contract shape', async () => {
    const response = await list('greta@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: ids.welcome,
        acknowledged: false,
        heading: 'Welcome to Feedline',
        message: expect.stringContaining('<b>Take the tour</b>'),
        icon: 'info',
        type: 'info',
        link: { url: 'https://feedline.example/getting-started', label: 'Getting started' },
        permanent: false,
      },
      {
        id: ids.maintenance,
        acknowledged: false,
        heading: 'Scheduled maintenance on Sunday',
        message: expect.any(String),
        icon: 'megaphone',
        type: 'warning',
        link: null,
        permanent: true,
      },
    ]);
  });

  it('respects the start and end of an announcement', async () => {
    const hour = 3_600_000;
    const rows = await t.db
      .insert(schema.announcements)
      .values([
        { heading: 'Future', message: 'x', startsAt: new Date(Date.now() + hour) },
        { heading: 'Ended', message: 'x', endsAt: new Date(Date.now() - hour) },
        {
          heading: 'Running',
          message: 'x',
          startsAt: new Date(Date.now() - hour),
          endsAt: new Date(Date.now() + hour),
        },
      ])
      .returning();
    try {
      const shown = await headings('sales@feedline.test');
      expect(shown).toContain('Running');
      expect(shown).not.toContain('Future');
      expect(shown).not.toContain('Ended');
    } finally {
      for (const row of rows)
        await t.db.delete(schema.announcements).where(eq(schema.announcements.id, row.id));
    }
  });
});

describe('announcement texts as they leave the server', () => {
  it('are cleaned to the rich-text list: no handler, script or style reaches a browser', async () => {
    const [row] = await t.db
      .insert(schema.announcements)
      .values({
        heading: 'Hostile',
        message:
          '<img src=x onerror=alert(1)><b onmouseover="alert(2)">Read</b> <a href="javascript:alert(3)">this</a><style>*{}</style>',
      })
      .returning();
    try {
      const shown = ((await list('sales@feedline.test')).json().data as Announcement[]).find(
        (announcement) => announcement.heading === 'Hostile',
      );
      expect(shown?.message).toBe('<b>Read</b> <a>this</a>');
    } finally {
      await t.db.delete(schema.announcements).where(eq(schema.announcements.id, row!.id));
    }
  });
});

describe('PATCH /api/announcements/:id', () => {
  it('acknowledges for this user only: gone for them, still there for others', async () => {
    const response = await acknowledge('owner@acme.test', ids.welcome, {
      id: ids.welcome,
      acknowledged: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.welcome, acknowledged: true });
    expect(await headings('owner@acme.test')).toEqual(['Scheduled maintenance on Sunday']);
    expect(await headings('editor@acme.test')).toContain('Welcome to Feedline');
    expect(await headings('master@feedline.test')).toContain('Welcome to Feedline');
    // Acknowledging again changes nothing.
    expect(
      (await acknowledge('owner@acme.test', ids.welcome, { id: ids.welcome, acknowledged: true }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a permanent announcement', async () => {
    const response = await acknowledge('editor@acme.test', ids.maintenance, {
      id: ids.maintenance,
      acknowledged: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict' });
    expect(await headings('editor@acme.test')).toContain('Scheduled maintenance on Sunday');
  });

  it('rejects bad payloads, unknown ids and anonymous calls', async () => {
    const editor = 'editor@acme.test';
    expect(
      (await acknowledge(editor, ids.welcome, { id: ids.welcome, acknowledged: false })).statusCode,
    ).toBe(400);
    expect((await acknowledge(editor, ids.welcome, { id: ids.welcome })).statusCode).toBe(400);
    const mismatch = await acknowledge(editor, ids.welcome, {
      id: ids.maintenance,
      acknowledged: true,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'bad-request' });
    expect(
      (await acknowledge(editor, 999_999, { id: 999_999, acknowledged: true })).statusCode,
    ).toBe(404);
    expect((await acknowledge(editor, 0, { id: 0, acknowledged: true })).statusCode).toBe(400);
    expect(
      (await acknowledge(undefined, ids.welcome, { id: ids.welcome, acknowledged: true }))
        .statusCode,
    ).toBe(401);
    expect(await headings(editor)).toContain('Welcome to Feedline');
  });

  it('serves users without an organisation too', async () => {
    expect(await headings('nobody@example.test')).toContain('Welcome to Feedline');
  });
});
