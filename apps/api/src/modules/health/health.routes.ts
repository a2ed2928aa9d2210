import type { DbHandle } from '@feedline/db';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.string() });

/**
 * Liveness (the process answers) and readiness (the database answers too, and the process is not
 * stopping: a stopping one answers 503 while it finishes, so the load balancer takes it out).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ dbHandle: DbHandle }> = async (app, options) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], security: [], response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        security: [],
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.isStopping) return reply.status(503).send({ status: 'stopping' });
      try {
        await options.dbHandle.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch (error) {
        app.log.error({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
};
