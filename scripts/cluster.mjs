#!/usr/bin/env node
// npm run cluster: Feedline as a multi-process deployment runs it (docs/deploy.md), on loopback —
// nginx in front (deploy/nginx/feedline.conf) and N api processes on PostgreSQL and Redis. It builds
// once, migrates once, starts the processes one after the other (the first seeds the demo data),
// then nginx; Ctrl-C or a SIGTERM stops all of it. `startCluster` is what the scale tests start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureDebianPackage } from './ensure-package.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const STOP_DEADLINE_MS = 10_000;

/**
 * Waits until `url` answers 200, the process is gone, or the time is up. Each attempt has its own
 * bound (a request that hangs does not use up the wait); the error says what the last one got.
 */
export async function waitForReady(url, isAlive, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`stopped before ${url} was ready (last: ${last})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      last = `${response.status} ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      // Not listening yet, or too slow to answer.
      const cause = error instanceof Error ? error.cause : undefined;
      last = `${error instanceof Error ? error.message : String(error)}${
        cause instanceof Error ? ` (${'code' in cause ? cause.code : cause.message})` : ''
      }`;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (last: ${last})`);
}

/** The database of `url`, created on its server when it does not exist yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** The shared secrets: given, or generated once into `file` so that a restart keeps sessions. */
function sharedSecrets(env, file) {
  if (env.COOKIE_KEYS && env.HASH_SECRET && env.OIDC_JWKS) return {};
  if (!existsSync(file)) {
    const made = spawnSync(process.execPath, ['apps/api/dist/secrets.js'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (made.status !== 0) throw new Error(`npm run secrets failed: ${made.stderr}`);
    writeFileSync(file, made.stdout, { mode: 0o600 });
  }
  return parseSecrets(readFileSync(file, 'utf8'));
}

/** The variables of `npm run secrets`' output (`NAME='value'` lines). */
export function parseSecrets(text) {
  const secrets = {};
  for (const line of text.trim().split('\n')) {
    const [, name, value] = /^(\w+)='(.*)'$/.exec(line) ?? [];
    if (name) secrets[name] = value;
  }
  return secrets;
}

function nginxConfig({ prefix, host, apiPort, screensPort, processes }) {
  const servers = (key) =>
    processes.map((p) => `    server 127.0.0.1:${p[key]} max_fails=3 fail_timeout=1s;`).join('\n');
  return readFileSync(join(ROOT, 'deploy/nginx/feedline.conf'), 'utf8')
    .replaceAll('{prefix}', prefix)
    .replaceAll('{listen_host}', host)
    .replaceAll('{api_port}', String(apiPort))
    .replaceAll('{screens_port}', String(screensPort))
    .replace('{api_servers}', servers('port'))
    .replace('{screen_servers}', servers('platformPort'));
}

/**
 * Starts the cluster: returns its public addresses, the processes, and `stop()`. Options: `env`
 * (configuration of every process), `processes` (2), `port`/`platformPort` (nginx, 3000/3001),
 * `basePort` (first internal port, 3010), `build` (true), `log` (a function for progress lines).
 */
export async function startCluster(options = {}) {
  const env = { ...process.env, ...options.env };
  const count = options.processes ?? 2;
  const host = '127.0.0.1';
  const apiPort = options.port ?? Number(env.PORT || 3000);
  const screensPort = options.platformPort ?? Number(env.PLATFORM_PORT || 3001);
  const basePort = options.basePort ?? Number(env.CLUSTER_BASE_PORT || 3010);
  const log = options.log ?? ((line) => console.info(line));
  const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/feedline_cluster';
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  const dataDir = resolve(env.DATA_DIR || '.data');
  const publicUrl = env.PUBLIC_URL || `http://localhost:${apiPort}`;
  const platformUrl = env.PLATFORM_URL || `http://localhost:${screensPort}`;

  ensureDebianPackage({
    binary: NGINX,
    pkg: 'nginx-light',
    why: 'the load balancer of the cluster',
  });
  if (options.build !== false) {
    log('Building the shell, the embedded screens and the api…');
    const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  await ensureDatabase(databaseUrl);
  mkdirSync(dataDir, { recursive: true });
  const shared = {
    ...env,
    NODE_ENV: env.NODE_ENV || 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: publicUrl,
    PLATFORM_URL: platformUrl,
    HOST: host,
    DATA_DIR: dataDir,
    // nginx is the client the processes see: believe its X-Forwarded-For.
    TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1',
    ...sharedSecrets(env, join(dataDir, 'cluster-secrets.env')),
  };

  log(`Migrating ${databaseUrl.replace(/\/\/[^@/]*@/, '//')} once…`);
  // Not spawnSync: the caller's event loop keeps running (the scale tests' proxy in front of
  // PostgreSQL lives in it).
  const migration = spawn(process.execPath, ['apps/api/dist/migrate.js'], {
    cwd: ROOT,
    env: shared,
    stdio: 'inherit',
  });
  const migrated = await new Promise((done) => migration.once('exit', done));
  if (migrated !== 0) throw new Error('the migration failed');

  const children = [];
  const processes = [];
  const prefix = mkdtempSync(join(tmpdir(), 'feedline-nginx-'));
  let nginx;
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      // A process killed by a signal has exited too: no exit code, a signal code.
      const all = [...children, ...(nginx ? [nginx] : [])].filter(
        (c) => c.exitCode === null && c.signalCode === null,
      );
      const exited = all.map((c) => new Promise((done) => c.once('exit', done)));
      nginx?.kill('SIGQUIT');
      for (const child of children) child.kill('SIGTERM');
      const deadline = setTimeout(() => {
        for (const child of all) child.kill('SIGKILL');
      }, STOP_DEADLINE_MS);
      await Promise.all(exited);
      clearTimeout(deadline);
      rmSync(prefix, { recursive: true, force: true });
    })());

  try {
    // nginx first: the processes' first work (the demo's imports fetch the demo feeds through the
    // public address) finds the load balancer there, and the first process behind it as soon as
    // it listens.
    const ports = Array.from({ length: count }, (_, index) => ({
      index,
      port: basePort + index * 2,
      platformPort: basePort + index * 2 + 1,
    }));
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConfig({ prefix, host, apiPort, screensPort, processes: ports }));
    nginx = spawn(
      NGINX,
      ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    for (const { index, port, platformPort } of ports) {
      const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
        cwd: ROOT,
        env: {
          ...shared,
          PORT: String(port),
          PLATFORM_PORT: String(platformPort),
          // One demo identity provider for the cluster (the first process's).
          ...(index === 0 ? {} : { DEMO_IDP_PORT: 'off' }),
        },
        stdio: ['ignore', index === 0 ? 'inherit' : 'ignore', 'inherit'],
      });
      children.push(child);
      processes.push({ index, port, platformPort, child });
      // One after the other: the first seeds the demo data, the others find it there.
      await waitForReady(`http://127.0.0.1:${port}/api/ready`, () => child.exitCode === null);
      log(`api process ${index + 1} of ${count} ready on 127.0.0.1:${port} / :${platformPort}`);
    }
    try {
      await waitForReady(
        `http://${host}:${apiPort}/api/ready`,
        () => nginx.exitCode === null,
        60_000,
      );
    } catch (error) {
      const errorLog = join(prefix, 'error.log');
      const tail = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-2_000) : '';
      throw new Error(`nginx: ${error.message}${tail ? `; its error log ends:\n${tail}` : ''}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://${host}:${apiPort}`,
    platformUrl: `http://${host}:${screensPort}`,
    publicUrl,
    platformPublicUrl: platformUrl,
    processes,
    nginxPrefix: prefix,
    stop,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let cluster;
  const onSignal = () => {
    if (!cluster) process.exit(1);
    void cluster.stop().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
  try {
    cluster = await startCluster({ build: process.env.SKIP_BUILD !== 'true' });
  } catch (error) {
    console.error(`\nThe cluster could not start: ${error.message}\n`);
    process.exit(1);
  }
  console.info(
    [
      '',
      `Feedline runs as ${cluster.processes.length} api processes behind nginx, on PostgreSQL and Redis.`,
      `  Shell:            ${cluster.publicUrl}   (nginx → ${cluster.processes.map((p) => p.port).join(', ')})`,
      `  Embedded screens: ${cluster.platformPublicUrl}   (nginx → ${cluster.processes.map((p) => p.platformPort).join(', ')})`,
      '  Sign in as owner@acme.test with the password feedline-demo. Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  // A process that dies takes the cluster down with it: this is a demonstration, not a supervisor.
  for (const { child, index } of cluster.processes) {
    child.once('exit', (code) => {
      console.error(`api process ${index + 1} stopped (exit ${code}); stopping the cluster.`);
      onSignal();
    });
  }
}
