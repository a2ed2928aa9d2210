import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, DataDirUnreadableError } from './data-dir-lock';
import { PgliteStatementCache } from './pglite-statements';
import { pgliteExecutor, poolExecutor, type SqlExecutor } from './sql-executor';

export type Schema = typeof schema;
/** A Drizzle database over either driver; repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction `db.transaction(fn)` hands to `fn`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a repository runs its statements on: the database, or a transaction a service opened so that
 * several repositories' writes commit together.
 */
export type Executor = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent, serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** The whole database as a tarball (embedded PGlite only), to start others from. */
  dump?(): Promise<Blob>;
  /** Raw SQL for the job queue (docs/adr/0021), on this same database. */
  sql: SqlExecutor;
  close(): Promise<void>;
}

export type DbOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory (tests); `from` = start from a `dump()` of another database. */
  | { kind: 'pglite'; dataDir?: string; from?: Blob };

/**
 * The migrations: beside the sources (packages/db/drizzle), or beside the built api
 * (apps/api/dist/drizzle, copied there by its build).
 */
function findMigrationsFolder(): string {
  for (const candidate of ['../drizzle', './drizzle']) {
    const folder = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(join(folder, 'meta', '_journal.json'))) return folder;
  }
  throw new Error('The database migrations are missing (packages/db/drizzle).');
}

export const MIGRATIONS_FOLDER = findMigrationsFolder();

/** The migrations this version of the code has, in order (drizzle's journal). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  );
  return (journal as { entries: { tag: string; when: number }[] }).entries.map(({ tag, when }) => ({
    tag,
    when,
  }));
}

/**
 * The migrations the database has not had yet, by name: all of them for an empty database. Drizzle
 * records each applied migration with its journal time in `drizzle.__drizzle_migrations`.
 */
export async function pendingMigrations(sql: SqlExecutor): Promise<string[]> {
  const { rows } = await sql.executeSql(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  const present = (rows[0] as { present: boolean } | undefined)?.present === true;
  const applied = present
    ? (
        await sql.executeSql(
          'select max(created_at)::text as last from drizzle.__drizzle_migrations',
        )
      ).rows
    : [];
  const last = Number((applied[0] as { last: string | null } | undefined)?.last ?? 0);
  return knownMigrations()
    .filter((migration) => migration.when > last)
    .map((migration) => migration.tag);
}
/** How long a request waits for a new PostgreSQL connection before it fails. */
export const CONNECT_TIMEOUT_MS = 10_000;
// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_KEY = 727_001;

export async function createDb(options: DbOptions): Promise<DbHandle> {
  return options.kind === 'postgres'
    ? createPostgres(options)
    : createPglite(options.dataDir, options.from);
}

async function createPglite(
  dataDir: string | undefined,
  from: Blob | undefined,
): Promise<DbHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(from ? { loadDataDir: from } : {}),
    });
  } catch (error) {
    releaseLock();
    // PGlite reports a folder it cannot read with a WebAssembly stack: say what it means.
    throw dataDir ? new DataDirUnreadableError(dataDir, { cause: error }) : error;
  }
  // Drizzle only calls query and transaction on its client; reads go through prepared statements.
  const statements = new PgliteStatementCache(client);
  const db = drizzlePglite({ client: statements as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    dump: () => client.dumpDataDir('none'),
    sql: pgliteExecutor(client),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

async function createPostgres(options: { url: string; poolSize?: number }): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A database that does not answer fails a request within seconds (503), never hangs it.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // The server may end idle connections (restart, failover, admin command); the pool replaces
  // them. Without a listener that 'error' event would crash the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // A connection that breaks while it is checked out (inside a transaction, between two of its
  // statements) reports on the client itself; without a listener that would crash the process.
  // Its statement fails, and the pool discards the client when it is given back.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.warn(`PostgreSQL closed a connection in use: ${error.message}`);
    });
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    sql: poolExecutor(pool),
    async migrate() {
      // Several api processes may start at once: one migrates, the others wait for it.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
