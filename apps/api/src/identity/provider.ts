import type { Db } from '@feedline/db';
import type { FastifyBaseLogger } from 'fastify';
import Provider, {
  errors,
  interactionPolicy,
  type ClientMetadata,
  type Configuration,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { AppConfig } from '../config';
import type { Secrets } from '../plugins/secrets';
import { accountFinder } from './accounts';
import { createDbAdapter } from './adapter';
import { GRANT_TTL, REFRESH_TOKEN_TTL, grantLoader } from './grants';
import { LOCALES } from './messages';
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages';
import { ACCOUNT_SCOPE_CLAIM, accountScopeOfAcr } from './sso-scope';

/** Lifetime of the JWT access tokens for our API, in seconds. */
export const ACCESS_TOKEN_TTL = 600;
export const ID_TOKEN_TTL = 60 * 60;
export const SESSION_TTL = 14 * 24 * 60 * 60;
export const INTERACTION_TTL = 60 * 60;
export const AUTHORIZATION_CODE_TTL = 60;

/** Where the shell receives the authorization response and where sign-out returns to. */
export function shellUrls(config: AppConfig) {
  const shells = [config.publicUrl, ...(config.devShellUrl ? [config.devShellUrl] : [])];
  return {
    redirectUris: shells.map((shell) => `${shell}/auth/callback`),
    postLogoutRedirectUris: [
      ...new Set([...shells.map((shell) => `${shell}/`), config.logoutRedirectUrl]),
    ],
  };
}

/** The shell: a public client (no secret) using authorization code + PKCE and refresh tokens. */
function shellClient(config: AppConfig): ClientMetadata {
  const urls = shellUrls(config);
  return {
    client_id: config.identity.clientId,
    client_name: 'Feedline',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: urls.redirectUris,
    post_logout_redirect_uris: urls.postLogoutRedirectUris,
  };
}

/**
 * The default login prompt only checks that the session names an account. A session whose user
 * was deactivated (or deleted) since must sign in again instead of failing later.
 */
function interactionPolicyWithAccountCheck() {
  const { Check, base } = interactionPolicy;
  const policy = base();
  policy
    .get('login')
    ?.checks.add(
      new Check(
        'account_unavailable',
        'the signed-in account is no longer available',
        'login_required',
        (ctx) =>
          ctx.oidc.session?.accountId && !ctx.oidc.account
            ? Check.REQUEST_PROMPT
            : Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

/**
 * A rotated refresh token inherits what is left of its predecessor's lifetime, so a sign-in is
 * good for at most REFRESH_TOKEN_TTL however often the shell refreshes (a public client's token
 * must not live forever by rotation).
 */
function refreshTokenTtl(ctx: KoaContextWithOIDC | undefined): number {
  const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
  return rotated ? Math.max(1, rotated.remainingTTL) : REFRESH_TOKEN_TTL;
}

export interface ProviderOptions {
  config: AppConfig;
  db: Db;
  secrets: Secrets;
  log: FastifyBaseLogger;
}

export function buildConfiguration({
  config,
  db,
  secrets,
}: Omit<ProviderOptions, 'log'>): Configuration {
  const { audience, clientId } = config.identity;
  const shellOrigins = new Set(shellUrls(config).redirectUris.map((uri) => new URL(uri).origin));
  // Its cookies travel over https only when it is served over https.
  const isHttpsIssuer = config.identity.issuer.startsWith('https:');
  return {
    adapter: createDbAdapter(db),
    clients: [shellClient(config)],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'locale'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // The access token is for our API, not for userinfo: the id_token carries the user's claims.
    conformIdTokenClaims: false,
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === clientId && shellOrigins.has(origin),
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true, secure: isHttpsIssuer },
      short: { httpOnly: true, sameSite: 'lax', signed: true, secure: isHttpsIssuer },
    },
    discovery: { ui_locales_supported: [...LOCALES] },
    // The shell passes the UI language as `hl` (spec §9); it is kept for the login page. `sso`
    // names the organisation whose identity provider signs the user in (the SSO test link).
    extraParams: ['hl', 'sso'],
    extraTokenClaims: async (ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.grantId) return undefined;
      // The API refuses an access token whose grant is gone (signed out, revoked): it names it.
      // A sign-in through an organisation's identity provider is for that organisation only.
      const source = ctx?.oidc.entities.AuthorizationCode ?? ctx?.oidc.entities.RefreshToken;
      const accountScope = accountScopeOfAcr(source?.acr);
      return {
        gid: token.grantId,
        ...(accountScope === undefined ? {} : { [ACCOUNT_SCOPE_CLAIM]: accountScope }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) =>
          oneOf ? (oneOf.includes(audience) ? audience : oneOf) : audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL,
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutSource(config.publicUrl),
        postLogoutSuccessSource: postLogoutSuccessSource(config.publicUrl),
      },
    },
    findAccount: accountFinder(db),
    interactions: {
      policy: interactionPolicyWithAccountCheck(),
      url: async (_ctx, interaction) => `${config.publicUrl}/interaction/${interaction.uid}`,
    },
    jwks: { keys: secrets.jwks.keys as unknown as JWK[] },
    loadExistingGrant: grantLoader({ clientId, audience }),
    // OpenID Connect only grants offline_access with prompt=consent. The first-party shell never
    // sees a consent screen, so it gets a refresh token anyway; without offline_access that token
    // is bound to the identity session (expiresWithSession) and dies with it at sign-out.
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (client.clientId === clientId || code.scopes.has('offline_access')),
    pkce: { required: () => true },
    renderError: renderError(config.publicUrl),
    responseTypes: ['code'],
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: AUTHORIZATION_CODE_TTL,
      IdToken: ID_TOKEN_TTL,
      RefreshToken: refreshTokenTtl,
      Session: SESSION_TTL,
      Grant: GRANT_TTL,
      Interaction: INTERACTION_TTL,
    },
  };
}

/** The embedded OpenID provider (issuer `${publicUrl}/oidc`), storing its state in the database. */
export function createProvider(options: ProviderOptions): Provider {
  const provider = new Provider(options.config.identity.issuer, buildConfiguration(options));
  // The scheme and host of every URL it builds are the issuer's: pinned-origin.ts sets the
  // forwarded headers it reads to them on every request, whatever the client sent.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) =>
    options.log.error({ err: error }, 'identity server error'),
  );
  provider.on('grant.revoked', (_ctx, grantId) =>
    options.log.info({ grantId }, 'identity grant revoked'),
  );
  return provider;
}
