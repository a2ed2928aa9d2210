import type { DbHandle } from '@feedline/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { strictTransportSecurityFor } from './lib/hsts';
import { inlineScriptHashes } from './lib/static-assets';
import type { Secrets } from './plugins/secrets';
import { errorsPlugin, sendFrameworkError } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { openapiPlugin } from './plugins/openapi';
import { authPlugin } from './plugins/auth';
import { isGrantActive } from './identity/adapter';
import { healthRoutes } from './modules/health/health.routes';
import { usersRoutes } from './modules/users/users.routes';
import { createUserLookup } from './modules/users/users.service';
import { accessScope } from './modules/access/access.scope';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { sitesRoutes } from './modules/sites/sites.routes';
import { identityPlugin } from './identity/identity.plugin';
import { announcementsRoutes } from './modules/announcements/announcements.routes';
import { siteLogsRoutes } from './modules/site-logs/site-logs.routes';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes';
import { supportRoutes } from './modules/support/support.routes';
import { realtimePlugin } from './modules/site-logs/site-logs.realtime';
import { webAppPlugin, webConfigOf } from './plugins/web-app';
import { platformCorsPlugin } from './plugins/platform-cors';
import { itemsRoutes } from './modules/data-view/items.routes';
import { dataMapRoutes } from './modules/data-map/data-map.routes';
import { dataSourcesRoutes } from './modules/data-sources/data-sources.routes';
import { channelsRoutes } from './modules/channels/channels.routes';
import { dataFlowCopyRoutes } from './modules/data-flows/data-flow-copy.routes';
import { dataFlowsRoutes } from './modules/data-flows/data-flows.routes';
import { siteDashboardRoutes } from './modules/site-dashboard/site-dashboard.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { designerRoutes } from './modules/designer/designer.routes';
import { invitationLinkRoutes, invitationsRoutes } from './modules/invitations/invitations.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { importsRoutes } from './modules/imports/imports.routes';
import { importRunHandlers } from './modules/imports/imports.service';
import { exportRunHandlers } from './modules/exports/exports.service';
import { exportsRoutes, publicFeedRoutes } from './modules/exports/exports.routes';
import { runsRoutes } from './modules/runs/runs.routes';
import { startRunReconciler, startRunWorker } from './modules/runs/runs.queue';
import { demoFeedRoutes } from './demo-feeds';
import { demoPageRoutes } from './demo-pages';
import { demoShopRoutes } from './demo-shop';
import { schedulesRoutes } from './modules/schedules/schedules.routes';
import { startScheduleTicker } from './modules/schedules/schedule-ticker';
import { jobsPlugin } from './plugins/jobs';

export interface BuildAppOptions {
  config: AppConfig;
  /** A migrated database; the caller owns its lifecycle. */
  db: DbHandle;
  secrets: Secrets;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
}

/** Where the process is in its life, for the load balancer's readiness check. */
export interface Lifecycle {
  /** Set when the process begins to stop: readiness answers 503 while requests are still served. */
  isStopping: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: DbHandle['db'];
    secrets: Secrets;
    redis?: Redis;
    lifecycle: Lifecycle;
  }
}

const originOf = (url?: string) => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/** What the CSP must allow for the optional services that are configured, and nothing more. */
function externalServiceOrigins(config: AppConfig) {
  const chat = config.supportChat !== undefined;
  return {
    scripts: chat ? ['https://widget.intercom.io', 'https://js.intercomcdn.com'] : [],
    fonts: chat ? ['https://js.intercomcdn.com'] : [],
    connect: [
      ...originOf(config.sentry?.dsn),
      ...originOf(config.customerSuccess?.url),
      ...(chat
        ? ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com']
        : []),
    ],
  };
}

type HelmetOptions = Parameters<typeof helmet>[1];

/** The WebSocket origin of the live log (the shell's realtime address, spec §3). */
function realtimeSocketOrigin(config: AppConfig): string {
  const url = new URL(webConfigOf(config).realtime);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

function helmetOptions(config: AppConfig): HelmetOptions {
  const services = externalServiceOrigins(config);
  return {
    contentSecurityPolicy: {
      directives: {
        // The platform host too: a page that embeds a screen prefetches its entry files, which
        // `default-src` governs (every other kind of resource has its own directive below).
        defaultSrc: ["'self'", config.platformUrl],
        // The shell's page runs one script from its head, allowed by its hash (docs/adr/0036).
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist), ...services.scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", ...services.fonts],
        connectSrc: [
          "'self'",
          config.identity.issuer,
          realtimeSocketOrigin(config),
          ...services.connect,
        ],
        frameSrc: ["'self'", config.platformUrl],
        // The sign-in form's redirects end at the shell: in `npm run dev`, its Vite dev server.
        formAction: [
          "'self'",
          config.identity.issuer,
          ...(config.devShellUrl ? [config.devShellUrl] : []),
        ],
        // Sentry's replay compresses in a blob worker; the first script loads ICU's data in one
        // (docs/adr/0034).
        workerSrc: ["'self'", 'blob:'],
        // Nobody frames the shell or its sign-in pages (clickjacking); the embedded screens are
        // served by the platform host, which allows the shell alone.
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: strictTransportSecurityFor(config.publicUrl),
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers @fastify/helmet sets for `options`, on every response. The plugin builds helmet again
 * (and parses the CSP directives again) on every request; our options are constant strings, so the
 * headers are too: they are taken once from the plugin itself, on a throwaway instance, and set the
 * same way (on the raw response in onRequest, so pages that middleware answers get them as well).
 */
const securityHeaders = fp(
  async (app: FastifyInstance, { helmet: options }: { helmet: HelmetOptions }) => {
    const probe = Fastify();
    await probe.register(helmet, options);
    let headers: [string, string][] = [];
    probe.get('/', async (_request, reply) => {
      headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [
        name,
        String(value),
      ]);
      return '';
    });
    await probe.inject('/');
    await probe.close();
    if (headers.length === 0) throw new Error('helmet set no header');
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
);

/** Builds the api: plugins first, then the modules. Used by server.ts and by every test. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    // Fastify's default of 10 s per plugin was exceeded on a loaded two-core machine (the OpenAPI
    // plugin, while the browser tests ran beside); a plugin that really hangs still fails.
    pluginTimeout: 60_000,
    // Ids and queries are short; anything bigger than this is not ours.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', options.db.db);
  app.decorate('secrets', options.secrets);
  app.decorate('redis', options.redis);
  app.decorate<Lifecycle>('lifecycle', { isStopping: false });
  // A stopping process lets each connection go after its answer: the load balancer opens its
  // next one anew (to another process once this one stops listening), and no idle connection
  // is left for the close to cut under a request that is just being sent.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.isStopping) reply.header('connection', 'close');
  });

  await app.register(securityHeaders, { helmet: helmetOptions(config) });
  await app.register(platformCorsPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);
  await app.register(jobsPlugin, { dbHandle: options.db });
  await app.register(authPlugin, {
    findUser: createUserLookup(options.db.db, config.identity.userClaim),
    // Tokens of the embedded identity server name their grant; an external issuer's do not.
    ...(config.identity.mode === 'embedded'
      ? { isGrantActive: (grantId: string) => isGrantActive(options.db.db, grantId) }
      : {}),
  });
  if (config.identity.mode === 'embedded') {
    await app.register(identityPlugin, {
      config,
      db: options.db.db,
      secrets: options.secrets,
      redis: options.redis,
    });
  }

  await app.register(healthRoutes, { prefix: '/api', dbHandle: options.db });
  await app.register(invitationLinkRoutes, { prefix: '/api' });
  // Every other route of the API needs a signed-in user: authenticated once, for the whole scope.
  await app.register(
    async (api) => {
      api.addHook('onRequest', api.authenticate);
      // Answers for a signed-in user are theirs alone: no cache keeps them.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(accessScope);
      await api.register(usersRoutes);
      await api.register(accountsRoutes);
      await api.register(ssoRoutes);
      await api.register(projectsRoutes);
      await api.register(sitesRoutes);
      await api.register(channelsRoutes);
      await api.register(announcementsRoutes);
      await api.register(siteLogsRoutes);
      await api.register(importsRoutes);
      await api.register(runsRoutes);
      await api.register(exportsRoutes);
      await api.register(schedulesRoutes);
      await api.register(twoFactorRoutes);
      await api.register(supportRoutes);
      await api.register(invitationsRoutes, { shellUrl: config.publicUrl });
      // The embedded screens' API (packages/contracts/src/platform.ts).
      await api.register(itemsRoutes);
      await api.register(dataSourcesRoutes);
      await api.register(dataMapRoutes);
      await api.register(dataFlowsRoutes);
      await api.register(dataFlowCopyRoutes);
      await api.register(siteDashboardRoutes);
      await api.register(activityRoutes);
      await api.register(invoicesRoutes);
      await api.register(designerRoutes);
    },
    { prefix: '/api' },
  );
  // The feeds channels fetch: public, their secret token is the access (before the SPA fallback).
  await app.register(publicFeedRoutes);
  if (config.seedDemo) {
    await app.register(demoFeedRoutes);
    await app.register(demoPageRoutes);
    await app.register(demoShopRoutes);
  }
  await app.register(realtimePlugin);
  await app.register(webAppPlugin);
  const runHandlers = { import: importRunHandlers, export: exportRunHandlers };
  await startRunWorker(app, runHandlers);
  startRunReconciler(app, runHandlers);
  await startScheduleTicker(app);
  return app;
}
