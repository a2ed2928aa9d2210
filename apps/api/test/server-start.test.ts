import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSecrets } from '../src/plugins/secrets';
import { freePort } from './free-port';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

/** Starts the real server process; resolves with its output once it is up or has exited. */
function startServer(env: Record<string, string>, until: RegExp, timeoutMs = 150_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise<{ output: string; code: number | null; child: ChildProcess }>((resolve) => {
    const timer = setTimeout(() => resolve({ output, code: null, child }), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) {
        clearTimeout(timer);
        resolve({ output, code: null, child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ output, code, child });
    });
  });
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * The cases below start their processes on the embedded database, whatever the environment says:
 * the suite's run on PostgreSQL (DATABASE_URL) leaves them to the embedded run and keeps its own.
 */
const embeddedRun = !process.env.DATABASE_URL;

// The cases start processes of their own, on their own folders and ports: they run side by side.
describe.runIf(embeddedRun)('server start', { concurrent: true }, () => {
  it('names a bad configuration value, or PostgreSQL without Redis, and exits non-zero', async () => {
    const { output, code } = await startServer({ PORT: 'abc' }, /$^/);
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid configuration/);
    expect(output).toMatch(/PORT: .*"abc"/);

    // PostgreSQL without Redis: refused before anything is opened, naming REDIS_URL and the way
    // out for one process. (After the first case, not beside it: each start compiles the api.)
    const closed = await freePort();
    const secrets = generateSecrets();
    const withoutRedis = await startServer(
      {
        DATABASE_URL: `postgres://feedline@127.0.0.1:${closed}/feedline`,
        COOKIE_KEYS: secrets.cookieKeys.join(','),
        HASH_SECRET: secrets.hashSecret,
        OIDC_JWKS: JSON.stringify(secrets.jwks),
      },
      /$^/,
    );
    expect(withoutRedis.code).toBe(1);
    expect(withoutRedis.output).toMatch(/Invalid configuration/);
    expect(withoutRedis.output).toMatch(/REDIS_URL: required with DATABASE_URL/);
    expect(withoutRedis.output).toMatch(/SINGLE_PROCESS=true/);
    expect(withoutRedis.output).not.toMatch(/PostgreSQL at/);
  }, 400_000);

  it('names a PostgreSQL or a Redis that does not answer, and exits non-zero', async () => {
    const [closed, port, platformPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const secrets = generateSecrets();
    const database = await startServer(
      {
        DATABASE_URL: `postgres://feedline:hidden@127.0.0.1:${closed}/feedline`,
        SINGLE_PROCESS: 'true',
        COOKIE_KEYS: secrets.cookieKeys.join(','),
        HASH_SECRET: secrets.hashSecret,
        OIDC_JWKS: JSON.stringify(secrets.jwks),
      },
      /$^/,
    );
    expect(database.code).toBe(1);
    expect(database.output).toContain(
      `PostgreSQL at postgres://127.0.0.1:${closed}/feedline (DATABASE_URL) cannot be used`,
    );
    expect(database.output).not.toContain('hidden');

    const dataDir = mkdtempSync(join(tmpdir(), 'feedline-start-'));
    try {
      const redis = await startServer(
        {
          REDIS_URL: `redis://127.0.0.1:${closed}`,
          DATA_DIR: dataDir,
          PORT: String(port),
          PLATFORM_PORT: String(platformPort),
          SEED_DEMO: 'false',
        },
        /$^/,
      );
      expect(redis.code).toBe(1);
      expect(redis.output).toContain(
        `Redis at redis://127.0.0.1:${closed} (REDIS_URL) does not answer`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('refuses a second process on the same data folder and leaves the first one working', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'feedline-start-'));
    try {
      const [port, platformPort, port2, platformPort2] = await Promise.all([
        freePort(),
        freePort(),
        freePort(),
        freePort(),
      ]);
      const first = await startServer(
        { DATA_DIR: dataDir, PORT: String(port), PLATFORM_PORT: String(platformPort) },
        /Sign in as owner@acme\.test/,
      );
      expect(first.code).toBeNull();
      expect(first.output).toContain(`feedline-demo`);

      const second = await startServer(
        { DATA_DIR: dataDir, PORT: String(port2), PLATFORM_PORT: String(platformPort2) },
        /$^/,
      );
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/in use by another Feedline process \(pid \d+\)/);

      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(await ready.json()).toEqual({ status: 'ready' });
      first.child.kill('SIGTERM');
      await new Promise((resolve) => first.child.on('exit', resolve));

      // Restart on the same folder: the data is intact and the seed does not run twice.
      const again = await startServer(
        { DATA_DIR: dataDir, PORT: String(port), PLATFORM_PORT: String(platformPort) },
        /Sign in as owner@acme\.test/,
      );
      expect(again.code).toBeNull();
      const health = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(health.status).toBe(200);
      again.child.kill('SIGTERM');
      await new Promise((resolve) => again.child.on('exit', resolve));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});

/** Runs `npm run migrate`'s entry on the source (the built one is the same module, bundled). */
function migrate(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
}

// A deployment on PostgreSQL migrates once (`npm run migrate`), then starts its processes.
describe.runIf(process.env.DATABASE_URL)('on PostgreSQL: migrate once, then start', () => {
  // The callback runs while tests are collected, skipped or not: nothing here may need the URL.
  const baseUrl = process.env.DATABASE_URL ?? '';
  const name = `feedline_migrate_${process.pid}_${Date.now()}`;
  const url = new URL(baseUrl || 'postgres://unused');
  url.pathname = `/${name}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(() => admin(`create database ${name}`));
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('refuses to start on a schema that is behind, names the command, and starts once it has run', async () => {
    const [port, platformPort] = await Promise.all([freePort(), freePort()]);
    const secrets = generateSecrets();
    const env = {
      DATABASE_URL: url.toString(),
      // One process on PostgreSQL, declared (no Redis needed).
      SINGLE_PROCESS: 'true',
      COOKIE_KEYS: secrets.cookieKeys.join(','),
      HASH_SECRET: secrets.hashSecret,
      OIDC_JWKS: JSON.stringify(secrets.jwks),
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      DEMO_IDP_PORT: 'off',
      SEED_DEMO: 'false',
    };
    const behind = await startServer(env, /$^/);
    expect(behind.code).toBe(1);
    expect(behind.output).toMatch(/schema is behind this version/);
    expect(behind.output).toContain('npm run migrate');
    expect(behind.output).toContain('0000_init');

    // The migration needs the database only.
    const first = migrate({
      DATABASE_URL: env.DATABASE_URL,
      COOKIE_KEYS: '',
      HASH_SECRET: '',
      OIDC_JWKS: '',
    });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Applying \d+ migration\(s\)/);
    const second = migrate(env);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/is up to date/);

    const started = await startServer(env, /Feedline is running on PostgreSQL/);
    expect(started.code).toBeNull();
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(ready.status).toBe(200);
    started.child.kill('SIGTERM');
    await new Promise((resolve) => started.child.on('exit', resolve));
  }, 300_000);
});

describe.runIf(embeddedRun)('npm start (scripts/start.mjs)', { concurrent: true }, () => {
  const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
  // `npm start` serves the built api; `npm test` builds it first, a test run of its own may not have.
  beforeAll(() => {
    if (existsSync(join(ROOT, 'apps/api/dist/server.js'))) return;
    const built = spawnSync(process.execPath, ['apps/api/build.mjs'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the api could not be built');
  }, 120_000);

  /** `npm start` in its own process group, serving the existing build; resolves once it is up. */
  async function npmStart(dataDir: string, extraEnv: Record<string, string> = {}) {
    const [port, platformPort] = await Promise.all([freePort(), freePort()]);
    // The real command: npm runs start.mjs through a shell, which does not pass a SIGTERM on.
    const child = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PORT: String(port),
        PLATFORM_PORT: String(platformPort),
        SKIP_BUILD: 'true',
        // Stopping is what these tests are about: an empty database starts faster than the demo.
        SEED_DEMO: 'false',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Feedline is running/.test(output)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      void exited.then((code) => reject(new Error(`npm start exited (${code}): ${output}`)));
    });
    const lock = join(dataDir, 'pglite', 'feedline.lock');
    const serverPid = Number(readFileSync(lock, 'utf8'));
    return { child, exited, port, platformPort, lock, serverPid, output: () => output };
  }

  const isAlive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  /** Whether any process of the group `npm start` leads is still running. */
  const isGroupAlive = (leader: number) => {
    try {
      process.kill(-leader, 0);
      return true;
    } catch {
      return false;
    }
  };

  /** Everything `npm start` started is gone within 10 s: processes, ports and the lock. */
  async function expectStoppedCleanly(started: Awaited<ReturnType<typeof npmStart>>) {
    const began = Date.now();
    await started.exited;
    while (isGroupAlive(started.child.pid!) && Date.now() - began < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(isGroupAlive(started.child.pid!)).toBe(false);
    expect(Date.now() - began).toBeLessThan(10_000);
    expect(isAlive(started.serverPid)).toBe(false);
    expect(existsSync(started.lock)).toBe(false);
    for (const port of [started.port, started.platformPort]) {
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    }
  }

  it('stops cleanly on a Ctrl-C to its whole process group', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'feedline-npm-start-'));
    try {
      const started = await npmStart(dataDir);
      process.kill(-started.child.pid!, 'SIGINT');
      await expectStoppedCleanly(started);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a second start on the same folder before building, and stops all on a SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'feedline-npm-start-'));
    try {
      const first = await npmStart(dataDir);
      const [port, platformPort] = await Promise.all([freePort(), freePort()]);
      const second = spawnSync(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: '',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PORT: String(port),
          PLATFORM_PORT: String(platformPort),
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/in use by another Feedline process \(pid \d+\)/);
      expect(second.stdout).not.toMatch(/Building/);
      expect((await fetch(`http://127.0.0.1:${first.port}/api/ready`)).status).toBe(200);
      // A SIGTERM to the npm process alone (a process manager's): everything behind it stops too.
      expect(first.serverPid).not.toBe(first.child.pid);
      first.child.kill('SIGTERM');
      await expectStoppedCleanly(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('says in one sentence what is wrong with a data folder the database cannot open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'feedline-broken-'));
    try {
      mkdirSync(join(dataDir, 'pglite', 'base'), { recursive: true });
      writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), 'not a database\n');
      const { output, code } = await startServer({ DATA_DIR: dataDir }, /$^/);
      expect(code).toBe(1);
      expect(output).toMatch(
        /cannot be opened: the folder is damaged or is not a Feedline database/,
      );
      expect(output).not.toMatch(/wasm|RuntimeError|at .*\.js:\d+/i);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
