import type { DbHandle } from '@feedline/db';
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
 * pg-boss on the app's own database, PostgreSQL or PGlite, through the handle's SQL executor: one
 * queue whatever the database. Started with the app, stopped (waiting for running jobs a while)
 * when it closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { dbHandle }: { dbHandle: DbHandle }) => {
    const boss = new PgBoss({ db: dbHandle.sql as never, schema: 'pgboss' });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
    await boss.start();
    app.decorate('jobs', boss);
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    });
  },
  { name: 'feedline-jobs' },
);
