// npm run bench: the performance budgets of ARCHITECTURE.md §9, each measured as a ratio against a
// yardstick built and measured in the same run, on this machine, on loopback only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { build } from 'vite';
import { inlineScriptsOf } from '../../apps/api/src/lib/static-assets';
import { startBenchApp } from './bench-app';
import type { BudgetResult } from './budget';
import { dataFlowBudgets } from './data-flow-bench';
import { dataViewBudget } from './data-view-bench';
import { drawerBudget } from './drawer-bench';
import { feedsBudgets } from './feeds-bench';
import { firstPaintBudgets } from './first-paint-bench';
import { frameNavigationBudget } from './frame-navigation-bench';
import { buildBareReactPage } from './bare-react-page';

const ROOT = resolve(import.meta.dirname, '../..');

type Result = BudgetResult;

/** Requests per second of `total` GETs with `concurrency` loops (bounded in count and time). */
async function throughput(
  url: string,
  headers: Record<string, string>,
  total = 4000,
  concurrency = 16,
) {
  let sent = 0;
  const deadline = Date.now() + 60_000;
  const worker = async () => {
    while (sent < total && Date.now() < deadline) {
      sent += 1;
      const response = await fetch(url, { headers });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      await response.arrayBuffer();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (sent / (performance.now() - started)) * 1000;
}

async function listen(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

async function apiBudget(): Promise<Result> {
  const bench = await startBenchApp();
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  try {
    const [apiUrl, helloUrl] = [await listen(bench.app), await listen(hello)];
    const { auth } = bench;
    const target = `${apiUrl}/api/accounts`;
    // Warm up both (JIT, caches), then alternate and keep each side's best run.
    await throughput(target, auth, 300);
    await throughput(`${helloUrl}/hello`, {}, 300);
    let best = { api: 0, hello: 0 };
    for (let round = 0; round < 3; round += 1) {
      best = {
        hello: Math.max(best.hello, await throughput(`${helloUrl}/hello`, {})),
        api: Math.max(best.api, await throughput(target, auth)),
      };
    }
    return {
      budget: `authenticated read endpoint (GET /api/accounts, ${bench.label}) vs bare Fastify hello route`,
      measured: best.api / best.hello,
      limit: 0.25,
      kind: 'min',
      detail: `${best.api.toFixed(0)} req/s vs ${best.hello.toFixed(0)} req/s`,
    };
  } finally {
    await hello.close();
    await bench.close();
  }
}

/**
 * gzip size of the JS an index.html loads up front: its scripts (the first scripts among them, the
 * inline one too, docs/adr/0036), the entry scripts its first script adds (`data-app-scripts`,
 * docs/adr/0035) and modulepreloads.
 */
function initialJsGzip(distDir: string): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) files.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+data-app-scripts="([^"]+)"/g))
    for (const file of match[1]!.split(' ')) files.add(file);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    files.add(match[1]!);
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(distDir, file))).length;
  for (const code of inlineScriptsOf(html)) total += gzipSync(code).length;
  return total;
}

async function shellJsBudget(): Promise<Result> {
  const webRoot = join(ROOT, 'apps/web');
  const yardstick = mkdtempSync(join(webRoot, '.bench-react-'));
  try {
    const shellOut = join(yardstick, 'shell-dist');
    await build({
      configFile: join(webRoot, 'vite.config.ts'),
      root: webRoot,
      logLevel: 'error',
      build: { outDir: shellOut, emptyOutDir: true },
    });
    const shell = initialJsGzip(shellOut);
    const bare = initialJsGzip(await buildBareReactPage(yardstick));
    return {
      budget: 'initial JS of the shell (gzip) vs a bare React 19 page, same Vite config',
      measured: shell / bare,
      limit: 3,
      kind: 'max',
      detail: `${(shell / 1024).toFixed(1)} KiB vs ${(bare / 1024).toFixed(1)} KiB`,
    };
  } finally {
    rmSync(yardstick, { recursive: true, force: true });
  }
}

const BUDGETS = {
  'shell-js': shellJsBudget,
  'first-paint': firstPaintBudgets,
  'frame-navigation': frameNavigationBudget,
  drawer: drawerBudget,
  api: apiBudget,
  'data-view': dataViewBudget,
  'data-flow': dataFlowBudgets,
  feeds: feedsBudgets,
} as const;
type BudgetName = keyof typeof BUDGETS;

// `npm run bench -- api data-view` measures only those; no names measures all.
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BUDGETS));
if (unknown.length) {
  console.error(`Unknown budget ${unknown.join(', ')}; known: ${Object.keys(BUDGETS).join(', ')}`);
  process.exit(2);
}
let failed = 0;
function report(r: Result): void {
  const ok = r.kind === 'min' ? r.measured >= r.limit : r.measured <= r.limit;
  if (!ok) failed += 1;
  const sign = r.kind === 'min' ? '≥' : '≤';
  const unit = r.unit ?? '×';
  console.info(
    `${ok ? 'ok  ' : 'FAIL'} ${r.budget}: ${r.measured.toFixed(unit ? 2 : 3)}${unit} (budget ${sign} ${r.limit}${unit}; ${r.detail})`,
  );
}

// Each stage's results as soon as it has them; a stage that crashes fails and the others still run.
for (const name of (wanted.length ? wanted : Object.keys(BUDGETS)) as BudgetName[]) {
  try {
    for (const result of [await BUDGETS[name]()].flat()) report(result);
  } catch (error) {
    failed += 1;
    console.error(`FAIL ${name}: the stage did not finish: ${String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
