// A cluster for one test file: `npm run cluster` (scripts/cluster.mjs) on its own database, ports
// and data folder, with a signed-in owner's header for the API.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { REALTIME_PATH } from '@feedline/contracts/realtime';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { generateSecrets } from '../apps/api/src/plugins/secrets';
// @ts-expect-error -- a JavaScript module of scripts/, typed by its use here
import { startCluster, waitForReady } from '../scripts/cluster.mjs';
// @ts-expect-error -- a JavaScript module of scripts/, typed by its use here
import { randomPortBlock } from '../scripts/ports.mjs';

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
  /** nginx's folder: its configuration (`nginx.conf`), pid file and logs. */
  nginxPrefix: string;
  /** `authorization` header of a demo user, signed with the cluster's keys. */
  authHeader(email?: string): Promise<{ authorization: string }>;
  /** SQL on the cluster's database. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /**
   * Starts process `index` again, after it died, with the command and environment the cluster
   * started it with; resolves when it is ready. `close` stops it.
   */
  restart(index: number): Promise<ClusterProcess>;
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

export interface TestClusterOptions {
  /**
   * The address the processes reach their database by (a proxy in front of it), given its
   * direct one; the test's own queries, the set-up and the clean-up stay direct.
   */
  databaseVia?: (url: string) => Promise<string>;
  /** The address the processes reach Redis by, given REDIS_URL. */
  redisVia?: (url: string) => Promise<string>;
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** A running process's environment (Linux): scripts/cluster.mjs composes it, in one place. */
function environmentOf(pid: number): NodeJS.ProcessEnv {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return Object.fromEntries(entries.map((entry) => entry.split(/=(.*)/s).slice(0, 2)));
}

/** A Redis address whose keys and live-log channels all start with `prefix` (docs/deploy.md). */
function withKeyPrefix(url: string, prefix: string): string {
  const address = new URL(url);
  address.searchParams.set('keyPrefix', prefix);
  return address.toString();
}

export async function startTestCluster(options: TestClusterOptions = {}): Promise<TestCluster> {
  const name = `feedline_scale_${randomBytes(5).toString('hex')}`;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await admin(`create database ${name}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'feedline-scale-'));
  // Files run side by side (vitest.config.ts): each worker its own range of ports.
  const worker = Number(process.env.VITEST_POOL_ID || 1) - 1;
  // nginx's two ports and two per process: six in a row, none that fetch refuses to reach.
  const port = await randomPortBlock({ from: 4100 + worker * 1000, span: 1000, step: 10, size: 6 });
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
      DATABASE_URL: options.databaseVia ? await options.databaseVia(databaseUrl) : databaseUrl,
      // Clusters of files that run side by side share the one Redis, each under its own prefix.
      REDIS_URL: withKeyPrefix(
        options.redisVia ? await options.redisVia(process.env.REDIS_URL!) : process.env.REDIS_URL!,
        `${name}:`,
      ),
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
  // The faults test ends every connection to the database but its own: an idle one of this pool
  // among them is replaced on next use, not an error of the test.
  pool.on('error', () => {});
  const query = async <T>(text: string, values?: unknown[]) =>
    (await pool.query(text, values)).rows as T[];
  const key = await importJWK(secrets.jwks.keys[0]!, 'RS256');
  const processes: ClusterProcess[] = cluster.processes;
  const environments = processes.map(({ child }) => environmentOf(child.pid!));
  const restarted: ChildProcess[] = [];
  return {
    url: cluster.url,
    publicUrl,
    processes: cluster.processes,
    databaseUrl,
    nginxPrefix: cluster.nginxPrefix,
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
    async restart(index) {
      const entry = processes[index]!;
      if (isRunning(entry.child)) throw new Error(`api process ${index + 1} is still running`);
      const child = spawn(process.execPath, entry.child.spawnargs.slice(1), {
        cwd: ROOT,
        env: environments[index],
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      restarted.push(child);
      entry.child = child;
      await waitForReady(`http://127.0.0.1:${entry.port}/api/ready`, () => isRunning(child));
      return entry;
    },
    async close() {
      await Promise.all(
        restarted.filter(isRunning).map(
          (child) =>
            new Promise((exited) => {
              child.once('exit', exited);
              child.kill('SIGTERM');
            }),
        ),
      );
      await cluster.stop();
      await pool.end();
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A live-log client of the cluster at `url` (nginx or one process), as the shell's is: WebSocket
 * only, from the shell's origin. It does not reconnect unless `options` say so.
 */
export function liveLogClient(
  cluster: Pick<TestCluster, 'publicUrl'>,
  url: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Socket {
  return io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    extraHeaders: { origin: new URL(cluster.publicUrl).origin },
    reconnection: false,
    forceNew: true,
    ...options,
  });
}
