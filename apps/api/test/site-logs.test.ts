import { schema } from '@feedline/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecureHash } from '../src/modules/site-logs/secure-hash';
import { findUserByEmail } from '../src/modules/users/users.repository';
import { giveTotpTo } from './identity-fixtures/totp';
import { insertRun } from '../src/modules/runs/runs.repository';
import { buildTestApp, serveDemoFeeds, waitForSiteRuns, type TestApp } from './helper';

let t: TestApp;
const ids = { acmeNl: 0, acmeDe: 0, globex: 0, initech: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  // Initech Secure enforces 2FA (spec §6): without it, its members read no organisation data.
  await giveTotpTo(t, 'secure@initech.test');
  const site = async (name: string) =>
    (await t.db.select().from(schema.sites).where(eq(schema.sites.name, name)))[0]!.id;
  ids.acmeNl = await site('acme.nl');
  ids.acmeDe = await site('acme.de');
  ids.globex = await site('globex.com');
  ids.initech = await site('initech.com');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, email?: string) =>
  t.app.inject({ method, url, headers: email ? await t.authHeader(email) : {} });

describe('GET /api/sites/:siteId/secure-hash', () => {
  it('hands a member a hash for that site, bound to them', async () => {
    const response = await call('GET', `/api/sites/${ids.acmeNl}/secure-hash`, 'greta@acme.test');
    expect(response.statusCode).toBe(200);
    const { hash } = response.json() as { hash: string };
    const greta = await findUserByEmail(t.db, 'greta@acme.test');
    expect(verifySecureHash(t.secrets.hashSecret, ids.acmeNl, hash)).toMatchObject({
      ok: true,
      userId: greta!.id,
    });
    expect(verifySecureHash(t.secrets.hashSecret, ids.acmeDe, hash).ok).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', `/api/sites/${ids.acmeNl}/secure-hash`)).statusCode).toBe(401);
  });

  it("keeps organisations apart: another organisation's site is inaccessible", async () => {
    const response = await call(
      'GET',
      `/api/sites/${ids.acmeNl}/secure-hash`,
      'secure@initech.test',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', key: 'inaccessible' });
    expect(
      (await call('GET', `/api/sites/${ids.globex}/secure-hash`, 'editor@acme.test')).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/sites/999999/secure-hash', 'owner@acme.test')).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/sites/abc/secure-hash', 'owner@acme.test')).statusCode).toBe(
      400,
    );
  });
});

describe('OpenAPI', () => {
  it('documents the live-log and announcement routes', async () => {
    const paths = Object.keys((await call('GET', '/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/sites/{siteId}/secure-hash',
        '/api/sites/{siteId}/import-runs',
        '/api/announcements',
        '/api/announcements/{announcementId}',
      ]),
    );
  });
});

describe('POST /api/sites/:siteId/import-runs', () => {
  const logLines = async (siteId: number) =>
    t.db
      .select()
      .from(schema.siteLogLines)
      .where(eq(schema.siteLogLines.siteId, siteId))
      .orderBy(desc(schema.siteLogLines.id))
      .limit(2);

  it('re-imports for a user with write access and logs start and finish', async () => {
    await serveDemoFeeds(t);
    await t.db
      .update(schema.siteSchedules)
      .set({ exportAfterImport: false })
      .where(eq(schema.siteSchedules.siteId, ids.acmeNl));
    const response = await call('POST', `/api/sites/${ids.acmeNl}/import-runs`, 'editor@acme.test');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ siteId: ids.acmeNl, kind: 'import', status: 'queued' });
    await waitForSiteRuns(t, ids.acmeNl);
    const newest = () =>
      t.db
        .select()
        .from(schema.siteLogLines)
        .where(eq(schema.siteLogLines.siteId, ids.acmeNl))
        .orderBy(desc(schema.siteLogLines.id))
        .limit(4);
    // The run is marked finished before its last line is written.
    await expect
      .poll(async () => (await newest())[0]?.messageKey, { timeout: 30_000 })
      .toBe('import.finished');
    const [finished, , , started] = await newest();
    expect(started).toMatchObject({ type: 'info', message: 'Import started' });
    expect(finished).toMatchObject({
      type: 'success',
      message: 'Import finished: 50 items, 0 rows left out',
    });
    expect(finished!.microtime).toBeGreaterThan(started!.microtime);
    const [site] = await t.db.select().from(schema.sites).where(eq(schema.sites.id, ids.acmeNl));
    expect(site).toMatchObject({ importStatus: 'finished' });
    expect(site!.lastImportAt).toBeInstanceOf(Date);
  });

  it('refuses users without write access, and changes nothing', async () => {
    const before = await logLines(ids.acmeDe);
    const [siteBefore] = await t.db
      .select()
      .from(schema.sites)
      .where(eq(schema.sites.id, ids.acmeDe));
    // Eddie reads Acme DACH only; Greta has no rights on projects at all.
    for (const email of ['editor@acme.test', 'greta@acme.test']) {
      const response = await call('POST', `/api/sites/${ids.acmeDe}/import-runs`, email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await logLines(ids.acmeDe)).toEqual(before);
    const [site] = await t.db.select().from(schema.sites).where(eq(schema.sites.id, ids.acmeDe));
    expect(site).toEqual(siteBefore);
  });

  it("refuses another organisation's site and anonymous calls", async () => {
    expect(
      (await call('POST', `/api/sites/${ids.initech}/import-runs`, 'owner@acme.test')).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/sites/${ids.acmeNl}/import-runs`)).statusCode).toBe(401);
  });

  it('refuses a second import while one is queued or running', async () => {
    const open = await insertRun(t.db, { siteId: ids.globex, kind: 'import', userId: null });
    try {
      const response = await call(
        'POST',
        `/api/sites/${ids.globex}/import-runs`,
        'owner@acme.test',
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ key: 'import-running' });
      const lines = await t.db
        .select()
        .from(schema.siteLogLines)
        .where(
          and(
            eq(schema.siteLogLines.siteId, ids.globex),
            eq(schema.siteLogLines.message, 'Import started'),
          ),
        );
      expect(lines).toEqual([]);
    } finally {
      await t.db.delete(schema.feedRuns).where(eq(schema.feedRuns.id, open!.id));
    }
  });
});
