import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@feedline/db';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runImport, type ImportDeps } from '../src/modules/imports/import-runner';
import { importRunHandlers } from '../src/modules/imports/imports.service';
import { exportRunHandlers } from '../src/modules/exports/exports.service';
import {
  checkpointRun,
  findRunById,
  insertRun,
  markRunStarted,
  setRunJob,
} from '../src/modules/runs/runs.repository';
import { reconcileRuns, SITE_RUN_QUEUE } from '../src/modules/runs/runs.queue';
import { englishLogText, logParamsOf, type LogParams } from '@feedline/contracts/log-messages';
import { buildTestApp, type TestApp } from './helper';
import { demoIds } from './platform-fixtures';

let t: TestApp;
let server: Server;
let base: string;
let siteId: number;
/** The files the loopback feed server serves, by path. */
const files = new Map<string, { body: string | Buffer; type: string }>();

const CSV = [
  'id,title,price,brand',
  'A-1,Red shoe,19.99 EUR,Acme',
  'A-2,Blue shoe,not a price,Acme',
  ',No id,5.00,Acme',
  'A-1,Red shoe again,21.00,Acme',
  'A-3,Green bag,"1.299,00 EUR",Forma',
].join('\n');

const GOOGLE_XML = `<?xml version="1.0"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Stock</title>
<item><g:id>A-1</g:id><g:availability>in stock</g:availability></item>
<item><g:id>A-3</g:id><g:availability>out of stock</g:availability></item>
</channel></rss>`;

beforeAll(async () => {
  t = await buildTestApp();
  siteId = await demoIds(t).site('acme.be');
  server = createServer((request, response) => {
    const file = files.get(request.url ?? '');
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

const lines: { type: string; message: string; key: string; params: LogParams }[] = [];
const deps = (allowPrivateNetworks = true): ImportDeps => ({
  db: t.db,
  fetch: { allowPrivateNetworks, headersTimeoutMs: 5_000 },
  log: async (line) => {
    lines.push({ ...line, message: englishLogText(line), params: logParamsOf(line) });
  },
});

async function useSources(...sources: { name: string; path: string; format: string }[]) {
  await t.db.delete(schema.dataSources).where(eq(schema.dataSources.siteId, siteId));
  for (const source of sources) {
    await t.db.insert(schema.dataSources).values({
      siteId,
      name: source.name,
      kind: 'csv',
      url: `${base}${source.path}`,
      format: source.format,
    });
  }
}

const newRun = () => insertRun(t.db, { siteId, kind: 'import', userId: null });
const handlers = { import: importRunHandlers, export: exportRunHandlers };

async function importNow(allowPrivateNetworks = true) {
  const run = await newRun();
  expect(run).toBeDefined();
  return { run: run!, outcome: await runImport(deps(allowPrivateNetworks), run!) };
}

const itemsOfSite = () =>
  t.db
    .select({ externalId: schema.siteItems.externalId, data: schema.siteItems.data })
    .from(schema.siteItems)
    .where(eq(schema.siteItems.siteId, siteId))
    .orderBy(asc(schema.siteItems.externalId));

beforeEach(() => {
  lines.length = 0;
  files.clear();
});

/** Polls the site's runs until the newest one ended (bounded; the worker polls every second). */
async function waitForRun(as: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const answer = await t.app.inject({
      url: `/api/sites/${siteId}/runs?kind=import`,
      headers: await t.authHeader(as),
    });
    const [newest] = answer.json().data;
    if (newest && !['queued', 'running'].includes(newest.status)) return newest;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the import run did not end');
}

describe('import runs as jobs (docs/adr/0021)', () => {
  it('queues a run, refuses a second one meanwhile, and the worker imports', async () => {
    files.set('/products.csv', { body: CSV, type: 'text/csv' });
    await useSources({ name: 'Products', path: '/products.csv', format: 'csv' });
    const headers = await t.authHeader('owner@acme.test');
    const url = `/api/sites/${siteId}/import-runs`;
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'POST', url, headers }),
      t.app.inject({ method: 'POST', url, headers }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const queued = [first, second].find((answer) => answer.statusCode === 202)!.json();
    expect(queued).toMatchObject({ status: 'queued', kind: 'import', siteId });
    expect([first, second].find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      key: 'import-running',
    });
    const ended = await waitForRun('owner@acme.test');
    expect(ended).toMatchObject({ id: queued.id, status: 'succeeded', itemsWritten: 3 });
    expect((await itemsOfSite()).map((item) => item.externalId)).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('lets readers look but not start a run', async () => {
    const readOnly = await demoIds(t).site('acme.de');
    const headers = await t.authHeader('editor@acme.test');
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${readOnly}/import-runs`,
      headers,
    });
    expect(post.statusCode).toBe(403);
    const list = await t.app.inject({ url: `/api/sites/${readOnly}/runs`, headers });
    expect(list.statusCode).toBe(200);
  });
});

/** Moves a run's creation back by the database's clock (as if that much time had passed). */
async function createdMinutesAgo(runId: number, minutes: number) {
  await t.db
    .update(schema.feedRuns)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(schema.feedRuns.id, runId));
}

describe('no run stays "running" forever', () => {
  it('fails the runs whose job ended or never came, and leaves live ones', async () => {
    // A run whose job was cancelled behind its back (as when its last retry expired).
    const abandoned = (await newRun())!;
    const jobId = (await t.app.jobs.send(
      SITE_RUN_QUEUE,
      { runId: -1 },
      {
        startAfter: 3600,
      },
    ))!;
    await setRunJob(t.db, abandoned.id, jobId);
    expect(await reconcileRuns(t.app, handlers)).toBe(0);
    await t.app.jobs.cancel(SITE_RUN_QUEUE, jobId);
    expect(await reconcileRuns(t.app, handlers)).toBe(1);
    const [run] = await t.db
      .select()
      .from(schema.feedRuns)
      .where(eq(schema.feedRuns.id, abandoned.id));
    expect(run).toMatchObject({ status: 'failed', error: expect.stringMatching(/stopped/) });
    const [site] = await t.db.select().from(schema.sites).where(eq(schema.sites.id, siteId));
    expect(site!.importStatus).toBe('failed');
    expect(lines).toEqual([]);

    // A run whose job was never sent: given a minute (by the database's clock), then failed.
    const unsent = (await newRun())!;
    expect(await reconcileRuns(t.app, handlers)).toBe(0);
    await createdMinutesAgo(unsent.id, 2);
    expect(await reconcileRuns(t.app, handlers)).toBe(1);
    const [ended] = await t.db
      .select()
      .from(schema.feedRuns)
      .where(eq(schema.feedRuns.id, unsent.id));
    expect(ended!.status).toBe('failed');
    // The site is free again (and this last run is ended the same way).
    const last = (await newRun())!;
    expect(last).toBeDefined();
    await createdMinutesAgo(last.id, 2);
    expect(await reconcileRuns(t.app, handlers)).toBe(1);
  });
});

describe('a run whose process stopped (killed, host gone)', () => {
  /**
   * A running run whose job another process holds (active in the queue), with its last heartbeat
   * `ageMs` ago by the database's clock (or as its start wrote it); `retries` = attempts used.
   */
  async function runHeldElsewhere(ageMs?: number, retries = 0) {
    const queued = (await newRun())!;
    const jobId = (await t.app.jobs.send(
      SITE_RUN_QUEUE,
      { runId: queued.id },
      {
        startAfter: 3600,
        retryLimit: 2,
      },
    ))!;
    await setRunJob(t.db, queued.id, jobId);
    // What another process's worker does when it takes the job (this one's never sees it).
    await t.sql.executeSql(
      `update pgboss.job set state = 'active', started_on = now(), retry_count = $2 where id = $1`,
      [jobId, retries],
    );
    const run = (await markRunStarted(t.db, queued.id))!;
    if (ageMs !== undefined) {
      await t.db
        .update(schema.feedRuns)
        .set({ heartbeatAt: sql`now() - make_interval(secs => ${ageMs / 1000})` })
        .where(eq(schema.feedRuns.id, run.id));
    }
    return { run, jobId };
  }

  // Whatever a case leaves open (a failed expectation) does not block the next one's run.
  afterEach(async () => {
    await t.db
      .update(schema.feedRuns)
      .set({ status: 'cancelled' })
      .where(inArray(schema.feedRuns.status, ['queued', 'running']));
  });

  const jobState = async (jobId: string) =>
    (await t.app.jobs.getJobById(SITE_RUN_QUEUE, jobId))!.state;

  it('leaves a run alone while its heartbeat is fresh', async () => {
    const { run, jobId } = await runHeldElsewhere(1_000);
    expect(await reconcileRuns(t.app, handlers)).toBe(0);
    expect((await findRunById(t.db, run.id))!.status).toBe('running');
    expect(await jobState(jobId)).toBe('active');
    await t.app.jobs.cancel(SITE_RUN_QUEUE, jobId);
    await reconcileRuns(t.app, handlers);
  });

  // Two processes whose clocks disagree: only PostgreSQL has several (PGlite's clock is the
  // process's own, so a faked clock would move the database's too).
  it.runIf(process.env.DATABASE_URL)(
    "judges a heartbeat by the database's clock, whatever the processes' clocks say",
    async () => {
      const realNow = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        // The process doing the run is ten minutes behind: its start and heartbeat are written…
        vi.setSystemTime(realNow - 10 * 60_000);
        const { run, jobId } = await runHeldElsewhere();
        expect(await checkpointRun(t.db, run)).toBe('running');
        // …and judged by a process ten minutes ahead, with a minute's grace: the run is alive.
        vi.setSystemTime(realNow + 10 * 60_000);
        expect(await reconcileRuns(t.app, handlers)).toBe(0);
        expect((await findRunById(t.db, run.id))!.status).toBe('running');
        expect(await jobState(jobId)).toBe('active');
        vi.useRealTimers();
        // The same run after a silence longer than the grace, by the database's clock: taken over.
        await t.db
          .update(schema.feedRuns)
          .set({ heartbeatAt: sql`now() - interval '2 minutes'` })
          .where(eq(schema.feedRuns.id, run.id));
        expect(await reconcileRuns(t.app, handlers)).toBe(0);
        expect((await findRunById(t.db, run.id))!.status).toBe('queued');
        await t.app.jobs.cancel(SITE_RUN_QUEUE, jobId);
        await reconcileRuns(t.app, handlers);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('hands a run without heartbeat back to the queue, which tries it again', async () => {
    const { run, jobId } = await runHeldElsewhere(10 * 60_000);
    expect(await reconcileRuns(t.app, handlers)).toBe(0);
    const after = (await findRunById(t.db, run.id))!;
    expect(after.status).toBe('queued');
    expect(after.error).toBe('its process stopped during the import; it is tried again shortly');
    expect(await jobState(jobId)).toBe('retry');
    const [logged] = await t.db
      .select({
        type: schema.siteLogLines.type,
        message: schema.siteLogLines.message,
        key: schema.siteLogLines.messageKey,
        params: schema.siteLogLines.messageParams,
      })
      .from(schema.siteLogLines)
      .where(eq(schema.siteLogLines.siteId, siteId))
      .orderBy(desc(schema.siteLogLines.id))
      .limit(1);
    expect(logged).toEqual({
      type: 'warning',
      message:
        'Import interrupted: its process stopped during the import; it is tried again shortly',
      key: 'import.interrupted',
      params: { reason: 'process-stopped' },
    });
    // The attempt thought dead wakes up: it finds the run is no longer its own and stops.
    expect(await checkpointRun(t.db, run)).toBe('lost');
    // A second reconciler (another process) does not take it again.
    expect(await reconcileRuns(t.app, handlers)).toBe(0);
    await t.app.jobs.cancel(SITE_RUN_QUEUE, jobId);
    await reconcileRuns(t.app, handlers);
  });

  it('fails it, saying so, when its attempts are used up', async () => {
    const { run, jobId } = await runHeldElsewhere(10 * 60_000, 2);
    expect(await reconcileRuns(t.app, handlers)).toBe(1);
    expect(await findRunById(t.db, run.id)).toMatchObject({
      status: 'failed',
      error: 'its process stopped during the import; start it again',
    });
    expect(await jobState(jobId)).toBe('failed');
    // The site can import again at once.
    const next = await newRun();
    expect(next).toBeDefined();
    await t.db.delete(schema.feedRuns).where(eq(schema.feedRuns.id, next!.id));
  });
});

describe('importing a site’s sources', () => {
  it('replaces the items with the merged sources and keeps each row’s problems', async () => {
    files.set('/products.csv', { body: CSV, type: 'text/csv' });
    files.set('/stock.xml', { body: GOOGLE_XML, type: 'application/xml' });
    await useSources(
      { name: 'Products', path: '/products.csv', format: 'csv' },
      { name: 'Stock', path: '/stock.xml', format: 'xml-google' },
    );
    const { run, outcome } = await importNow();
    expect(outcome).toMatchObject({ status: 'succeeded', itemsWritten: 3, rowsRead: 7 });
    const items = await itemsOfSite();
    expect(items.map((item) => item.externalId)).toEqual(['A-1', 'A-2', 'A-3']);
    // Merged by id: the stock feed adds availability to the products of the catalogue.
    expect(items[0]!.data).toMatchObject({ title: 'Red shoe', availability: 'in stock' });
    expect(items[2]!.data).toMatchObject({ price: '1299.00 EUR', availability: 'out of stock' });

    const problems = await t.db
      .select()
      .from(schema.feedRunProblems)
      .where(eq(schema.feedRunProblems.runId, run.id))
      .orderBy(asc(schema.feedRunProblems.row));
    expect(problems.map((problem) => [problem.row, problem.code])).toEqual([
      [3, 'bad-price'],
      [4, 'missing-id'],
      [5, 'duplicate-id'],
    ]);
    const [stored] = await t.db
      .select()
      .from(schema.feedRuns)
      .where(eq(schema.feedRuns.id, run.id));
    expect(stored).toMatchObject({ status: 'succeeded', itemsWritten: 3, problemCount: 3 });
    const [site] = await t.db.select().from(schema.sites).where(eq(schema.sites.id, siteId));
    expect(site).toMatchObject({ importStatus: 'finished' });
    expect(lines.at(-1)).toMatchObject({
      type: 'warning',
      message: expect.stringContaining('3 items'),
    });
    expect(await t.db.select().from(schema.siteItemsStaging)).toEqual([]);
  });

  it('changes nothing when a source fails, and says why', async () => {
    files.set('/products.csv', { body: CSV, type: 'text/csv' });
    await useSources({ name: 'Products', path: '/products.csv', format: 'csv' });
    await importNow();
    const before = await itemsOfSite();

    type Case = [string, { body: string | Buffer; type: string } | undefined, RegExp, object];
    const cases: Case[] = [
      ['/missing.csv', undefined, /404/, { reason: 'fetch.http-status', status: 404 }],
      ['/empty.csv', { body: '', type: 'text/csv' }, /empty/i, { reason: 'feed.empty' }],
      [
        '/bomb.xml',
        {
          body: '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><rss>&b;</rss>',
          type: 'application/xml',
        },
        /DOCTYPE/i,
        { reason: 'feed.doctype' },
      ],
      [
        '/image.csv',
        { body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), type: 'image/png' },
        /./,
        { reason: expect.stringMatching(/^feed\./) },
      ],
    ];
    for (const [path, file, message, failure] of cases) {
      if (file) files.set(path, file);
      await useSources(
        { name: 'Products', path: '/products.csv', format: 'csv' },
        { name: 'Broken', path, format: path.endsWith('.xml') ? 'xml-google' : 'csv' },
      );
      const { run, outcome } = await importNow();
      expect(outcome.status, path).toBe('failed');
      expect(outcome.error, path).toMatch(message);
      expect(await itemsOfSite(), path).toEqual(before);
      const [stored] = await t.db
        .select()
        .from(schema.feedRuns)
        .where(eq(schema.feedRuns.id, run.id));
      expect(stored!.status).toBe('failed');
      // The line says it by its code, for the reader's language; the source's name as it is.
      expect(lines.at(-1), path).toMatchObject({
        type: 'error',
        key: 'import.failed',
        params: { ...failure, source: 'Broken', detail: outcome.error!.slice('Broken: '.length) },
        message: `Import failed: ${outcome.error}`,
      });
    }
    expect(await t.db.select().from(schema.siteItemsStaging)).toEqual([]);
  });

  it('refuses a loopback address unless private networks are allowed', async () => {
    files.set('/products.csv', { body: CSV, type: 'text/csv' });
    await useSources({ name: 'Products', path: '/products.csv', format: 'csv' });
    const { outcome } = await importNow(false);
    expect(outcome).toMatchObject({ status: 'failed', error: expect.stringMatching(/Products/) });
  });

  it('runs one import of a site at a time', async () => {
    const first = await newRun();
    expect(first).toBeDefined();
    expect(await newRun()).toBeUndefined();
    files.set('/products.csv', { body: CSV, type: 'text/csv' });
    await useSources({ name: 'Products', path: '/products.csv', format: 'csv' });
    await runImport(deps(), first!);
    expect(await newRun()).toBeDefined();
  });

  it('reports the progress of a large source in the live log', async () => {
    // The case before leaves its last run open, as a second request would find it.
    await t.db.delete(schema.feedRuns).where(eq(schema.feedRuns.siteId, siteId));
    const rows = Array.from({ length: 50_000 }, (_, i) => `L-${i},Item ${i},${(i % 90) + 9.95}`);
    files.set('/large.csv', { body: ['id,title,price', ...rows].join('\n'), type: 'text/csv' });
    await useSources({ name: 'Large', path: '/large.csv', format: 'csv' });
    const { outcome } = await importNow();
    expect(outcome).toMatchObject({ status: 'succeeded', itemsWritten: 50_000 });
    expect(lines.map((line) => line.message)).toEqual(
      expect.arrayContaining([
        'Large: 25000 items read so far',
        'Large: 50000 items read so far',
        'Import finished: 50000 items, 0 rows left out',
      ]),
    );
  }, 120_000);
});
