// A cluster for one test file: `npm run cluster` (scripts/cluster.mjs) on its own database, ports
// and data folder, with a signed-in owner's header for the API.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { generateSecrets } from '../apps/api/src/plugins/secrets';
// @ts-expect-error -- a JavaScript module of scripts/, typed by its use here
import { startCluster } from '../scripts/cluster.mjs';

export const ROOT = resolve(import.meta.dirname, '..');

export interface ClusterProcess {
  index: number;
  port: number;
  platformPort: number;
  child: ChildProcess;
}

export interface TestCluster {
  /** nginx, the shell's and API's address. */
  url: string;
  publicUrl: string;
  processes: ClusterProcess[];
  databaseUrl: string;
  /** `authorization` header of a demo user, signed with the cluster's keys. */
  authHeader(email?: string): Promise<{ authorization: string }>;
  /** SQL on the cluster's database. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const servicesAnswer = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startTestCluster(): Promise<TestCluster> {
  const name = `feedline_scale_${randomBytes(5).toString('hex')}`;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await admin(`create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'feedline-scale-'));
  const port = 4100 + Math.floor(Math.random() * 200) * 10;
  const secrets = generateSecrets();
  const publicUrl = `http://127.0.0.1:${port}`;
  const cluster = await startCluster({
    processes: 2,
    port,
    platformPort: port + 1,
    basePort: port + 2,
    build: !existsSync(join(ROOT, 'apps/api/dist/server.js')),
    log: () => {},
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      PLATFORM_URL: `http://127.0.0.1:${port + 1}`,
      LOG_LEVEL: 'warn',
      DEMO_IDP_PORT: 'off',
      COOKIE_KEYS: secrets.cookieKeys.join(','),
      HASH_SECRET: secrets.hashSecret,
      OIDC_JWKS: JSON.stringify(secrets.jwks),
    },
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const query = async <T>(text: string, values?: unknown[]) =>
    (await pool.query(text, values)).rows as T[];
  const key = await importJWK(secrets.jwks.keys[0]!, 'RS256');
  return {
    url: cluster.url,
    publicUrl,
    processes: cluster.processes,
    databaseUrl,
    query,
    async authHeader(email = 'owner@acme.test') {
      const [user] = await query<{ id: number }>('select id from users where email = $1', [email]);
      const token = await new SignJWT({ scope: 'openid profile email offline_access' })
        .setProtectedHeader({ alg: 'RS256', kid: secrets.jwks.keys[0]!.kid, typ: 'at+jwt' })
        .setSubject(String(user!.id))
        .setIssuer(`${publicUrl}/oidc`)
        .setAudience('urn:feedline:api')
        .setIssuedAt()
        .setExpirationTime('30m')
        .sign(key);
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await cluster.stop();
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
