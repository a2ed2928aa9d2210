import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_CONFIG_PLACEHOLDER, type WebConfig } from '@feedline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { notFound } from '../lib/http-error';
import { scriptJson } from '../lib/script-json';
import { htmlResponder, serveBuildFolder } from '../lib/static-assets';

export function webConfigOf(config: AppConfig): WebConfig {
  return {
    env: config.env,
    deployment: config.deployment,
    version: config.version,
    api: '/api',
    dataFlow: '/api',
    legacySite: '/api',
    realtime: config.publicUrl,
    platformHost: config.platformUrl,
    identity: {
      authority: config.identity.issuer,
      clientId: config.identity.clientId,
      scope: 'openid profile email offline_access api',
    },
    logoutRedirectUrl: config.logoutRedirectUrl,
    links: config.links,
    sentry: config.sentry,
    supportChat: config.supportChat && { appId: config.supportChat.appId },
    customerSuccess: config.customerSuccess,
    sso: {
      providerDomain: config.sso.providerDomain,
      entityId: config.sso.spEntityId,
      consumerUrl: config.sso.consumerUrl,
    },
    debug: config.webDebug,
  };
}

/**
 * The platform host's files a framed page needs, as its built index.html names them, in the order
 * the frame needs them: the blocking first script that draws its kept screen and the stylesheets
 * (its first paint waits for both), then its entry's module tags, or the entry its first script
 * adds once its kept screen is drawn (ADR 0035).
 */
export function platformEntryAssets(platformIndexHtml: string): string[] {
  const firstScripts = [
    ...platformIndexHtml.matchAll(/<script(?![^>]*type="module")[^>]+src="(\/assets\/[^"]+)"/g),
  ].map((match) => match[1]!);
  const scripts = [
    ...platformIndexHtml.matchAll(/<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+)"/g),
  ].map((match) => match[1]!);
  const started = [...platformIndexHtml.matchAll(/<script[^>]+data-app-scripts="([^"]+)"/g)]
    .flatMap((match) => match[1]!.split(' '))
    .filter((source) => source.startsWith('/assets/'));
  const styles = [
    ...platformIndexHtml.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+)"/g),
  ].map((match) => match[1]!);
  return [...firstScripts, ...styles, ...scripts, ...started];
}

/**
 * Hints for a page that embeds a screen: connect to the platform host at once and fetch the
 * frame's files in the background (the frame's address is known only once the page's first script
 * has read its kept screen, or the shell has rendered; its files are then in the cache). The
 * overviews embed nothing and get only the connection hint.
 */
function withFrameHints(html: string, config: AppConfig, prefetch: string[]): string {
  const origin = new URL(config.platformUrl).origin;
  const links = [
    `<link rel="preconnect" href="${origin}">`,
    `<link rel="preconnect" href="${origin}" crossorigin>`,
    ...prefetch.map((path) => `<link rel="prefetch" href="${origin}${path}">`),
  ];
  return html.replace('</head>', () => `${links.join('')}</head>`);
}

/** Paths the single-page app never owns: they answer 404 instead of index.html. */
const SERVER_PREFIXES = ['/api/', '/oidc/', '/interaction/', '/realtime/'];

/** Serves the built shell with its runtime config, and index.html for every app route. */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const indexFile = join(config.webDist, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replace(
        WEB_CONFIG_PLACEHOLDER,
        scriptJson(webConfigOf(config)),
      )
    : undefined;

  if (indexHtml) await serveBuildFolder(app, config.webDist);
  const platformIndex = join(config.platformDist, 'index.html');
  const platformAssets = existsSync(platformIndex)
    ? platformEntryAssets(readFileSync(platformIndex, 'utf8'))
    : [];
  const sendOverview = indexHtml ? htmlResponder(withFrameHints(indexHtml, config, [])) : undefined;
  const sendFramed = indexHtml
    ? htmlResponder(withFrameHints(indexHtml, config, platformAssets))
    : undefined;

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const sendHtml = path.startsWith('/overview/') ? sendOverview : sendFramed;
    if (!sendHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The shell has not been built yet: run `npm run build` (npm start does it for you).');
    }
    return sendHtml(request, reply);
  };

  app.get('/', { schema: { hide: true } }, sendIndex);
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (SERVER_PREFIXES.some((prefix) => `${path}/`.startsWith(prefix)) || path === '/api') {
      throw notFound(`Route GET ${path}`);
    }
    return sendIndex(request, reply);
  });
});
