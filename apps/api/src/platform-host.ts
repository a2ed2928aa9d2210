import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/**
 * The platform host: the embedded screens on their own origin. Only the shell's origin may
 * frame them (CSP frame-ancestors); they reach the API of the shell's origin.
 */
export async function buildPlatformApp(
  config: AppConfig,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", config.publicUrl],
        frameAncestors: [config.publicUrl],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.get('/health', async () => ({ status: 'ok' }));

  const indexFile = join(config.platformDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, { root: config.platformDist, wildcard: false, index: false });
  }
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    indexHtml
      ? reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
      : reply.status(503).type('text/plain').send('The platform host has not been built: run `npm run build`.');
  app.get('/', sendIndex);
  app.get('/*', sendIndex);
  return app;
}
