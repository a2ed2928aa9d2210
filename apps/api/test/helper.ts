import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, DEFAULT_DEMO_FEED_BASE, schema, type DbHandle } from '@feedline/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { findUserByEmail } from '../src/modules/users/users.repository';
import type { Secrets } from '../src/plugins/secrets';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  db: DbHandle['db'];
  /** Raw SQL on the same database (what the job queue uses). */
  sql: DbHandle['sql'];
  secrets: Secrets;
  redis?: Redis;
  /** A signed access token for a user, as the embedded identity server would issue it. */
  tokenFor(
    email: string,
    claims?: { expiresIn?: string | number; audience?: string; issuer?: string },
  ): Promise<string>;
  /** `authorization` header for a user. */
  authHeader(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the PostgreSQL
 * server of DATABASE_URL (dropped again on close). Seeded ones are copies of the database the
 * suite's global setup migrated and seeded once; unseeded ones are migrated here.
 */
async function freshDatabase(
  seeded: boolean,
  via: (url: string) => Promise<string> = async (url) => url,
): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const snapshot = seeded ? new Blob([readFileSync(inject('pgliteSnapshot'))]) : undefined;
    const handle = await createDb({ kind: 'pglite', from: snapshot });
    if (!seeded) await handle.migrate();
    return { handle, drop: async () => {} };
  }
  const name = `feedline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(
    seeded
      ? `create database ${name} template ${inject('postgresTemplate')}`
      : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ kind: 'postgres', url: await via(url.toString()), poolSize: 4 });
  if (!seeded) await handle.migrate();
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    seed?: boolean;
    secrets?: Secrets;
    /** PostgreSQL only: the address the app reaches its database by (a proxy in front of it). */
    databaseVia?: (url: string) => Promise<string>;
    /** Redis only: the address the app reaches Redis by. */
    redisVia?: (url: string) => Promise<string>;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    PLATFORM_URL: 'http://localhost:3001',
    DATA_DIR: join(tmpdir(), 'feedline-test-unused'),
    WEB_DIST: join(tmpdir(), 'feedline-no-web-dist'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const { handle, drop } = await freshDatabase(options.seed !== false, options.databaseVia);
  const secrets = options.secrets ?? inject('testSecrets');
  // With REDIS_URL the shared stores (login rate limits …) run on the real Redis, isolated per file.
  const redis = process.env.REDIS_URL
    ? new Redis(await (options.redisVia ?? (async (url) => url))(process.env.REDIS_URL), {
        keyPrefix: `feedline-test-${randomBytes(4).toString('hex')}:`,
        ...(options.redisVia ? { maxRetriesPerRequest: 2 } : {}),
      })
    : undefined;
  // The tests of an outage look at the answers; ioredis would also print a line per reconnection.
  redis?.on('error', () => {});
  const app = await buildApp({ config, db: handle, secrets, redis });
  await app.ready();

  const signingKey = secrets.jwks.keys[0]!;
  const privateKey = await importJWK(signingKey, 'RS256');
  const tokenFor: TestApp['tokenFor'] = async (email, claims = {}) => {
    const user = await findUserByEmail(handle.db, email);
    if (!user) throw new Error(`No test user ${email}`);
    return new SignJWT({ scope: 'openid profile email offline_access' })
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'at+jwt' })
      .setSubject(String(user.id))
      .setIssuer(claims.issuer ?? config.identity.issuer)
      .setAudience(claims.audience ?? config.identity.audience)
      .setIssuedAt()
      .setExpirationTime(claims.expiresIn ?? '10m')
      .sign(privateKey);
  };

  return {
    app,
    config,
    db: handle.db,
    sql: handle.sql,
    secrets,
    redis,
    tokenFor,
    authHeader: async (email) => ({ authorization: `Bearer ${await tokenFor(email)}` }),
    async close() {
      await app.close();
      await redis?.quit();
      await handle.close();
      await drop();
    },
  };
}

/**
 * Serves the demo feed files from the test app on a loopback port and points the demo data
 * sources at it (the seed points them at the default PUBLIC_URL, where nothing listens in tests).
 */
export async function serveDemoFeeds(t: TestApp, listening?: string): Promise<string> {
  const base = listening ?? (await t.app.listen({ host: '127.0.0.1', port: 0 }));
  await t.db
    .update(schema.dataSources)
    .set({ url: sql`replace(${schema.dataSources.url}, ${DEFAULT_DEMO_FEED_BASE}, ${base})` });
  return base;
}

/** Waits (bounded) until the site has no import or export queued or running. */
export async function waitForSiteRuns(t: TestApp, siteId: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await t.db
      .select({ id: schema.feedRuns.id })
      .from(schema.feedRuns)
      .where(
        and(
          eq(schema.feedRuns.siteId, siteId),
          inArray(schema.feedRuns.status, ['queued', 'running']),
        ),
      );
    if (open.length === 0) return;
    if (Date.now() > deadline) throw new Error(`runs of site ${siteId} did not end`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
