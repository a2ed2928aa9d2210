import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppConfig } from './config';
import { scriptJson } from './lib/script-json';
import { htmlResponder, serveBuildFolder } from './lib/static-assets';
import { strictTransportSecurityFor } from './lib/hsts';

/** Where the built index.html of apps/platform takes its runtime configuration. */
export const PLATFORM_CONFIG_PLACEHOLDER = '<!--feedline-platform-config-->';

/** What the embedded screens need to know at run time (apps/platform/src/config.ts reads it). */
export function platformConfigOf(config: AppConfig) {
  return {
    // The exact origin the screens accept messages from and post to.
    shellOrigin: new URL(config.publicUrl).origin,
    api: `${config.publicUrl}/api`,
  };
}

/**
 * index.html with its configuration element. A JSON data block (type application/json) is never
 * executed, so the CSP's script-src needs no 'unsafe-inline' or hash for it.
 */
export function withPlatformConfig(html: string, config: AppConfig): string {
  const element =
    '<script id="feedline-platform-config" type="application/json">' +
    `${scriptJson(platformConfigOf(config))}</script>`;
  // A function replacement: `$&` and friends in the JSON must stay literal.
  return html.replace(PLATFORM_CONFIG_PLACEHOLDER, () => element);
}

/**
 * The platform host: the embedded screens on their own origin. Only the shell's origin may
 * frame them (CSP frame-ancestors); they reach the API of the shell's origin.
 */
export async function buildPlatformApp(
  config: AppConfig,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  const shellOrigin = new URL(config.publicUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The API's origin too: the demo's product pictures are served there, over http on loopback.
        imgSrc: ["'self'", 'data:', 'https:', shellOrigin],
        connectSrc: ["'self'", shellOrigin],
        // The page's first script loads ICU's data in a blob worker (docs/adr/0034).
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: [shellOrigin],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: false,
    strictTransportSecurity: strictTransportSecurityFor(config.platformUrl),
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.get('/health', async () => ({ status: 'ok' }));

  const indexFile = join(config.platformDist, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? withPlatformConfig(readFileSync(indexFile, 'utf8'), config)
    : undefined;
  if (indexHtml) await serveBuildFolder(app, config.platformDist);
  const sendHtml = indexHtml ? htmlResponder(indexHtml) : undefined;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    sendHtml
      ? sendHtml(request, reply)
      : reply
          .status(503)
          .type('text/plain')
          .send('The platform host has not been built: run `npm run build`.');
  app.get('/', sendIndex);
  app.get('/*', sendIndex);
  return app;
}
