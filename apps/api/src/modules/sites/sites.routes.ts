import {
  channelSchema,
  featureListSchema,
  idSchema,
  paginated,
  paginationQuerySchema,
  siteSchema,
  siteStatusSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { toPage } from '../../lib/pagination';
import { findAvailableFeatures } from '../features/features.service';
import { findSiteStatus, listChannelsOfSite } from './sites.repository';

const siteParams = z.object({ siteId: idSchema });
const tags = ['sites'];

export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId',
    { schema: { tags, params: siteParams, response: { 200: siteSchema } } },
    async (request) => {
      const { site } = request;
      const { channelCount } = await findSiteStatus(app.db, site.id);
      return {
        id: site.id,
        name: site.name,
        account: site.account,
        project: site.project,
        childSite: site.parentSiteId !== null,
        parentSiteId: site.parentSiteId,
        canWrite: site.canWrite,
        channelCount,
      };
    },
  );

  app.get(
    '/sites/:siteId/status',
    { schema: { tags, params: siteParams, response: { 200: siteStatusSchema } } },
    async (request) => {
      const { site } = request;
      const status = await findSiteStatus(app.db, site.id);
      if (!status.site) throw notFound('Site');
      return {
        siteId: site.id,
        isActive: status.site.isActive,
        importStatus: status.site.importStatus,
        lastImportAt: status.site.lastImportAt?.toISOString() ?? null,
        itemCount: status.itemCount,
        errorCount: status.errorCount,
      };
    },
  );

  app.get(
    '/sites/:siteId/channels',
    {
      schema: {
        tags,
        params: siteParams,
        querystring: paginationQuerySchema,
        response: { 200: paginated(channelSchema) },
      },
    },
    async (request) => {
      const { site } = request;
      const { rows, total } = await listChannelsOfSite(app.db, site.id, request.query);
      return toPage(rows, total, request.query, `/api/sites/${site.id}/channels`);
    },
  );

  app.get(
    '/sites/:siteId/features',
    { schema: { tags, params: siteParams, response: { 200: featureListSchema } } },
    async (request) => {
      const { site } = request;
      return {
        data: await findAvailableFeatures(app.db, {
          accountId: site.account.id,
          projectId: site.project.id,
          siteId: site.id,
        }),
      };
    },
  );
};
