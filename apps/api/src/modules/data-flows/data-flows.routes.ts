import { idSchema, siteDataFlowsSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasSharedDataSource } from '../data-sources/data-sources.service';
import { listFlowsOfSite } from './data-flows.repository';

const siteParams = z.object({ siteId: idSchema });
const tags = ['data-flows'];

/** The read-only data-flow overview of the embedded screens (spec §2.11). */
export const dataFlowsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/data-flows',
    {
      schema: {
        tags,
        summary: "Every data flow of the site's channels and sub-channels",
        params: siteParams,
        response: { 200: siteDataFlowsSchema },
      },
    },
    async (request) => {
      const { site } = request;
      const [flows, hasSharedSettings] = await Promise.all([
        listFlowsOfSite(app.db, site.id),
        hasSharedDataSource(app.db, site.id),
      ]);
      return {
        data: flows.map((flow) => ({
          id: flow.id,
          channel: flow.channel,
          classification:
            flow.classificationId === null || flow.classificationName === null
              ? null
              : { id: flow.classificationId, name: flow.classificationName },
          version: flow.version,
          updatedAt: flow.updatedAt.toISOString(),
          columns: flow.definition.columns,
        })),
        hasSharedSettings,
      };
    },
  );
};
