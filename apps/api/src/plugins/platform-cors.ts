import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type';
/** Response headers the screens read: a download's name and size (data view). */
const EXPOSED_HEADERS = 'content-disposition, x-total-count';
/** Seconds a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE = '600';

/**
 * The embedded screens run on the platform origin and read the API of this origin with a bearer
 * token: that origin, and only that one, may call /api/* across origins. No cookies are involved,
 * so credentials stay off. Set on the raw response so that error answers (a 401 the screens must
 * see to ask the shell for a new token) carry the headers too.
 */
export const platformCorsPlugin = fp(async (app: FastifyInstance) => {
  const platformOrigin = new URL(app.config.platformUrl).origin;

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    // Answers differ by Origin: shared caches must keep them apart.
    reply.raw.setHeader('vary', 'Origin');
    if (request.headers.origin !== platformOrigin) return done();
    reply.raw.setHeader('access-control-allow-origin', platformOrigin);
    reply.raw.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.raw.setHeader('access-control-allow-methods', ALLOWED_METHODS);
      reply.raw.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
      reply.raw.setHeader('access-control-max-age', PREFLIGHT_MAX_AGE);
      void reply.status(204).send();
      return;
    }
    done();
  });
});
