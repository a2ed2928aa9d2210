#!/usr/bin/env node
// The server the end-to-end tests run against: a fresh embedded database in a temporary folder,
// the demo data, loopback only, and a hard stop so that it never outlives the test run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSecrets } from './cluster.mjs';

const port = process.env.E2E_PORT ?? '3100';
const platformPort = process.env.E2E_PLATFORM_PORT ?? '3101';
const dataDir = mkdtempSync(join(tmpdir(), 'feedline-e2e-'));
const MAX_LIFETIME_MS = 40 * 60_000;

const env = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: port,
  PLATFORM_PORT: platformPort,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
  DATA_DIR: dataDir,
  // The e2e suite runs on a fresh embedded database; the bench may point it at PostgreSQL.
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  // One api process, on either database: Redis is not needed on PostgreSQL (docs/deploy.md).
  SINGLE_PROCESS: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // The demo identity provider that the SSO journey signs in at.
  DEMO_IDP_PORT: process.env.E2E_IDP_PORT ?? '3102',
};

// The built api (`npm run build`), as production runs it. On PostgreSQL the deployment's order:
// migrate once, then start.
if (env.DATABASE_URL) {
  // Processes on PostgreSQL are given their shared secrets (docs/deploy.md): a new set per run.
  if (!env.COOKIE_KEYS) {
    const made = spawnSync(process.execPath, ['apps/api/dist/secrets.js'], { encoding: 'utf8' });
    Object.assign(env, parseSecrets(made.stdout));
  }
  const migrated = spawnSync(process.execPath, ['apps/api/dist/migrate.js'], {
    stdio: 'inherit',
    env,
  });
  if (migrated.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(migrated.status ?? 1);
  }
}
const server = spawn(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit', env });

const stop = () => {
  server.kill('SIGTERM');
  setTimeout(() => server.kill('SIGKILL'), 5_000).unref();
};
const lifetime = setTimeout(() => {
  console.error('e2e server: maximum lifetime reached, stopping');
  stop();
}, MAX_LIFETIME_MS);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
server.on('exit', (code) => {
  clearTimeout(lifetime);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
