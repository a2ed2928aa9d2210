/**
 * The organisation scope of a sign-in through an organisation's identity provider (ADR 0019):
 * the interaction's `acr` names the organisation, the identity server keeps it in the session, the
 * authorization code and the refresh tokens, and puts it into every access token as `acc`. The API
 * then answers for that organisation only, whatever else the person belongs to.
 */
const SSO_ACR_PREFIX = 'urn:feedline:acr:sso:account:';

/** The access token claim that carries the organisation scope. */
export const ACCOUNT_SCOPE_CLAIM = 'acc';

export const ssoAcrFor = (accountId: number) => `${SSO_ACR_PREFIX}${accountId}`;

/** The organisation an `acr` scopes the session to; undefined for a password sign-in. */
export function accountScopeOfAcr(acr: unknown): number | undefined {
  if (typeof acr !== 'string' || !acr.startsWith(SSO_ACR_PREFIX)) return undefined;
  const id = Number(acr.slice(SSO_ACR_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
