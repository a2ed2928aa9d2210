import type { DbHandle, SqlExecutor } from '@feedline/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (docs/adr/0021): imports and exports run as its jobs, in every api process. */
    jobs: PgBoss;
  }
}

/**
 * The queue's own statements, until it has stopped. A job's handler that outlives the stop (its
 * wait is bounded) ends later, and pg-boss then completes or fails the job without awaiting it;
 * the stop already failed that job ("shut down while active", so it is retried), and the database
 * may be closed by then: such a late statement is dropped, not run against a closed pool, where
 * its rejection would reach nobody and end the process.
 */
export function stoppableExecutor(executor: SqlExecutor, isStopped: () => boolean): SqlExecutor {
  return {
    async executeSql(text, values) {
      // Answered as a statement that changed nothing (pg-boss reads the count of jobs it changed).
      if (isStopped()) return { rows: [{ count: 0 }] };
      return executor.executeSql(text, values);
    },
  };
}

/**
 * pg-boss on the app's own database, PostgreSQL or PGlite, through the handle's SQL executor: one
 * queue whatever the database. Started with the app, stopped (waiting for running jobs a while)
 * when it closes.
 */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    {
      dbHandle,
      stopWaitMs = 5_000,
    }: { dbHandle: DbHandle; /** How long a stop waits for running jobs. */ stopWaitMs?: number },
  ) => {
    let stopped = false;
    const db = stoppableExecutor(dbHandle.sql, () => stopped);
    const boss = new PgBoss({ db: db as never, schema: 'pgboss' });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();
    app.decorate('jobs', boss);
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: stopWaitMs });
      stopped = true;
    });
  },
  { name: 'feedline-jobs' },
);
