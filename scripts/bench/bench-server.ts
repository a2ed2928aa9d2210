// The real product for the browser budgets: the shell and the platform screens built with their own
// Vite configs, served by the built API (scripts/e2e-server.mjs) on a fresh database with the demo data,
// and Chromium from Debian signed in through the identity server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
// @ts-expect-error -- a JavaScript module of scripts/, typed by its use here
import { waitForReady } from '../cluster.mjs';
// @ts-expect-error -- a JavaScript module of scripts/, typed by its use here
import { randomPortBlock } from '../ports.mjs';
import { createBenchDatabase } from './bench-database';
import { chromiumLaunchOptions } from '../chromium';

export const ROOT = resolve(import.meta.dirname, '../..');
const PASSWORD = 'feedline-demo';

/**
 * V8 compiles a script's source positions (where each instruction came from) as it compiles the
 * script, not later (it omits them by default). The tools that drive the browser for a budget
 * (the DevTools protocol) make V8 take a stack trace with lines and columns in cases a user's
 * browser does not, and V8 then parses each function on the stack again for its positions —
 * for a module's top level, its whole file, on the main thread (docs/adr/0030, "Found since").
 */
const SOURCE_POSITIONS_AT_COMPILE = '--js-flags=--no-enable-lazy-source-positions';

/** Chromium as the budgets run it (scripts/chromium.ts). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions([SOURCE_POSITIONS_AT_COMPILE]));
}

export interface BenchServer {
  /** The shell's origin, e.g. http://127.0.0.1:3412. */
  baseURL: string;
  /** `PGlite` or `PostgreSQL`. */
  label: string;
  close(): Promise<void>;
}

/**
 * Builds both apps into a temporary folder and starts the server on them, on a random loopback
 * port pair; `env` adds settings (FEEDLINE_SEED_LARGE_SITE …).
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
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
  // The api as production runs it (apps/api/dist), which the server script starts.
  const api = spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (api.status !== 0) throw new Error('the api could not be built');
  // The shell, the screens next to it and the identity provider 2000 above.
  const port = await randomPortBlock({ from: 3190, span: 800, step: 2, size: 2, extra: [2000] });
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
      E2E_IDP_PORT: String(port + 2000),
      WEB_DIST: webDist,
      PLATFORM_DIST: platformDist,
      E2E_LOG_LEVEL: 'error',
      E2E_DATABASE_URL: database.url ?? '',
      ...env,
    },
  });
  const close = async () => {
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
  };
  try {
    await waitForReady(`${baseURL}/api/ready`, () => server.exitCode === null);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseURL, label: database.label, close };
}

/** Signs the page in as the demo owner through the identity server; lands on an overview. */
export async function signIn(page: Page, email = 'owner@acme.test'): Promise<void> {
  await page.goto('/');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/overview\/account\//);
}

/** GET through the API as the signed-in user of the page. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
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

export async function accountIdByName(page: Page, company: string): Promise<number> {
  const accounts = await apiGet<{ data: Named[] }>(page, '/api/accounts?amount=100');
  const account = accounts.data.find((entry) => entry.company === company);
  if (!account) throw new Error(`no organisation ${company}`);
  return account.id;
}

export async function siteIdByName(page: Page, company: string, siteName: string): Promise<number> {
  const accountId = await accountIdByName(page, company);
  const projects = await apiGet<{ data: Named[] }>(
    page,
    `/api/accounts/${accountId}/projects?amount=100`,
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
