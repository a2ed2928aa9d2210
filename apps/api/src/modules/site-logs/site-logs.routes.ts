import { idSchema, secureHashSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueSecureHash } from './site-logs.service';

const siteParams = z.object({ siteId: idSchema });
const tags = ['site-logs'];

/** Routes of the site-logs module (registered under /api by app.ts). */
export const siteLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/secure-hash',
    {
      schema: {
        tags,
        summary: 'A hash that opens the live log of the site (legacy site service)',
        description:
          'The realtime server at /realtime streams the lines of `{siteId}_{hash}.log`. The hash expires ' +
          'after an hour and is bound to the user it was issued to. A client that reconnects sends ' +
          '`tail(file, { after: id of its newest line }, ack)` and gets the lines it missed.',
        params: siteParams,
        response: { 200: secureHashSchema },
      },
    },
    async (request) => {
      const { site } = request;
      return { hash: issueSecureHash(app, site.id, request.user.id) };
    },
  );
};
