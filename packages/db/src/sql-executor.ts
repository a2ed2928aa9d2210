import type { PGlite, Results } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Raw SQL for a library that brings its own statements (the job queue, docs/adr/0021): one shape
 * on both databases, so that the library runs the same way on PostgreSQL and on PGlite.
 */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A parameterless block that opens its own transaction (`BEGIN; …; COMMIT;`). */
const BEGIN_BLOCK = /^\s*BEGIN\s*;/i;
const rowsOf = (results: Results[]) => ({ rows: results.flatMap((result) => result.rows ?? []) });

/**
 * PGlite has one session, shared with the app: parameterised statements go to `query`,
 * parameterless multi-statement text to `exec`, and a BEGIN block runs under PGlite's transaction
 * lock, so that a failed block is rolled back before any other query reaches the session.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      if (BEGIN_BLOCK.test(text)) {
        return client.transaction(async (tx) => rowsOf(await tx.exec(text)));
      }
      return rowsOf(await client.exec(text));
    },
  };
}

/** PostgreSQL: the pool runs parameterised statements and multi-statement text alike. */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      // A multi-statement text answers with one result per statement.
      const results = Array.isArray(result) ? (result as pg.QueryResult[]) : [result];
      return { rows: results.flatMap((entry) => entry.rows ?? []) };
    },
  };
}
