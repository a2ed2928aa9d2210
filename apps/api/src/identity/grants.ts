import type { KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';

type Grant = InstanceType<Provider['Grant']>;

/** Everything the first-party shell may ask for; it never sees a consent screen. */
export const FIRST_PARTY_OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
/** The scope of our own API as a resource server (resource indicator = the configured audience). */
export const API_SCOPE = 'api';

export const REFRESH_TOKEN_TTL = 14 * 24 * 60 * 60;
/**
 * A grant outlives every refresh token issued from it: it is reused while it still has a full
 * refresh-token lifetime left, so it needs twice that.
 */
export const GRANT_TTL = 2 * REFRESH_TOKEN_TTL;

const epochNow = () => Math.floor(Date.now() / 1000);

export interface FirstPartyGrantInput {
  provider: Provider;
  accountId: string;
  clientId: string;
  audience: string;
  existing?: Grant;
}

/**
 * The grant of the first-party client: the existing one while it is the same user's and young
 * enough, otherwise a new one, always holding every first-party scope.
 */
export async function firstPartyGrant(input: FirstPartyGrantInput): Promise<Grant> {
  const { existing } = input;
  const reusable =
    existing &&
    existing.accountId === input.accountId &&
    existing.clientId === input.clientId &&
    typeof existing.exp === 'number' &&
    existing.exp - epochNow() >= REFRESH_TOKEN_TTL;
  const grant = reusable
    ? existing
    : new input.provider.Grant({ accountId: input.accountId, clientId: input.clientId });
  const missingScope = FIRST_PARTY_OIDC_SCOPES.some(
    (scope) => !grant.getOIDCScope().split(' ').includes(scope),
  );
  const missingApi = !grant.getResourceScope(input.audience).split(' ').includes(API_SCOPE);
  if (!reusable || missingScope || missingApi) {
    grant.addOIDCScope([...FIRST_PARTY_OIDC_SCOPES]);
    grant.addResourceScope(input.audience, API_SCOPE);
    await grant.save();
  }
  return grant;
}

/**
 * oidc-provider's `loadExistingGrant`: the first-party client gets its grant without a consent
 * prompt; any other client only gets what was consented before.
 */
export function grantLoader(options: { clientId: string; audience: string }) {
  return async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { client, session, provider, account, result } = ctx.oidc;
    if (!client || !account) return undefined;
    const grantId = result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
    const existing = grantId ? await provider.Grant.find(grantId) : undefined;
    if (client.clientId !== options.clientId) return existing;
    return firstPartyGrant({
      provider,
      accountId: account.accountId,
      clientId: client.clientId,
      audience: options.audience,
      existing,
    });
  };
}
