import {
  featureListSchema,
  idSchema,
  paginated,
  paginationQuerySchema,
  projectSchema,
  siteSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../lib/pagination';
import { findAvailableFeatures } from '../features/features.service';
import { countSitesOfProject, listSitesOfProject } from './projects.repository';
import { healthOfSites } from '../site-health/site-health.service';

const projectParams = z.object({ projectId: idSchema });
const tags = ['projects'];

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects/:projectId',
    { schema: { tags, params: projectParams, response: { 200: projectSchema } } },
    async (request) => {
      const { project } = request;
      return {
        id: project.id,
        name: project.name,
        account: project.account,
        canWrite: project.canWrite,
        siteCount: await countSitesOfProject(app.db, project.id),
      };
    },
  );

  app.get(
    '/projects/:projectId/sites',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: paginationQuerySchema,
        response: { 200: paginated(siteSchema) },
      },
    },
    async (request) => {
      const { project } = request;
      const { rows, total } = await listSitesOfProject(
        app.db,
        project.id,
        request.user.id,
        request.query,
      );
      const health = await healthOfSites(
        app.db,
        rows.map((row) => row.id),
      );
      const data = rows.map((row) => ({
        id: row.id,
        name: row.name,
        account: project.account,
        project: { id: project.id, name: project.name },
        childSite: row.parentSiteId !== null,
        parentSiteId: row.parentSiteId,
        canWrite: project.isAdmin || (row.siteWrite ?? row.projectWrite ?? false),
        channelCount: row.channelCount,
        health: health.get(row.id),
      }));
      return toPage(data, total, request.query, `/api/projects/${project.id}/sites`);
    },
  );

  app.get(
    '/projects/:projectId/features',
    { schema: { tags, params: projectParams, response: { 200: featureListSchema } } },
    async (request) => {
      const { project } = request;
      return {
        data: await findAvailableFeatures(app.db, {
          accountId: project.account.id,
          projectId: project.id,
        }),
      };
    },
  );
};
