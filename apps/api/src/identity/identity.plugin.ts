import middie from '@fastify/middie';
import type { Db } from '@feedline/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { isServiceUnavailable } from '../lib/db-errors';
import type { AppConfig } from '../config';
import { createTotpSecretBox } from '../modules/two-factor/totp-secret-box';
import type { Secrets } from '../plugins/secrets';
import { purgeExpiredPayloads } from './adapter';
import { interactionRoutes } from './interactions.routes';
import { createLoginThrottle } from './login-throttle';
import { renderMessagePage } from './login-page';
import { resolveLocale } from './messages';
import { pinnedToIssuer } from './pinned-origin';
import { purgeExpiredSamlState } from '../saml/saml-store';
import { samlHostRoutes, ssoHostEntry } from './saml-host.routes';
import { createProvider } from './provider';

export interface IdentityPluginOptions {
  config: AppConfig;
  db: Db;
  secrets: Secrets;
  /** Shared store for the login rate limit when several api processes run. */
  redis?: Redis;
}

/** Where oidc-provider is mounted; the issuer is `${publicUrl}${OIDC_MOUNT_PATH}`. */
export const OIDC_MOUNT_PATH = '/oidc';
const PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The embedded OpenID Connect provider: oidc-provider (a Koa app) at /oidc, its login pages at
 * /interaction. Registered only when no external issuer is configured.
 */
export const identityPlugin = fp(
  async (app: FastifyInstance, options: IdentityPluginOptions) => {
    const { config, db, secrets, redis } = options;
    const provider = createProvider({ config, db, secrets, log: app.log });

    // middie runs the provider in the onRequest phase: Fastify has not read the body yet, so the
    // provider parses /oidc/token, /oidc/session/end/confirm … itself, and answers the request.
    if (!app.hasDecorator('use')) await app.register(middie);
    app.use(OIDC_MOUNT_PATH, pinnedToIssuer(provider.callback(), config));

    const throttle = createLoginThrottle({
      maxAttempts: config.login.maxAttempts,
      maxAttemptsPerAddress: config.login.maxAttemptsPerAddress,
      windowMs: config.login.windowMs,
      redis,
    });
    app.addHook('onRequest', ssoHostEntry(config));
    const interactionErrors = (
      error: FastifyError,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      // A body too large, of the wrong type or unreadable is the client's mistake: a 4xx page.
      const status = error.statusCode ?? 500;
      const isClientError = status >= 400 && status < 500;
      if (isClientError) request.log.info({ err: error }, 'identity interaction refused');
      else request.log.error({ err: error }, 'identity interaction failed');
      const locale = resolveLocale({ acceptLanguage: request.headers['accept-language'] });
      // PostgreSQL or Redis away (the sign-in's rate limits live there): refused, to try again.
      const isUnavailable = !isClientError && isServiceUnavailable(error);
      if (isUnavailable) void reply.header('retry-after', '5');
      return reply
        .status(isClientError ? status : isUnavailable ? 503 : 500)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderMessagePage({
            locale,
            title: 'error.title',
            description: isClientError ? 'error.bad-request' : 'error.description',
            code: isClientError ? 'invalid_request' : 'server_error',
            link: { href: `${config.publicUrl}/`, label: 'interaction.restart' },
          }),
        );
    };
    await app.register(async (scope) => {
      scope.setErrorHandler(interactionErrors);
      await scope.register(interactionRoutes, {
        provider,
        config,
        db,
        throttle,
        totpBox: createTotpSecretBox(secrets.hashSecret),
      });
    });
    await app.register(async (scope) => {
      scope.setErrorHandler(interactionErrors);
      await scope.register(samlHostRoutes, { config, db });
    });

    // Expired rows are invisible already; this only keeps the table small.
    const purge = () =>
      Promise.all([purgeExpiredPayloads(db), purgeExpiredSamlState(db)]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purging oidc payloads failed'),
      );
    const timer = setInterval(purge, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'feedline-identity' },
);
