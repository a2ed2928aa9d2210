import { classificationListSchema, idSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listClassificationsOfChannel } from './channels.repository';

const tags = ['channels'];

export const channelsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The data-flow service's path (spec §7); the access scope resolves the site and its channel.
  app.get(
    '/site/:siteId/classifications/:channelId',
    {
      schema: {
        tags,
        params: z.object({ siteId: idSchema, channelId: idSchema }),
        response: { 200: classificationListSchema },
      },
    },
    async (request) => listClassificationsOfChannel(app.db, request.channel.id),
  );
};
