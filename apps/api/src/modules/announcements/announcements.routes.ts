import {
  acknowledgeAnnouncementSchema,
  announcementListSchema,
  announcementSchema,
  idSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acknowledgeAnnouncement, listAnnouncementsFor } from './announcements.service';
import { readerLanguage } from './reader-language';

const tags = ['announcements'];

/** Routes of the announcements module (registered under /api by app.ts). */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/announcements',
    {
      config: { twoFactor: 'setup' },
      schema: {
        tags,
        summary:
          "The signed-in user's current announcements, without those they acknowledged, in the user's language",
        response: { 200: announcementListSchema },
      },
    },
    async (request) => ({
      data: await listAnnouncementsFor(app.db, request.user.id, readerLanguage(request)),
    }),
  );

  app.patch(
    '/announcements/:announcementId',
    {
      config: { twoFactor: 'setup' },
      schema: {
        tags,
        summary: 'Acknowledges an announcement for the signed-in user (permanent ones: 409)',
        params: z.object({ announcementId: idSchema }),
        body: acknowledgeAnnouncementSchema,
        response: { 200: announcementSchema },
      },
    },
    async (request) =>
      acknowledgeAnnouncement(
        app.db,
        request.user.id,
        request.params.announcementId,
        request.body.id,
        readerLanguage(request),
      ),
  );
};
