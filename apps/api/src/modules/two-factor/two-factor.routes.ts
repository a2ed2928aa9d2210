import {
  apiErrorSchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createLoginLimiter } from '../../identity/login-limiter';
import { findUserById } from '../users/users.service';
import { createTotpSecretBox } from './totp-secret-box';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  startTwoFactorSetup,
  type TwoFactorApiDeps,
} from './two-factor.service';

const tags = ['two-factor'];

/**
 * The signed-in user's own second factor (TOTP). There is no user id in these paths: nobody can
 * change another user's two-factor authentication. Registered under /api by app.ts.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TwoFactorApiDeps = {
    db: app.db,
    box: createTotpSecretBox(app.secrets.hashSecret),
    limiter: createLoginLimiter({
      maxAttempts: app.config.login.maxAttempts,
      windowMs: app.config.login.windowMs,
      redis: app.redis,
      prefix: 'feedline:two-factor-failures:',
    }),
  };

  /** The status after a change, read back from the database. */
  async function statusOf(userId: number) {
    const user = await findUserById(app.db, userId);
    if (!user) throw new Error(`user ${userId} vanished`);
    return getTwoFactorStatus(deps, user);
  }

  app.get(
    '/user/two-factor',
    {
      config: { twoFactor: 'setup' },
      schema: {
        tags,
        summary: "The signed-in user's two-factor authentication",
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => getTwoFactorStatus(deps, request.user),
  );

  app.post(
    '/user/two-factor/setup',
    {
      config: { twoFactor: 'setup' },
      schema: {
        tags,
        summary: 'Starts a TOTP set-up: a new pending secret for the authenticator app',
        response: { 201: twoFactorSetupSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const setup = await startTwoFactorSetup(deps, request.user);
      return reply.status(201).header('cache-control', 'no-store').send(setup);
    },
  );

  app.post(
    '/user/two-factor/enable',
    {
      config: { twoFactor: 'setup' },
      schema: {
        tags,
        summary: 'Enables TOTP with the first code of the pending set-up',
        body: twoFactorCodeBodySchema,
        response: {
          200: twoFactorStatusSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await enableTwoFactor(deps, request.user, request.body.code);
      return statusOf(request.user.id);
    },
  );

  app.post(
    '/user/two-factor/disable',
    {
      config: { twoFactor: 'setup' },
      schema: {
        tags,
        summary: 'Disables TOTP with a current code (refused while an organisation enforces 2FA)',
        body: twoFactorCodeBodySchema,
        response: {
          200: twoFactorStatusSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, request.user, request.body.code);
      return statusOf(request.user.id);
    },
  );
};
