import { apiErrorSchema, supportChatIdentitySchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { chatIdentityHash } from './support.service';

const tags = ['support'];

/** Routes of the support module (registered under /api by app.ts). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support/chat-identity',
    {
      config: { twoFactor: 'setup' },
      schema: {
        tags,
        summary: "The signed-in user's e-mail and its hash for booting the support chat",
        description:
          'Answers 404 (code not-found) when the support chat is not configured ' +
          '(SUPPORT_CHAT_APP_ID and SUPPORT_CHAT_SECRET).',
        response: { 200: supportChatIdentitySchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const chat = app.config.supportChat;
      if (!chat) throw notFound('Support chat configuration');
      const { email } = request.user;
      return { email, hash: chatIdentityHash(chat.secret, email) };
    },
  );
};
