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
        .where(eq(schema.announcements.headingEn, heading))
    )[0]!.id;
  ids.welcome = await byHeading('Welcome to Feedline');
  ids.maintenance = await byHeading('Scheduled maintenance on Sunday');
});
afterAll(() => t.close());

const list = async (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/announcements',
    headers: { ...(await t.authHeader(email)), ...headers },
  });
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
    const response = await list('sales@feedline.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: ids.welcome,
        acknowledged: false,
        heading: 'Welcome to Feedline',
        message: expect.stringContaining('<b>Take the tour</b>'),
        icon: 'info',
        type: 'info',
        link: { url: `${t.config.publicUrl}/demo-help/`, label: 'Getting started' },
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
        { headingEn: 'Future', messageEn: 'x', startsAt: new Date(Date.now() + hour) },
        { headingEn: 'Ended', messageEn: 'x', endsAt: new Date(Date.now() - hour) },
        {
          headingEn: 'Running',
          messageEn: 'x',
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
        headingEn: 'Hostile',
        messageEn:
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

describe("announcements in the reader's language", () => {
  const shown = async (email: string, headers: Record<string, string> = {}) =>
    (await list(email, headers)).json().data as Announcement[];

  it("answers in the user's saved language, with the link's label of that language", async () => {
    const [welcome, maintenance] = await shown('greta@acme.test');
    expect(welcome).toMatchObject({
      id: ids.welcome,
      heading: 'Willkommen bei Feedline',
      message: expect.stringContaining('<b>Machen Sie die Tour</b>'),
      link: { url: `${t.config.publicUrl}/demo-help/`, label: 'Erste Schritte' },
    });
    expect(maintenance).toMatchObject({ heading: 'Geplante Wartung am Sonntag', link: null });
    const [french] = await shown('nobody@example.test');
    expect(french).toMatchObject({
      heading: 'Bienvenue sur Feedline',
      link: { label: 'Premiers pas' },
    });
  });

  it("prefers the saved language to the request's; the request's counts when none is saved", async () => {
    const [welcome] = await shown('sales@feedline.test', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(welcome!.heading).toBe('Welcome to Feedline');
    const sales = eq(schema.users.email, 'sales@feedline.test');
    await t.db.update(schema.users).set({ language: 'nl' }).where(sales);
    try {
      const [byRequest] = await shown('sales@feedline.test', {
        'accept-language': 'nl;q=1, de-CH;q=0.8, fr;q=0.5',
      });
      expect(byRequest!.heading).toBe('Willkommen bei Feedline');
      const [byDefault] = await shown('sales@feedline.test', { 'accept-language': 'nl' });
      expect(byDefault!.heading).toBe('Welcome to Feedline');
    } finally {
      await t.db.update(schema.users).set({ language: 'en' }).where(sales);
    }
  });

  it('falls back to English as a whole, and cleans the message of every language', async () => {
    const [row] = await t.db
      .insert(schema.announcements)
      .values({
        headingEn: 'Only English',
        messageEn: 'Plain',
        linkUrl: 'https://feedline.example/en',
        linkLabelEn: 'Read',
        headingDe: 'Auf Deutsch',
        messageDe: '<b onclick="alert(1)">Fett</b><script>alert(2)</script>',
      })
      .returning();
    try {
      const german = (await shown('greta@acme.test')).find((a) => a.id === row!.id);
      expect(german).toMatchObject({
        heading: 'Auf Deutsch',
        message: '<b>Fett</b>',
        link: { url: 'https://feedline.example/en', label: null },
      });
      const french = (await shown('nobody@example.test')).find((a) => a.id === row!.id);
      expect(french).toMatchObject({
        heading: 'Only English',
        message: 'Plain',
        link: { label: 'Read' },
      });
    } finally {
      await t.db.delete(schema.announcements).where(eq(schema.announcements.id, row!.id));
    }
  });

  it('keeps a language whole: a heading without its message is refused', async () => {
    await expect(
      t.db.insert(schema.announcements).values({ headingEn: 'x', messageEn: 'x', headingFr: 'y' }),
    ).rejects.toThrow();
  });

  it("answers an acknowledgement in the reader's language", async () => {
    const response = await acknowledge('greta@acme.test', ids.welcome, {
      id: ids.welcome,
      acknowledged: true,
    });
    expect(response.json()).toMatchObject({ heading: 'Willkommen bei Feedline' });
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
    expect(await headings('nobody@example.test')).toContain('Bienvenue sur Feedline');
  });
});
