import {
  channelSchema,
  featureListSchema,
  idSchema,
  paginated,
  paginationQuerySchema,
  siteSchema,
  siteSearchEntrySchema,
  siteStatusSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { toPage, withQuery } from '../../lib/pagination';
import { findAvailableFeatures } from '../features/features.service';
import { findSiteStatus, listChannelsOfSite, searchSitesOfAccount } from './sites.repository';

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
        summary: "A site's channels, optionally those whose id or name matches exportName",
        params: siteParams,
        querystring: paginationQuerySchema.extend({
          exportName: z.string().trim().max(100).optional(),
        }),
        response: { 200: paginated(channelSchema) },
      },
    },
    async (request) => {
      const { site } = request;
      const { rows, total } = await listChannelsOfSite(app.db, site.id, request.query);
      const page = toPage(rows, total, request.query, `/api/sites/${site.id}/channels`);
      return withQuery(page, { exportName: request.query.exportName });
    },
  );

  app.get(
    '/accounts/:accountId/sites',
    {
      schema: {
        tags,
        summary: "Search an organisation's sites by id or name (the copy dialog's site pickers)",
        params: z.object({ accountId: idSchema }),
        querystring: paginationQuerySchema.extend({
          idOrName: z.string().trim().max(100).optional(),
        }),
        response: { 200: paginated(siteSearchEntrySchema) },
      },
    },
    async (request) => {
      const { account } = request;
      const { rows, total } = await searchSitesOfAccount(app.db, account.id, request.query);
      const page = toPage(rows, total, request.query, `/api/accounts/${account.id}/sites`);
      return withQuery(page, { idOrName: request.query.idOrName });
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
