import { join } from 'node:path';
import {
  createDb,
  DataDirLockedError,
  DataDirUnreadableError,
  DEMO_PASSWORD,
  DEMO_USERS,
  LargeSiteSeedError,
  pendingMigrations,
  seedDemoData,
  seedLargeSite,
  type DbHandle,
} from '@feedline/db';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { isServiceUnavailable } from './lib/db-errors';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { startDemoImports } from './demo-feeds';
import { startDemoIdentityProvider } from './demo-idp';
import { buildPlatformApp } from './platform-host';
import { loadSecrets } from './plugins/secrets';

/** Within the 10 s that `npm start` and process managers give: drain, close, release (from the signal). */
const SHUTDOWN_DEADLINE_MS = 8_000;
/** How often a stopping process closes the connections that have become idle. */
const IDLE_SWEEP_MS = 100;

function fail(message: string): never {
  console.error(`\nFeedline could not start.\n${message}\n`);
  process.exit(1);
}

/** Where a service URL points, without its credentials, for an error message. */
function whereOf(url: string): string {
  const { protocol, hostname, port, pathname } = new URL(url);
  return `${protocol}//${hostname}${port ? `:${port}` : ''}${pathname === '/' ? '' : pathname}`;
}

async function openDatabase(config: AppConfig): Promise<DbHandle> {
  try {
    const handle = config.databaseUrl
      ? await createDb({ kind: 'postgres', url: config.databaseUrl })
      : await createDb({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
    if (handle.kind === 'pglite' || config.migrateOnStart) {
      await handle.migrate();
      return handle;
    }
    // Several processes share this database: `npm run migrate` brings it up to date, once.
    const pending = await pendingMigrations(handle.sql);
    if (pending.length > 0) {
      await handle.close();
      fail(
        `The database schema is behind this version of Feedline: ${pending.length} migration(s) ` +
          `not applied (${pending.join(', ')}).\nRun \`npm run migrate\` once for this deployment ` +
          '(with the same DATABASE_URL), then start the processes.',
      );
    }
    return handle;
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataDirUnreadableError) {
      fail(error.message);
    }
    if (config.databaseUrl && isServiceUnavailable(error)) {
      fail(
        `PostgreSQL at ${whereOf(config.databaseUrl)} (DATABASE_URL) cannot be used: ` +
          `${(error as Error).message || (error as { code?: string }).code}.`,
      );
    }
    throw error;
  }
}

/** Redis of REDIS_URL, answering; a clear error and exit if it does not. */
async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    // While Redis is away, a command fails after (maxRetriesPerRequest + 1) attempts to
    // reconnect: short pauses between them (not ioredis's up to 2 s) answer a request that needs
    // Redis with 503 within a second or two, and find Redis again as soon as it is back.
    retryStrategy: (attempt) => Math.min(attempt * 50, 250),
  });
  // Until it answers once, a failure to connect is the error below, not a log line per retry.
  const untilAnswered = () => {};
  redis.on('error', untilAnswered);
  try {
    await redis.ping();
    redis.off('error', untilAnswered);
    // Then one line when it goes away and one when it is back, not one per attempt.
    let isAway = false;
    redis.on('error', (error: Error) => {
      if (isAway) return;
      isAway = true;
      console.error(`Redis at ${whereOf(url)} (REDIS_URL) does not answer: ${error.message}.`);
    });
    redis.on('ready', () => {
      if (!isAway) return;
      isAway = false;
      console.info(`Redis at ${whereOf(url)} (REDIS_URL) answers again.`);
    });
    return redis;
  } catch (error) {
    redis.disconnect();
    fail(`Redis at ${whereOf(url)} (REDIS_URL) does not answer: ${(error as Error).message}.`);
  }
}

async function seedLarge(db: DbHandle, count: number, imageBaseUrl: string) {
  const started = performance.now();
  try {
    const { inserted } = await seedLargeSite(db.db, count, { imageBaseUrl });
    if (inserted > 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(`Seeded ${inserted} items of the large site acme-large.nl in ${seconds} s.`);
    }
  } catch (error) {
    if (error instanceof LargeSiteSeedError) fail(`FEEDLINE_SEED_LARGE_SITE: ${error.message}`);
    throw error;
  }
}

async function listen(app: FastifyInstance, host: string, port: number, what: string) {
  try {
    await app.listen({ host, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`Port ${port} (${what}) is already in use. Stop the other program or set another port.`);
    }
    throw error;
  }
}

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = { level: config.logLevel };
  const db = await openDatabase(config);
  const demo = config.seedDemo
    ? await seedDemoData(db.db, { feedBaseUrl: config.publicUrl })
    : { seeded: false };
  if (config.seedLargeSite) await seedLarge(db, config.seedLargeSite, config.publicUrl);
  const secrets = loadSecrets(config, { persist: true });
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;

  const app = await buildApp({ config, db, secrets, redis, logger });
  // pg-boss 10 does not await the statements that complete or fail a job it handed out (its
  // `work` loop): one that meets PostgreSQL away rejects with nobody listening, which would end
  // the process in the middle of an outage. The job stays active and expires into a retry; the
  // process goes on. Any other unhandled rejection still ends the process, as Node's default.
  process.on('unhandledRejection', (reason) => {
    if (!isServiceUnavailable(reason)) throw reason;
    app.log.warn({ err: reason }, 'a background statement failed while the database was away');
  });
  const platform = await buildPlatformApp(config, logger);
  await listen(app, config.host, config.port, 'shell and API');
  await listen(platform, config.host, config.platformPort, 'embedded screens');
  const demoIdp = await startDemoIdentityProvider(config, app.log);
  // A fresh demo imports its feeds now that the server that serves them listens.
  if (demo.seeded) {
    startDemoImports(app).catch((error: unknown) =>
      app.log.error({ err: error }, 'the first imports of the demo could not be queued'),
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    // Requests in flight finish; a request that hangs does not keep the process alive.
    setTimeout(() => {
      console.error('Feedline could not stop in time; exiting.');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Readiness turns 503 first, while everything is still served: a load balancer that checks it
    // takes the process out before it stops listening. Then the listener closes (a request on an
    // open connection gets 503, which the balancer passes to another process), requests in flight
    // finish, and live-log clients are disconnected to reconnect elsewhere.
    app.lifecycle.isStopping = true;
    if (config.shutdownDrainMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    const closed = Promise.allSettled([app.close(), platform.close(), demoIdp?.close()]);
    // A keep-alive connection whose last request finishes after the close began would hold the
    // close until it timed out: each is closed as soon as it is idle.
    const sweep = setInterval(() => {
      app.server.closeIdleConnections();
      platform.server.closeIdleConnections();
    }, IDLE_SWEEP_MS);
    await closed;
    clearInterval(sweep);
    await Promise.allSettled([db.close(), redis?.quit()]);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(signal));
  }

  const others = DEMO_USERS.filter((u) => u.email !== 'owner@acme.test').map((u) => u.email);
  console.info(
    [
      '',
      `Feedline is running on ${db.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL'}.`,
      `  Shell:            ${config.publicUrl}`,
      `  Embedded screens: ${config.platformUrl}`,
      `  API docs:         ${config.publicUrl}/api/docs`,
      '',
      config.seedDemo
        ? `Sign in as owner@acme.test with the password ${DEMO_PASSWORD}.\n` +
          `Other demo users (same password): ${others.join(', ')}.`
        : 'Demo data is off (SEED_DEMO=false): sign in with a user of your database.',
      ...(demoIdp
        ? [
            '',
            `Demo SAML identity provider: ${demoIdp.url} (the demo users, same password).`,
            `  Its metadata for the SSO wizard: ${demoIdp.url}/metadata`,
          ]
        : []),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
