import type { Db } from './client';

/**
 * A query prepared once per database (`.prepare(name)` with `sql.placeholder`s), built on first use.
 *
 * Building a Drizzle query (the select tree, then its SQL text) costs more than running a short read
 * on PGlite, and a hot path such as the signed-in user's lookup runs it on every request. A prepared
 * query keeps its SQL text and only fills in the values. Kept per database because a prepared query
 * belongs to the session it was built on (tests and scripts open several databases in one process).
 *
 * The name given to `.prepare` must be unique in the app and always stand for the same query: on
 * PostgreSQL it names a server-side prepared statement on each pooled connection.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
