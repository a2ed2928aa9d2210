import { feedRunSchema, idSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestImport } from './imports.service';

const siteParams = z.object({ siteId: idSchema });
const tags = ['imports'];

/** Queue an import of a site (its history is under /runs). */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sites/:siteId/import-runs',
    {
      schema: {
        tags,
        summary: "Queue an import of the site's data sources (needs write access)",
        description:
          'Answers 202 with the queued run; the run goes on in the background and reports to the ' +
          "site's live log. 409 `import-running` while an import of the site is queued or running. " +
          "After a good import every channel exports, unless the site's schedule says otherwise.",
        params: siteParams,
        response: { 202: feedRunSchema },
      },
      config: { access: 'write' },
    },
    async (request, reply) =>
      reply.status(202).send(await requestImport(app, request.site.id, request.user.id)),
  );
};
