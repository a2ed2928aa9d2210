import { currentUserSchema, updateUserSchema, type CurrentUser } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { membershipSummary, updateUserLanguage } from './users.repository';

/** The signed-in user as the shell reads it. */
async function currentUserOf(
  request: FastifyRequest,
  language: string = request.user.language,
): Promise<CurrentUser> {
  const user = request.user;
  const summary = await membershipSummary(request.server.db, user.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    language,
    emailVerified: user.emailVerified,
    isSales: user.isSales,
    isMaster: user.isMaster,
    isAccountant: user.isAccountant,
    hasDenBoschAccess: user.hasDenBoschAccess,
    hasCpAccess: user.hasCpAccess,
    twoFactorEnforced: summary.twoFactorEnforced,
    twoFactorAuth: user.totpEnabled,
    // A sign-in scoped to one organisation sees that one only (docs/adr/0019).
    accountCount: user.accountScope === undefined ? summary.accountCount : 1,
  };
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      config: { twoFactor: 'setup' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => currentUserOf(request),
  );

  app.patch(
    '/user',
    {
      config: { twoFactor: 'setup' },
      schema: {
        tags: ['users'],
        summary: "Changes the signed-in user's own settings: the language of the platform",
        body: updateUserSchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      await updateUserLanguage(app.db, request.user.id, request.body.language);
      return currentUserOf(request, request.body.language);
    },
  );
};
