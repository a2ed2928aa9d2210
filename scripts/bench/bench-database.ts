// Where `npm run bench` measures the API: the embedded PGlite by default, or a fresh database on the
// PostgreSQL server of BENCH_DATABASE_URL (created for the run and dropped afterwards).
import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from '@feedline/db';
import pg from 'pg';

export const benchServerUrl = process.env.BENCH_DATABASE_URL || undefined;

export interface BenchDatabase {
  /** The new database's URL (PostgreSQL), or undefined for an in-memory PGlite. */
  url: string | undefined;
  label: string;
  drop(): Promise<void>;
}

/** A new, empty database for one budget. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  if (!benchServerUrl) return { url: undefined, label: 'PGlite', drop: async () => {} };
  const name = `feedline_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(benchServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: 'PostgreSQL',
    async drop() {
      const client = new pg.Client({ connectionString: benchServerUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export function openBenchDatabase(database: BenchDatabase): Promise<DbHandle> {
  return database.url
    ? createDb({ kind: 'postgres', url: database.url })
    : createDb({ kind: 'pglite' });
}
