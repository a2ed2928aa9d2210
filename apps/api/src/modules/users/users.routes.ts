import { currentUserSchema } from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { membershipSummary } from './users.repository';

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
    async (request) => {
      const user = request.user;
      const summary = await membershipSummary(app.db, user.id);
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        language: user.language,
        emailVerified: user.emailVerified,
        isSales: user.isSales,
        isMaster: user.isMaster,
        isAccountant: user.isAccountant,
        hasDenBoschAccess: user.hasDenBoschAccess,
        hasCpAccess: user.hasCpAccess,
        twoFactorEnforced: summary.twoFactorEnforced,
        twoFactorAuth: user.totpEnabled,
        // A sign-in scoped to one organisation sees that one only (docs/adr/0019).
        accountCount: request.user.accountScope === undefined ? summary.accountCount : 1,
      };
    },
  );
};
