import { activityPageSchema, idSchema, paginationQuerySchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../lib/pagination';
import { requireAccount } from '../access/access.service';
import { listActivity } from './activity.repository';

const accountParams = z.object({ accountId: idSchema });
const tags = ['activity'];

/** The activity (audit log) of an organisation, for the embedded screens. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/accounts/:accountId/activity',
    {
      schema: {
        tags,
        summary: "The organisation's audit events, newest first, with who did them",
        params: accountParams,
        querystring: paginationQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => {
      const account = await requireAccount(app.db, request.user.id, request.params.accountId);
      const { rows, total } = await listActivity(app.db, account.id, request.query);
      return toPage(rows, total, request.query, `/api/accounts/${account.id}/activity`);
    },
  );
};
