import {
  DESIGNER_KINDS,
  designerTemplateInputSchema,
  designerTemplateSchema,
  idSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readTemplate, saveTemplate } from './designer.service';

const templateParams = z.object({ siteId: idSchema, kind: z.enum(DESIGNER_KINDS) });
const tags = ['designer'];

/** The image templates of the new and the classic designer (spec §2.11), one of each per site. */
export const designerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/designer-templates/:kind',
    {
      schema: {
        tags,
        summary: "The site's image template of this designer, or the default one",
        params: templateParams,
        response: { 200: designerTemplateSchema },
      },
    },
    async (request) => {
      const { site } = request;
      return readTemplate(app.db, site.id, request.params.kind);
    },
  );

  app.put(
    '/sites/:siteId/designer-templates/:kind',
    {
      schema: {
        tags,
        summary: "Saves the site's image template of this designer (needs write access)",
        params: templateParams,
        body: designerTemplateInputSchema,
        response: { 200: designerTemplateSchema },
      },
    },
    async (request) => {
      const { site } = request;
      return saveTemplate(
        app.db,
        { site, kind: request.params.kind, userId: request.user.id },
        request.body,
      );
    },
  );
};
