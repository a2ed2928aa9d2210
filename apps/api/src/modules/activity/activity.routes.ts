import { activityPageSchema, activityQuerySchema, idSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../lib/pagination';
import { listActivity } from './activity.repository';
import { checkActivityFilter, filterQuery } from './activity.service';

const accountParams = z.object({ accountId: idSchema });
const tags = ['activity'];

/** The activity (audit log) of an organisation, for the embedded screens. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:accountId/activity',
    {
      schema: {
        tags,
        summary: "The organisation's audit events, newest first, with who did them",
        description:
          '`siteId` keeps the events of that site, `projectId` those of the sites of that project, ' +
          '`userId` those done by that user; they combine. A site or project that is not the ' +
          "organisation's answers 404, like an unknown one.",
        params: accountParams,
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => {
      const { account } = request;
      await checkActivityFilter(app.db, request.user.id, account.id, request.query);
      const { rows, total } = await listActivity(app.db, account.id, request.query);
      const page = toPage(rows, total, request.query, `/api/accounts/${account.id}/activity`);
      const filter = filterQuery(request.query);
      return {
        ...page,
        links: { first: page.links.first + filter, last: page.links.last + filter },
      };
    },
  );
};
