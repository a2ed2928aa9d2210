// One api process of the feeds budgets (feeds-bench.ts starts one per import size, so that its peak
// RSS is its own): the app on a fresh database with the demo data imports the bench CSV into acme.be
// through the product's import runner; the large one then exports two of the site's channels and
// acme.nl's Google feed and serves them on loopback until the parent has measured. The database is
// migrated and seeded beforehand by another run of this file (`prepare`), so that the seed's memory
// is not this process's. It reports over the IPC channel and does nothing on its own.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, schema, seedDemoData, type Db } from '@feedline/db';
import { parse } from 'csv-parse';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { safeFetch } from '../../apps/api/src/lib/safe-fetch';
import { exportRunHandlers } from '../../apps/api/src/modules/exports/exports.service';
import { runImport } from '../../apps/api/src/modules/imports/import-runner';
import { downloadItems } from '../../apps/api/src/modules/data-view/items-download';
// The app's job queue (`app.jobs`), as its plugin declares it.
import type {} from '../../apps/api/src/plugins/jobs';
import { SITE_RUN_QUEUE } from '../../apps/api/src/modules/runs/runs.queue';
import {
  findRunById,
  insertRun,
  markRunStarted,
  setRunJob,
  type NewFeedRun,
} from '../../apps/api/src/modules/runs/runs.repository';
import { generateSecrets } from '../../apps/api/src/plugins/secrets';

/** Where the worker's database is: a PostgreSQL URL (BENCH_DATABASE_URL) or a PGlite folder. */
export type WorkerDatabase = { url: string } | { dataDir: string };

/** What the parent asks for (argv[2], JSON): seed a database, or import (and serve) on one. */
export type WorkerTask =
  | { mode: 'prepare'; database: WorkerDatabase }
  | {
      mode: 'import';
      database: WorkerDatabase;
      rows: number;
      csvUrl: string;
      /** Also time csv-parse alone on the same file, export, and serve the feeds. */
      isLarge: boolean;
    };
type ImportTask = Extract<WorkerTask, { mode: 'import' }>;

export interface DownloadFigures {
  items: number;
  bytes: number;
  ms: number;
  /** Bytes: RSS before (after a GC) and the highest sample while the file was written. */
  rssBefore: number;
  rssSampledPeak: number;
}

export interface ExportFigures {
  feed: string;
  format: string;
  ms: number;
  items: number;
}

/** What the worker reports (process.send), in this order. */
export type WorkerMessage =
  | {
      type: 'imported';
      rows: number;
      ms: number;
      /** Bytes: after setup (after a GC), the highest sample during the import, the process peaks. */
      rssBaseline: number;
      rssSampledPeak: number;
      /** Bytes: the highest JS heap in use among the same samples. */
      heapSampledPeak: number;
      maxRssBefore: number;
      maxRssAfter: number;
      /** csv-parse alone on the same URL (best of two), large only. */
      parseMs?: number;
      exports?: ExportFigures[];
      /** The process peak after the exports too. */
      maxRssAfterExports?: number;
      /** The data view's CSV download of the imported items (every field), streamed and dropped. */
      download: DownloadFigures;
    }
  | { type: 'prepared' }
  | { type: 'serving'; baseUrl: string; feeds: { small: string; xml: string; csv: string } }
  | { type: 'failed'; message: string };

const SAMPLE_MS = 50;
const STAGED_SITE = 'acme.be';

const send = (message: WorkerMessage) =>
  new Promise<void>((done, fail) =>
    process.send!(message, (error: Error | null) => (error ? fail(error) : done())),
  );

/** The process's peak resident set so far, in bytes (maxRSS is in KiB). */
const maxRss = () => process.resourceUsage().maxRSS * 1024;

/** Samples the memory every SAMPLE_MS until stopped; answers the highest RSS and JS heap. */
function sampleMemory() {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heap = Math.max(peak.heap, heapUsed);
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}

/**
 * A run as the worker would hold it, without the queue: its job is parked an hour ahead so that
 * the reconciler (which fails runs without a live job after a minute) leaves the long ones alone.
 */
async function startedRun(app: FastifyInstance, values: NewFeedRun) {
  const queued = await insertRun(app.db, values);
  if (!queued) throw new Error(`a ${values.kind} of site ${values.siteId} is already open`);
  const jobId = await app.jobs.send(SITE_RUN_QUEUE, { runId: -1 }, { startAfter: 3600 });
  if (jobId) await setRunJob(app.db, queued.id, jobId);
  return { run: (await markRunStarted(app.db, queued.id))!, jobId };
}

async function siteId(db: Db, name: string) {
  const [site] = await db.select().from(schema.sites).where(eq(schema.sites.name, name));
  if (!site) throw new Error(`no demo site ${name}`);
  return site.id;
}

async function channelOf(db: Db, site: number, name: string) {
  const [channel] = await db
    .select()
    .from(schema.channels)
    .where(and(eq(schema.channels.siteId, site), eq(schema.channels.name, name)));
  if (!channel) throw new Error(`no channel ${name}`);
  return channel;
}

/** Milliseconds to read the URL through csv-parse alone, the records going nowhere. */
async function parseOnly(url: string, rows: number): Promise<number> {
  const started = performance.now();
  const response = await safeFetch(url, { allowPrivateNetworks: true });
  let records = 0;
  for await (const _record of response.body.pipe(parse({ relax_column_count: true }))) records += 1;
  if (records !== rows + 1) throw new Error(`csv-parse read ${records} records`);
  return performance.now() - started;
}

async function importCsv(app: FastifyInstance, task: ImportTask) {
  const { db } = app;
  const site = await siteId(db, STAGED_SITE);
  await db.delete(schema.dataSources).where(eq(schema.dataSources.siteId, site));
  await db.insert(schema.dataSources).values({
    siteId: site,
    name: 'Bench catalogue',
    kind: 'csv',
    url: task.csvUrl,
    format: 'csv',
  });
  const { run, jobId } = await startedRun(app, { siteId: site, kind: 'import', userId: null });
  global.gc?.();
  const rssBaseline = process.memoryUsage.rss();
  const maxRssBefore = maxRss();
  const stopSampling = sampleMemory();
  const started = performance.now();
  const outcome = await runImport(
    { db, fetch: { allowPrivateNetworks: true }, log: async () => undefined },
    run,
  );
  const ms = performance.now() - started;
  const sampled = stopSampling();
  const maxRssAfter = maxRss();
  if (jobId) await app.jobs.cancel(SITE_RUN_QUEUE, jobId);
  if (outcome.status !== 'succeeded' || outcome.itemsWritten !== task.rows) {
    throw new Error(`the import ended ${outcome.status}: ${JSON.stringify(outcome)}`);
  }
  return {
    site,
    ms,
    rssBaseline,
    rssSampledPeak: sampled.rss,
    heapSampledPeak: sampled.heap,
    maxRssBefore,
    maxRssAfter,
  };
}

/** The data view's download of the site's items as CSV, read to the end as a browser would. */
async function downloadCsv(app: FastifyInstance, site: number): Promise<DownloadFigures> {
  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  const stopSampling = sampleMemory();
  const started = performance.now();
  const file = await downloadItems(
    app.db,
    { id: site, name: STAGED_SITE },
    { stage: 'import', format: 'csv', filter: [], sort: undefined, columns: undefined },
  );
  let bytes = 0;
  for await (const piece of file.body) bytes += piece.byteLength;
  const ms = performance.now() - started;
  return { items: file.total, bytes, ms, rssBefore, rssSampledPeak: stopSampling().rss };
}

/** Exports one channel's own feed as the run worker would; answers its duration and items. */
async function exportChannel(app: FastifyInstance, site: number, channelId: number) {
  const { run, jobId } = await startedRun(app, {
    siteId: site,
    kind: 'export',
    channelId,
    classificationId: null,
    trigger: 'user',
    userId: null,
  });
  const started = performance.now();
  await exportRunHandlers.run(app, {
    run,
    checkpoint: async () => undefined,
    log: async () => undefined,
  });
  const ms = performance.now() - started;
  if (jobId) await app.jobs.cancel(SITE_RUN_QUEUE, jobId);
  const ended = (await findRunById(app.db, run.id))!;
  if (ended.status !== 'succeeded') throw new Error(`the export ended ${ended.status}`);
  return { ms, items: ended.itemsWritten };
}

async function exportFeeds(app: FastifyInstance, site: number) {
  const { db } = app;
  const google = await channelOf(db, site, 'Google Shopping BE');
  const meta = await channelOf(db, site, 'Meta Catalog BE');
  const acmeNl = await siteId(db, 'acme.nl');
  const small = await channelOf(db, acmeNl, 'Google Shopping NL');
  await db
    .update(schema.channels)
    .set({ feedFormat: 'xml-google' })
    .where(eq(schema.channels.id, google.id));
  await db
    .update(schema.channels)
    .set({ feedFormat: 'csv' })
    .where(eq(schema.channels.id, meta.id));
  await db
    .update(schema.channels)
    .set({ feedFormat: 'xml-google' })
    .where(eq(schema.channels.id, small.id));
  const figures: ExportFigures[] = [];
  for (const [feed, format, channel, siteOf] of [
    [`${google.name} (${STAGED_SITE})`, 'xml-google', google, site],
    [`${meta.name} (${STAGED_SITE})`, 'csv', meta, site],
    [`${small.name} (acme.nl)`, 'xml-google', small, acmeNl],
  ] as const) {
    figures.push({ feed, format, ...(await exportChannel(app, siteOf, channel.id)) });
  }
  const path = (token: string) => `/feeds/${token}`;
  return {
    figures,
    feeds: { small: path(small.feedToken), xml: path(google.feedToken), csv: path(meta.feedToken) },
  };
}

/** PGlite on disk, as the api runs it with DATA_DIR (in memory, its files would count in RSS). */
const openDatabase = (database: WorkerDatabase) =>
  createDb(
    'url' in database
      ? { kind: 'postgres', url: database.url }
      : { kind: 'pglite', dataDir: database.dataDir },
  );

async function prepare(database: WorkerDatabase) {
  const handle = await openDatabase(database);
  try {
    await handle.migrate();
    await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
  await send({ type: 'prepared' });
}

async function importAndServe(task: ImportTask) {
  const handle = await openDatabase(task.database);
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(tmpdir(), 'none'),
    });
    app = await buildApp({ config, db: handle, secrets: generateSecrets() });
    await app.ready();

    const { site, ...figures } = await importCsv(app, task);
    const download = await downloadCsv(app, site);
    if (download.items !== task.rows) throw new Error(`the download held ${download.items} items`);
    if (!task.isLarge) {
      await send({ type: 'imported', rows: task.rows, ...figures, download });
      return;
    }
    const parseMs = Math.min(
      await parseOnly(task.csvUrl, task.rows),
      await parseOnly(task.csvUrl, task.rows),
    );
    const exported = await exportFeeds(app, site);
    await send({
      type: 'imported',
      rows: task.rows,
      ...figures,
      parseMs,
      exports: exported.figures,
      maxRssAfterExports: maxRss(),
      download,
    });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const stopped = new Promise((done) => process.once('message', done));
    await send({ type: 'serving', baseUrl, feeds: exported.feeds });
    await stopped;
  } finally {
    await app?.close();
    await handle.close();
  }
}

async function main() {
  const task = JSON.parse(process.argv[2] ?? '') as WorkerTask;
  try {
    await (task.mode === 'prepare' ? prepare(task.database) : importAndServe(task));
  } catch (error) {
    await send({ type: 'failed', message: error instanceof Error ? error.stack! : String(error) });
  }
}

await main();
// Whatever timers the app left (the job queue's), the parent waits for this process to end.
process.exit(0);
