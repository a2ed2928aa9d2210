// Budget of issue 4: the data view of a 100 000-item site shows its first rows in at most 2× the time
// the data view of the 50-item demo site acme.nl takes. Measured end to end on the real stack: the
// built shell and platform host, a real server on a fresh embedded database seeded with the demo data
// plus the large site, signed in through the identity server, in Chromium; both sizes alternate and
// the medians are compared.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { createBenchDatabase } from './bench-database';
import { median, type BudgetResult } from './budget';

const ROOT = resolve(import.meta.dirname, '../..');
const LARGE_SITE_ITEMS = 100_000;
const WARM_UP_ROUNDS = 2;
const ROUNDS = 7;
const LIMIT = 2;
const PASSWORD = 'feedline-demo';

async function waitForReady(url: string, server: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** GET through the API as the signed-in user of the page. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (target) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { getItem(key: string): string | null };
    };
    const response = await fetch(target, {
      headers: { Authorization: `Bearer ${localStorage.getItem('access') ?? ''}` },
    });
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    return (await response.json()) as unknown;
  }, path) as Promise<T>;
}

interface Named {
  id: number;
  name?: string;
  company?: string;
}

async function siteIdByName(page: Page, company: string, siteName: string): Promise<number> {
  const accounts = await apiGet<{ data: Named[] }>(page, '/api/accounts?amount=100');
  const account = accounts.data.find((entry) => entry.company === company);
  if (!account) throw new Error(`no organisation ${company}`);
  const projects = await apiGet<{ data: Named[] }>(
    page,
    `/api/accounts/${account.id}/projects?amount=100`,
  );
  for (const project of projects.data) {
    const sites = await apiGet<{ data: Named[] }>(
      page,
      `/api/projects/${project.id}/sites?amount=100`,
    );
    const site = sites.data.find((entry) => entry.name === siteName);
    if (site) return site.id;
  }
  throw new Error(`no site ${siteName} in ${company}`);
}

/**
 * A filter a feed manager would set on a big catalogue: two conditions, the search in every field
 * and a sort, all of which the server must evaluate over every item (no index helps).
 */
const FILTERED_VIEW =
  'filter=contains%3Atitle%3Ared&filter=gt%3Aprice%3A50&search=Shoe&sort=price%3Adesc';

/** Milliseconds from opening the data view until its first data row is on screen. */
async function firstRows(page: Page, siteId: number, view = ''): Promise<number> {
  await page.goto('about:blank');
  const started = performance.now();
  await page.goto(`/data-view/site/${siteId}?stage=import${view ? `&${view}` : ''}`);
  await page
    .frameLocator('iframe[data-status]')
    .locator('[role="grid"] [role="rowgroup"] [role="row"]:not([aria-busy="true"])')
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  return performance.now() - started;
}

export async function dataViewBudget(): Promise<BudgetResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'feedline-bench-'));
  const database = await createBenchDatabase();
  const webDist = join(work, 'web');
  const platformDist = join(work, 'platform');
  await build({
    root: join(ROOT, 'apps/web'),
    logLevel: 'error',
    build: { outDir: webDist, emptyOutDir: true },
  });
  await build({
    root: join(ROOT, 'apps/platform'),
    logLevel: 'error',
    build: { outDir: platformDist, emptyOutDir: true },
  });
  const port = 3190 + Math.floor(Math.random() * 400) * 2;
  const baseURL = `http://127.0.0.1:${port}`;
  // Its own process group: stopping the bench's server stops npx, tsx and the API below it.
  const server = spawn('node', ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_PLATFORM_PORT: String(port + 1),
      WEB_DIST: webDist,
      PLATFORM_DIST: platformDist,
      FEEDLINE_SEED_LARGE_SITE: String(LARGE_SITE_ITEMS),
      E2E_LOG_LEVEL: 'error',
      E2E_DATABASE_URL: database.url ?? '',
    },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitForReady(`${baseURL}/api/ready`, server);
    const page = await browser.newPage({ baseURL, viewport: { width: 1440, height: 900 } });
    await page.goto('/');
    await page.getByLabel(/e-mail/i).fill('owner@acme.test');
    await page.getByLabel(/password/i).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/overview\/account\//);
    const small = await siteIdByName(page, 'Acme Retail', 'acme.nl');
    const large = await siteIdByName(page, 'Acme Retail', 'acme-large.nl');

    for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
      await firstRows(page, small);
      await firstRows(page, large);
    }
    await firstRows(page, large, FILTERED_VIEW);
    const times = { small: [] as number[], large: [] as number[], filtered: [] as number[] };
    const open = {
      small: () => firstRows(page, small),
      large: () => firstRows(page, large),
      filtered: () => firstRows(page, large, FILTERED_VIEW),
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Rotate the order so that none always profits from another's warm caches.
      const order = (['small', 'large', 'filtered'] as const).map(
        (_, index, all) => all[(index + round) % all.length]!,
      );
      for (const view of order) times[view].push(await open[view]());
    }
    const smallMedian = median(times.small);
    const largeMedian = median(times.large);
    const filteredMedian = median(times.filtered);
    return [
      {
        budget: `data view first rows, ${LARGE_SITE_ITEMS.toLocaleString('en')} items vs 50 items (${database.label})`,
        measured: largeMedian / smallMedian,
        limit: LIMIT,
        kind: 'max',
        detail: `median ${largeMedian.toFixed(0)} ms vs ${smallMedian.toFixed(0)} ms`,
      },
      {
        budget: `data view filtered first page (2 filters, a search, a sort) vs unfiltered, ${LARGE_SITE_ITEMS.toLocaleString('en')} items (${database.label})`,
        measured: filteredMedian / largeMedian,
        limit: LIMIT,
        kind: 'max',
        detail: `median ${filteredMedian.toFixed(0)} ms vs ${largeMedian.toFixed(0)} ms (${FILTERED_VIEW})`,
      },
    ];
  } finally {
    await browser.close();
    const exited =
      server.exitCode === null ? new Promise((done) => server.once('exit', done)) : undefined;
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await exited;
    rmSync(work, { recursive: true, force: true });
    await database.drop();
  }
}
