import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { createDb, schema, seedDemoData, type DbHandle } from '@feedline/db';
import { and, count, eq, like } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

/**
 * The process doing an import is killed (kill -9) in the middle of it: the site keeps its items,
 * the run does not stay "running", and the next process takes the run over and completes it.
 * The real server, twice, on the same database (the embedded one, or PostgreSQL with DATABASE_URL).
 */

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const ROWS = 3_000;
const header = 'id,title,price,link\n';
const row = (n: number) =>
  `K-${n},Kettle ${n},${(10 + (n % 90)).toFixed(2)} EUR,https://shop.test/${n}\n`;

/** The shop's feed: the first attempt trickles (the process is killed meanwhile), later ones are quick. */
let slow = true;
let rowsServed = 0;
const pending = new Set<ServerResponse>();
let feedServer: Server;
let feedBase: string;

let dataDir: string;
let database: {
  env: Record<string, string>;
  open: () => Promise<DbHandle>;
  drop: () => Promise<void>;
};
const children: ChildProcess[] = [];

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

beforeAll(async () => {
  feedServer = createServer((request, response) => {
    if (request.url !== '/catalogue.csv') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/csv' });
    if (!slow) {
      let body = header;
      for (let n = 1; n <= ROWS; n += 1) body += row(n);
      return response.end(body);
    }
    // Enough rows for two staged batches at once, then a row every 20 ms (never the last one).
    pending.add(response);
    response.write(header);
    let n = 1;
    for (; n <= 2_500; n += 1) response.write(row(n));
    rowsServed = n - 1;
    const timer = setInterval(() => {
      if (n >= ROWS || response.destroyed) return clearInterval(timer);
      response.write(row(n));
      rowsServed = n;
      n += 1;
    }, 20);
    response.on('close', () => {
      clearInterval(timer);
      pending.delete(response);
    });
  });
  feedServer.listen(0, '127.0.0.1');
  await once(feedServer, 'listening');
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;

  dataDir = mkdtempSync(join(tmpdir(), 'feedline-recovery-'));
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `feedline_recovery_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    database = {
      env: { DATABASE_URL: url.toString() },
      open: () => createDb({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
      drop: async () => {
        const client = new pg.Client({ connectionString: baseUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  } else {
    database = {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => createDb({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
      drop: async () => {},
    };
  }
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const response of pending) response.destroy();
  await new Promise((done) => feedServer.close(done));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server process on the test's database; resolves once it listens. */
async function startServer(port: number, platformPort: number) {
  const secrets = inject('testSecrets');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      REDIS_URL: process.env.REDIS_URL ?? '',
      ...database.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PLATFORM_PORT: String(platformPort),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_IDP_PORT: 'off',
      // One process at a time: the second starts after the first was killed.
      SINGLE_PROCESS: 'true',
      // The test's fresh database: the first process migrates it (a deployment runs `npm run migrate`).
      MIGRATE_ON_START: 'true',
      FEED_ALLOW_PRIVATE_NETWORKS: 'true',
      FEED_RUN_STALE_SECONDS: '3',
      FEED_RUN_RETRY_DELAY_SECONDS: '1',
      OIDC_JWKS: JSON.stringify(secrets.jwks),
      COOKIE_KEYS: secrets.cookieKeys.join(','),
      HASH_SECRET: secrets.hashSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Feedline is running/.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return child;
}

async function tokenFor(userId: number, issuer: string) {
  const key = inject('testSecrets').jwks.keys[0]!;
  return new SignJWT({ scope: 'openid profile email offline_access' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setSubject(String(userId))
    .setIssuer(issuer)
    .setAudience('urn:feedline:api')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(key, 'RS256'));
}

const itemsOf = async (db: DbHandle['db'], siteId: number) =>
  (
    await db
      .select({ value: count() })
      .from(schema.siteItems)
      .where(eq(schema.siteItems.siteId, siteId))
  )[0]!.value;

describe('an import whose process is killed (kill -9)', () => {
  it('keeps the items, and the next process takes the run over and completes it', async () => {
    // The demo data, with acme.be reading the shop's feed above.
    let handle = await database.open();
    await handle.migrate();
    await seedDemoData(handle.db, { feedBaseUrl: feedBase });
    const [site] = await handle.db
      .select({ id: schema.sites.id })
      .from(schema.sites)
      .where(eq(schema.sites.name, 'acme.be'));
    const [owner] = await handle.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, 'owner@acme.test'));
    const siteId = site!.id;
    await handle.db.delete(schema.dataSources).where(eq(schema.dataSources.siteId, siteId));
    await handle.db.insert(schema.dataSources).values({
      siteId,
      name: 'Shop catalogue',
      kind: 'csv',
      url: `${feedBase}/catalogue.csv`,
      format: 'csv',
    });
    // What an earlier import left: the items the site has until a new import completes.
    await handle.db.insert(schema.siteItems).values(
      Array.from({ length: 5 }, (_, n) => ({
        siteId,
        externalId: `OLD-${n}`,
        data: { id: `OLD-${n}`, title: `Old ${n}` },
      })),
    );
    const itemsBefore = await itemsOf(handle.db, siteId);
    expect(itemsBefore).toBe(5);
    await handle.close();

    const [port, platformPort] = await Promise.all([freePort(), freePort()]);
    const base = `http://127.0.0.1:${port}`;
    const authorization = `Bearer ${await tokenFor(owner!.id, `${base}/oidc`)}`;
    const api = async (path: string, init: RequestInit = {}) => {
      const answer = await fetch(`${base}/api${path}`, {
        ...init,
        headers: { authorization, ...init.headers },
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };

    const first = await startServer(port, platformPort);
    const started = await api(`/sites/${siteId}/import-runs`, { method: 'POST' });
    expect(started.status).toBe(202);
    const runId = started.body.id as number;
    // Running, with its progress written as it goes (two batches staged).
    await until('the import to be under way', async () => {
      const { body } = await api(`/sites/${siteId}/runs/${runId}`);
      return body.status === 'running' && (body.rowsRead as number) >= 1_000 ? body : undefined;
    });
    expect(rowsServed).toBeLessThan(ROWS);
    first.kill('SIGKILL');
    await once(first, 'exit');

    // Nothing half-done is visible: the site has its old items, the run is not over.
    handle = await database.open();
    expect(await itemsOf(handle.db, siteId)).toBe(itemsBefore);
    const [interrupted] = await handle.db
      .select()
      .from(schema.feedRuns)
      .where(eq(schema.feedRuns.id, runId));
    expect(interrupted!.status).toBe('running');
    await handle.close();

    // The next process finds the run without heartbeat and has it tried again; the feed is whole now.
    slow = false;
    const second = await startServer(port, platformPort);
    const ended = await until('the run to end', async () => {
      const { body } = await api(`/sites/${siteId}/runs/${runId}`);
      return ['queued', 'running'].includes(body.status as string) ? undefined : body;
    });
    expect(ended).toMatchObject({ status: 'succeeded', itemsWritten: ROWS, rowsRead: ROWS });
    second.kill('SIGTERM');
    await once(second, 'exit');

    handle = await database.open();
    try {
      expect(await itemsOf(handle.db, siteId)).toBe(ROWS);
      const said = await handle.db
        .select({ message: schema.siteLogLines.message })
        .from(schema.siteLogLines)
        .where(
          and(
            eq(schema.siteLogLines.siteId, siteId),
            like(schema.siteLogLines.message, 'Import interrupted:%'),
          ),
        );
      expect(said.map((line) => line.message)).toEqual([
        'Import interrupted: its process stopped during the import; it is tried again shortly',
      ]);
      const [staging] = await handle.db.select({ value: count() }).from(schema.siteItemsStaging);
      expect(staging!.value).toBe(0);
    } finally {
      await handle.close();
    }
  }, 400_000);
});
