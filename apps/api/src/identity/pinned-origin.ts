import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from '../config';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Public documents every client reads often; they change only with a key rotation. */
const CACHEABLE = /\/(\.well-known\/openid-configuration|jwks)$/;
const CACHE_SECONDS = 300;

/**
 * Wraps the identity provider's handler so that the URLs it builds (discovery endpoints, the
 * logout form's action, redirects) always name the configured issuer's origin: Host and
 * X-Forwarded-Host/-Proto are replaced by it, whatever the client or a proxy sent, so no header
 * can move an endpoint to another host. The client address of X-Forwarded-For only counts when
 * proxies are trusted (TRUST_PROXY). Discovery and the key set may be cached for five minutes.
 */
export function pinnedToIssuer(
  handler: Handler,
  config: Pick<AppConfig, 'trustProxy'> & { identity: { issuer: string } },
): Handler {
  const issuer = new URL(config.identity.issuer);
  const proto = issuer.protocol.replace(/:$/, '');
  return (req, res) => {
    req.headers.host = issuer.host;
    req.headers['x-forwarded-host'] = issuer.host;
    req.headers['x-forwarded-proto'] = proto;
    if (config.trustProxy === false) delete req.headers['x-forwarded-for'];
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'GET' && CACHEABLE.test(path)) {
      res.setHeader('cache-control', `public, max-age=${CACHE_SECONDS}`);
    }
    return handler(req, res);
  };
}
