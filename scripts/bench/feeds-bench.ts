// Budgets of the feeds issue: importing a CSV of 100 000 rows takes at most 1.5× the peak memory of
// importing 10 000 rows (memory must not grow with the file), at a rate that keeps up with csv-parse
// reading the same file; and the 100 000-item feed starts to arrive within 2× the time the 50-item
// demo feed does. Each import size runs in its own api process (feeds-bench-worker.ts) on a fresh
// database with the demo data, fetching the generated CSV from a loopback server here; the feeds are
// fetched from here too, from the large process's real server, sizes alternating.
import { spawn } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { createBenchDatabase } from './bench-database';
import { median, type BudgetResult } from './budget';
import type { WorkerDatabase, WorkerMessage, WorkerTask } from './feeds-bench-worker';

const ROOT = resolve(import.meta.dirname, '../..');
const WORKER = join(import.meta.dirname, 'feeds-bench-worker.ts');
const SMALL_IMPORT = 10_000;
const LARGE_IMPORT = 100_000;
/** Bounds of one api process: the small one imports; the large one also exports and serves. */
const WORKER_TIMEOUT_MS = { small: 120_000, large: 300_000 };
const PREPARE_TIMEOUT_MS = 120_000;
const GET_TIMEOUT_MS = 60_000;
const WARM_UP_ROUNDS = 2;
const ROUNDS = 7;
const CSV_ROUNDS = 3;
const MEMORY_LIMIT = 1.5;
const RATE_LIMIT = 0.05;
const TTFB_LIMIT = 2;

const BRANDS = ['Acme', 'Forma', 'Nordlicht', 'Velo & Co', 'Huisman', 'Brightside'];
const PRODUCTS = ['Running shoe', 'Leather bag', 'Rain jacket', 'Desk lamp', 'Wool scarf', 'Mug'];
const COLOURS = ['black', 'white', 'navy', 'olive', 'sand', 'red'];
const AVAILABILITY = ['in stock', 'in stock', 'in stock', 'out of stock', 'preorder'];

/** A quoted CSV cell (doubles any quote inside). */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** One product line, varied but deterministic (commas and quotes inside quoted cells). */
function productLine(n: number): string {
  const product = PRODUCTS[n % PRODUCTS.length]!;
  const colour = COLOURS[(n >> 3) % COLOURS.length]!;
  const brand = BRANDS[(n * 7) % BRANDS.length]!;
  const size = 36 + (n % 11);
  const id = `SKU-${String(n).padStart(7, '0')}`;
  const slug = `${product}-${colour}-${n}`.toLowerCase().replaceAll(' ', '-');
  const description =
    `${brand} ${product.toLowerCase()} in ${colour}, size ${size}. Made of recycled materials, ` +
    `with a 2-year warranty; the "${colour}" finish is washable at 30 °C. Ships within 2 days.`;
  const price = `${(4.95 + ((n * 37) % 25_000) / 100).toFixed(2)} EUR`;
  return [
    id,
    quoted(`${brand} ${product} ${colour} ${size}`),
    quoted(description),
    price,
    brand.includes('&') ? quoted(brand) : brand,
    `https://shop.example.com/p/${slug}`,
    `https://cdn.example.com/images/${id.toLowerCase()}-${colour}.jpg`,
    AVAILABILITY[n % AVAILABILITY.length]!,
  ].join(',');
}

/** Writes a CSV of `rows` products (plus the header) without holding it in memory. */
async function writeCsv(path: string, rows: number) {
  const out = createWriteStream(path);
  out.write('id,title,description,price,brand,link,image_link,availability\n');
  for (let n = 1; n <= rows; n += 1) {
    if (!out.write(`${productLine(n)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return statSync(path).size;
}

/** Serves the files of `dir` by name, as a shop's server would (streamed, with a length). */
async function serveFiles(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const name = (request.url ?? '').slice(1);
    if (!/^[\w.-]+\.csv$/.test(name)) return response.writeHead(404).end();
    const path = join(dir, name);
    response.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-length': statSync(path).size,
    });
    createReadStream(path).pipe(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface FeedTiming {
  ttfb: number;
  total: number;
  bytes: number;
}

/** One GET: milliseconds to the first byte of the body and to its end, and its size. */
function timeFeed(url: string): Promise<FeedTiming> {
  return new Promise((done, fail) => {
    const started = performance.now();
    let ttfb = 0;
    let bytes = 0;
    const request = get(url, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        fail(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) ttfb = performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () => done({ ttfb, total: performance.now() - started, bytes }));
      response.on('error', fail);
    });
    request.setTimeout(GET_TIMEOUT_MS, () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', fail);
  });
}

type Feeds = Extract<WorkerMessage, { type: 'serving' }>['feeds'];
type FeedName = keyof Feeds;

/**
 * The budget's pair (the 100 000-item and the 50-item Google feed): warm-ups, then rounds
 * alternating their order. The CSV feed, for the record, is read CSV_ROUNDS times after them.
 */
async function timeFeeds(baseUrl: string, feeds: Feeds) {
  const pair = ['small', 'xml'] as const;
  const timings: Record<FeedName, FeedTiming[]> = { small: [], xml: [], csv: [] };
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    for (const name of [...pair, 'csv'] as const) await timeFeed(`${baseUrl}${feeds[name]}`);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate the order so that neither feed always profits from the other's warm caches.
    for (const name of round % 2 ? [...pair].reverse() : pair) {
      timings[name].push(await timeFeed(`${baseUrl}${feeds[name]}`));
    }
  }
  for (let round = 0; round < CSV_ROUNDS; round += 1) {
    timings.csv.push(await timeFeed(`${baseUrl}${feeds.csv}`));
  }
  const summary = (name: FeedName) => ({
    ttfb: median(timings[name].map((timing) => timing.ttfb)),
    total: median(timings[name].map((timing) => timing.total)),
    bytes: timings[name][0]!.bytes,
  });
  return { small: summary('small'), xml: summary('xml'), csv: summary('csv') };
}

type Imported = Extract<WorkerMessage, { type: 'imported' }>;
type Served = Awaited<ReturnType<typeof timeFeeds>>;

/**
 * One run of the worker (bounded: killed after `timeoutMs`): it seeds a database, or imports on
 * one; the large import serves its feeds until `whileServing` has measured them.
 */
async function runWorker(
  task: WorkerTask,
  timeoutMs: number,
  whileServing?: (baseUrl: string, feeds: Feeds) => Promise<Served>,
): Promise<{ imported?: Imported; served?: Served }> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', WORKER, JSON.stringify(task)],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const exited = once(child, 'exit');
  let imported: Imported | undefined;
  let served: Served | undefined;
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    await new Promise<void>((done, fail) => {
      child.on('message', (message: WorkerMessage) => {
        if (message.type === 'failed') {
          fail(new Error(`the feeds worker failed: ${message.message}`));
        } else if (message.type === 'prepared') {
          done();
        } else if (message.type === 'imported') {
          imported = message;
          if (!whileServing) done();
        } else {
          whileServing!(message.baseUrl, message.feeds)
            .then((result) => {
              served = result;
              done();
            }, fail)
            // With a callback, a worker that is gone already is no 'error' event.
            .finally(() => child.connected && child.send({ type: 'stop' }, () => undefined));
        }
      });
      child.once('error', fail);
      child.once('exit', (code, signal) =>
        fail(
          new Error(`the feeds worker stopped (${signal ?? `exit ${code}`}) before it reported`),
        ),
      );
    });
    await exited;
    return { imported, served };
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
}

interface SeededDatabase {
  database: WorkerDatabase;
  drop(): Promise<void>;
}

/**
 * A fresh database with the demo data, seeded by a worker of its own (the seed's memory is not the
 * measured process's). PGlite: the demo data is seeded once into `template` and copied.
 */
async function seededDatabase(work: string, template: string): Promise<SeededDatabase> {
  const bench = await createBenchDatabase();
  if (bench.url) {
    const database = { url: bench.url };
    await runWorker({ mode: 'prepare', database }, PREPARE_TIMEOUT_MS).catch(async (error) => {
      await bench.drop();
      throw error;
    });
    return { database, drop: bench.drop };
  }
  if (!existsSync(template)) {
    await runWorker({ mode: 'prepare', database: { dataDir: template } }, PREPARE_TIMEOUT_MS);
  }
  const dataDir = mkdtempSync(join(work, 'database-'));
  cpSync(template, dataDir, { recursive: true });
  return {
    database: { dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** One api process importing `rows` rows (the large one also exports and serves). */
async function measureImport(
  work: string,
  template: string,
  task: { rows: number; csvUrl: string; isLarge: boolean },
) {
  const seeded = await seededDatabase(work, template);
  try {
    const timeout = task.isLarge ? WORKER_TIMEOUT_MS.large : WORKER_TIMEOUT_MS.small;
    const result = await runWorker(
      { mode: 'import', database: seeded.database, ...task },
      timeout,
      task.isLarge ? timeFeeds : undefined,
    );
    return { imported: result.imported!, served: result.served };
  } finally {
    await seeded.drop();
  }
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const rate = (items: number, ms: number) =>
  `${Math.round((items / ms) * 1000).toLocaleString('en')}/s`;

/** The import's own peak: the process peak when the import raised it, else the highest sample. */
const importPeak = (run: Imported) =>
  run.maxRssAfter > run.maxRssBefore ? run.maxRssAfter : run.rssSampledPeak;

export async function feedsBudgets(): Promise<BudgetResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'feedline-feeds-bench-'));
  const files = await serveFiles(work);
  try {
    const bytes = {
      small: await writeCsv(join(work, 'small.csv'), SMALL_IMPORT),
      large: await writeCsv(join(work, 'large.csv'), LARGE_IMPORT),
    };
    const template = join(work, 'seeded');
    const small = await measureImport(work, template, {
      rows: SMALL_IMPORT,
      csvUrl: `${files.base}/small.csv`,
      isLarge: false,
    });
    const large = await measureImport(work, template, {
      rows: LARGE_IMPORT,
      csvUrl: `${files.base}/large.csv`,
      isLarge: true,
    });
    const [s, l, served] = [small.imported, large.imported, large.served!];
    const label = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite on disk';
    const importRate = l.rows / l.ms;
    const parseRate = l.rows / l.parseMs!;
    const exports = l.exports!.map(
      (entry) =>
        `${entry.feed} ${entry.format}: ${entry.items.toLocaleString('en')} items in ` +
        `${(entry.ms / 1000).toFixed(1)} s (${rate(entry.items, entry.ms)})`,
    );
    const feed = (name: keyof Served) =>
      `${name} ${(served[name].bytes / 2 ** 20).toFixed(1)} MiB: TTFB ${served[name].ttfb.toFixed(1)} ms, ` +
      `total ${served[name].total.toFixed(0)} ms`;
    return [
      {
        budget: `import peak RSS, ${LARGE_IMPORT.toLocaleString('en')} vs ${SMALL_IMPORT.toLocaleString('en')} CSV rows (api process, ${label})`,
        measured: importPeak(l) / importPeak(s),
        limit: MEMORY_LIMIT,
        kind: 'max',
        detail:
          `peak ${mib(importPeak(l))} vs ${mib(importPeak(s))} ` +
          `(after setup ${mib(l.rssBaseline)} vs ${mib(s.rssBaseline)}, ` +
          `JS heap peak ${mib(l.heapSampledPeak)} vs ${mib(s.heapSampledPeak)}, ` +
          `process peak incl. setup ${mib(l.maxRssAfter)} vs ${mib(s.maxRssAfter)}); ` +
          `${(bytes.large / 2 ** 20).toFixed(1)} MiB in ${(l.ms / 1000).toFixed(1)} s (${rate(l.rows, l.ms)}) ` +
          `vs ${(bytes.small / 2 ** 20).toFixed(1)} MiB in ${(s.ms / 1000).toFixed(1)} s (${rate(s.rows, s.ms)})`,
      },
      {
        budget: `import rate of ${LARGE_IMPORT.toLocaleString('en')} CSV rows vs csv-parse alone on the same file (${label})`,
        measured: importRate / parseRate,
        limit: RATE_LIMIT,
        kind: 'min',
        detail:
          `${rate(l.rows, l.ms)} vs ${rate(l.rows, l.parseMs!)} (both fetched from loopback); ` +
          `the import also checks each row, stages it in batches of 1 000 and replaces the site's items in one transaction`,
      },
      {
        budget: `data view CSV download peak RSS, ${LARGE_IMPORT.toLocaleString('en')} vs ${SMALL_IMPORT.toLocaleString('en')} items (api process, ${label})`,
        measured: l.download.rssSampledPeak / s.download.rssSampledPeak,
        limit: MEMORY_LIMIT,
        kind: 'max',
        detail:
          `peak ${mib(l.download.rssSampledPeak)} vs ${mib(s.download.rssSampledPeak)} ` +
          `(before ${mib(l.download.rssBefore)} vs ${mib(s.download.rssBefore)}); ` +
          `${(l.download.bytes / 2 ** 20).toFixed(1)} MiB in ${(l.download.ms / 1000).toFixed(1)} s ` +
          `(${rate(l.download.items, l.download.ms)}) vs ` +
          `${(s.download.bytes / 2 ** 20).toFixed(1)} MiB in ${(s.download.ms / 1000).toFixed(1)} s`,
      },
      {
        budget: `public feed time to first byte, ${LARGE_IMPORT.toLocaleString('en')} items vs 50 items (${label})`,
        measured: served.xml.ttfb / served.small.ttfb,
        limit: TTFB_LIMIT,
        kind: 'max',
        detail:
          `medians of ${ROUNDS}: ${feed('xml')}; ${feed('small')}; of ${CSV_ROUNDS}: ${feed('csv')}. ` +
          `Exports: ${exports.join('; ')}; peak RSS after them ${mib(l.maxRssAfterExports!)}`,
      },
    ];
  } finally {
    files.server.closeAllConnections();
    files.server.close();
    rmSync(work, { recursive: true, force: true });
  }
}
