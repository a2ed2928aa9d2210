import type { schema } from '@feedline/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { AppConfig } from '../config';
import { forbidden, unauthenticated } from '../lib/http-error';
import { TokenCache } from '../lib/token-cache';
import { ACCOUNT_SCOPE_CLAIM } from '../identity/sso-scope';
import { publicJwks, type Secrets } from './secrets';

/**
 * The signed-in user, as the users table holds them, and the organisation their sign-in is
 * limited to when an organisation's identity provider signed them in (docs/adr/0019).
 */
export type AuthUser = typeof schema.users.$inferSelect & { accountScope?: number };

/** Finds the user a verified token's claims name (the users module provides it). */
export type FindUserByClaims = (claims: JWTPayload) => Promise<AuthUser | undefined>;

/** Whether the grant a token names (`gid`) still stands (the embedded identity server's). */
export type IsGrantActive = (grantId: string) => Promise<boolean>;

/**
 * How long one answer about a grant is reused: an access token of a grant that was revoked (a
 * sign-out) is refused by every api process within this time, not at its expiry (ADR 0013).
 */
export const GRANT_CHECK_TTL_MS = 2_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`. */
    user: AuthUser;
  }
  interface FastifyInstance {
    /** onRequest hook: verifies the bearer token and loads the user (401/403 otherwise). */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

async function discoverJwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery of ${issuer} failed: ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error(`OIDC discovery of ${issuer} has no jwks_uri`);
  return new URL(jwksUri);
}

/** The key set access tokens are checked against: our own keys, or the external issuer's JWKS. */
function keyResolver(config: AppConfig, secrets: Secrets): JWTVerifyGetKey {
  if (config.identity.mode === 'embedded') return createLocalJWKSet(publicJwks(secrets) as never);
  let remote: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    remote ??= discoverJwksUri(config.identity.issuer).then((uri) => createRemoteJWKSet(uri));
    try {
      return await (
        await remote
      )(header, token);
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey) throw error;
      remote = undefined;
      throw error;
    }
  };
}

/** The organisation scope claim of a token (identity/sso-scope.ts), if it has a valid one. */
function accountScopeOf(claims: JWTPayload): number | undefined {
  const value = claims[ACCOUNT_SCOPE_CLAIM];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    { findUser, isGrantActive }: { findUser: FindUserByClaims; isGrantActive?: IsGrantActive },
  ) => {
    const { config, secrets } = app;
    const getKey = keyResolver(config, secrets);
    const cache = new TokenCache<JWTPayload>();
    const activeGrants = new TokenCache<true>();

    async function requireActiveGrant(claims: JWTPayload): Promise<void> {
      const grantId = claims.gid;
      if (!isGrantActive || typeof grantId !== 'string') return;
      if (activeGrants.get(grantId)) return;
      if (!(await isGrantActive(grantId))) throw unauthenticated('The session has ended');
      activeGrants.set(grantId, true, Date.now() + GRANT_CHECK_TTL_MS);
    }

    async function verify(token: string): Promise<JWTPayload> {
      const cached = cache.get(token);
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, getKey, {
          issuer: config.identity.issuer,
          audience: config.identity.audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp'],
        });
        cache.set(token, payload, payload.exp! * 1000);
        return payload;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) {
          throw unauthenticated(
            error instanceof joseErrors.JWTExpired
              ? 'The access token has expired'
              : 'The access token is not valid',
          );
        }
        throw error;
      }
    }

    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = readBearer(request);
      if (!token) throw unauthenticated();
      const claims = await verify(token);
      const [user] = await Promise.all([findUser(claims), requireActiveGrant(claims)]);
      if (!user) throw forbidden('unauthorized-user', 'This identity has no Feedline user');
      if (!user.isActive) throw forbidden('inactive-user', 'This user has been deactivated');
      if (!user.emailVerified)
        throw forbidden('unverified-user', 'The e-mail address is not verified yet');
      const accountScope = accountScopeOf(claims);
      request.user = accountScope === undefined ? user : { ...user, accountScope };
    });
  },
);
