import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireDueSchedules } from '../src/modules/schedules/schedule-ticker';
import { buildTestApp, waitForSiteRuns, type TestApp } from './helper';
import { demoIds } from './platform-fixtures';

let t: TestApp;
let site: number;
let readOnlySite: number;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  site = await demoIds(t).site('globex.com');
  readOnlySite = await demoIds(t).site('acme.de');
  // A feed that takes a while: 6 000 rows, 200 at a time.
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.write('id,title\n');
    let row = 0;
    const timer = setInterval(() => {
      const rows = Array.from({ length: 200 }, () => `S-${(row += 1)},Slow ${row}`);
      response.write(`${rows.join('\n')}\n`);
      if (row >= 6_000) {
        clearInterval(timer);
        response.end();
      }
    }, 25);
    response.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, as?: string) =>
  t.app.inject({
    method,
    url,
    headers: await t.authHeader(as ?? 'owner@acme.test'),
    ...(body === undefined ? {} : { payload: body as object }),
  });

const WEEKDAYS = {
  enabled: true,
  times: ['18:30', '06:00'],
  weekdays: [5, 1, 2, 3, 4],
  exportAfterImport: false,
};

describe('a site’s schedule', () => {
  it('is off until saved, then has its next run in the organisation’s zone', async () => {
    const initial = await call('GET', `/api/sites/${site}/schedule`);
    expect(initial.json()).toMatchObject({ enabled: false, times: [], nextRunAt: null });

    const saved = await call('PUT', `/api/sites/${site}/schedule`, WEEKDAYS);
    expect(saved.statusCode).toBe(200);
    const schedule = saved.json();
    expect(schedule).toMatchObject({
      enabled: true,
      times: ['06:00', '18:30'],
      weekdays: [1, 2, 3, 4, 5],
      exportAfterImport: false,
      timeZone: 'Europe/Amsterdam',
    });
    const next = new Date(schedule.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    }).format(next);
    expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (06:00|18:30)$/);
    const [event] = await t.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'schedule.updated'));
    expect(event).toMatchObject({ siteId: site, data: { times: ['06:00', '18:30'] } });
  });

  it('refuses bad times and weekdays, and readers', async () => {
    for (const body of [
      { ...WEEKDAYS, times: ['25:00'] },
      { ...WEEKDAYS, times: ['6:00'] },
      { ...WEEKDAYS, weekdays: [] },
      { ...WEEKDAYS, weekdays: [0] },
      { ...WEEKDAYS, extra: true },
    ]) {
      expect((await call('PUT', `/api/sites/${site}/schedule`, body)).statusCode).toBe(400);
    }
    const reader = await call(
      'PUT',
      `/api/sites/${readOnlySite}/schedule`,
      WEEKDAYS,
      'editor@acme.test',
    );
    expect(reader.statusCode).toBe(403);
    expect(
      (await call('GET', `/api/sites/${readOnlySite}/schedule`, undefined, 'editor@acme.test'))
        .statusCode,
    ).toBe(200);
  });

  it('fires a due slot once, however many processes tick at once', async () => {
    await t.db
      .update(schema.dataSources)
      .set({ url: `${base}/feed.csv`, format: 'csv' })
      .where(eq(schema.dataSources.siteId, site));
    const now = new Date();
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
    }).format(now);
    await t.db
      .update(schema.siteSchedules)
      .set({
        times: [local],
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        updatedAt: new Date(now.getTime() - 120_000),
      })
      .where(eq(schema.siteSchedules.siteId, site));
    const fired = await Promise.all([
      fireDueSchedules(t.app, now),
      fireDueSchedules(t.app, now),
      fireDueSchedules(t.app, now),
    ]);
    expect(fired.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await fireDueSchedules(t.app, new Date(now.getTime() + 30_000))).toBe(0);
    const runs = (await call('GET', `/api/sites/${site}/runs?kind=import`)).json();
    expect(runs.data[0]).toMatchObject({ trigger: 'schedule' });
    await waitForSiteRuns(t, site);
  });
});

describe('cancelling a run', () => {
  it('stops a running import at its next batch and changes nothing', async () => {
    const before = await t.db
      .select()
      .from(schema.siteItems)
      .where(eq(schema.siteItems.siteId, site));
    const queued = (await call('POST', `/api/sites/${site}/import-runs`)).json();
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const run = (await call('GET', `/api/sites/${site}/runs/${queued.id}`)).json();
      if (run.status === 'running') break;
      await new Promise((done) => setTimeout(done, 25));
    }
    const cancelled = await call('POST', `/api/sites/${site}/runs/${queued.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelRequested: true });
    await waitForSiteRuns(t, site);
    const ended = (await call('GET', `/api/sites/${site}/runs/${queued.id}`)).json();
    expect(ended).toMatchObject({ status: 'cancelled' });
    expect(
      await t.db.select().from(schema.siteItems).where(eq(schema.siteItems.siteId, site)),
    ).toEqual(before);
    expect(await t.db.select().from(schema.siteItemsStaging)).toEqual([]);
    const again = await call('POST', `/api/sites/${site}/runs/${queued.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'run-finished' });
  });

  it('ends a queued run at once, and refuses readers and unknown runs', async () => {
    const { insertRun } = await import('../src/modules/runs/runs.repository');
    const run = (await insertRun(t.db, { siteId: site, kind: 'import', userId: null }))!;
    const answer = await call('POST', `/api/sites/${site}/runs/${run.id}/cancel`);
    expect(answer.json()).toMatchObject({ status: 'cancelled', finishedAt: expect.any(String) });
    expect((await call('POST', `/api/sites/${site}/runs/999999/cancel`)).statusCode).toBe(404);
    const acmeDeRun = (await insertRun(t.db, {
      siteId: readOnlySite,
      kind: 'import',
      userId: null,
    }))!;
    const reader = await call(
      'POST',
      `/api/sites/${readOnlySite}/runs/${acmeDeRun.id}/cancel`,
      undefined,
      'editor@acme.test',
    );
    expect(reader.statusCode).toBe(403);
    // A run of another site under this site's path is not found.
    expect((await call('POST', `/api/sites/${site}/runs/${acmeDeRun.id}/cancel`)).statusCode).toBe(
      404,
    );
    await t.db.delete(schema.feedRuns).where(eq(schema.feedRuns.id, acmeDeRun.id));
  });
});
