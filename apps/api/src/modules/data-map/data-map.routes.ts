import { dataMapSchema, idSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildDataMap } from './data-map.service';

const siteParams = z.object({ siteId: idSchema });
const tags = ['data-sources'];

/** A site's data map: where its items come from and the channels they go to. */
export const dataMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/data-map',
    {
      schema: {
        tags,
        summary: "The site's data map: its sources, its items, and the channels they go to",
        params: siteParams,
        response: { 200: dataMapSchema },
      },
    },
    async (request) => buildDataMap(app.db, request.site),
  );
};
