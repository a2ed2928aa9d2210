import { idSchema, siteScheduleChangeSchema, siteScheduleSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSchedule, updateSchedule } from './schedules.service';

const siteParams = z.object({ siteId: idSchema });
const tags = ['schedules'];

/** When a site imports by itself (times of day and weekdays in its organisation's zone). */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/schedule',
    {
      schema: {
        tags,
        summary: "The site's import schedule, with its next run",
        params: siteParams,
        response: { 200: siteScheduleSchema },
      },
    },
    async (request) => getSchedule(app, request.site.id),
  );

  app.put(
    '/sites/:siteId/schedule',
    {
      schema: {
        tags,
        summary: "Save the site's import schedule (needs write access)",
        params: siteParams,
        body: siteScheduleChangeSchema,
        response: { 200: siteScheduleSchema },
      },
      config: { access: 'write' },
    },
    async (request) => updateSchedule(app, request.site, request.body, request.user.id),
  );
};
