import { dataSourceListSchema, idSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDataSources } from './data-sources.service';

const siteParams = z.object({ siteId: idSchema });
const tags = ['data-sources'];

/** Where a site's items come from (data sources). */
export const dataSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/data-sources',
    {
      schema: {
        tags,
        summary: 'The data sources the site imports its items from',
        params: siteParams,
        response: { 200: dataSourceListSchema },
      },
    },
    async (request) => {
      const { site } = request;
      return { data: await listDataSources(app.db, site.id) };
    },
  );
};
