import { type ApiRequestError, createApiClient } from '@feedline/api-client';
import { getConfig } from '../config/config';
import { refreshTokens } from './auth/session';
import { readAccessToken } from './auth/token-store';
import { shouldAttachBearer } from './bearer';
import { withFirstRequests } from './first-requests';
import { forbiddenRedirect, TWO_FACTOR_SETUP_PATH } from './forbidden-redirect';
import { leaveTo, navigateTo, readCurrentHref } from './navigation';

export function logoutWithReturn(currentUrl: string = readCurrentHref()): void {
  navigateTo(`/logout?redirectUrl=${encodeURIComponent(currentUrl)}`);
}

/**
 * Follows the spec's 403 keys: another product, /unauthorized, /unverified or the profile. The
 * profile's own page is not left for itself: the calls it cannot make yet simply fail there.
 */
export function handleForbidden(key: string | undefined): void {
  const target = forbiddenRedirect(key, getConfig().links);
  if (target?.kind === 'external') leaveTo(target.url);
  else if (target?.kind === 'internal') {
    if (target.path === TWO_FACTOR_SETUP_PATH && isOnProfile(readCurrentHref())) return;
    navigateTo(target.path);
  }
}

function isOnProfile(href: string): boolean {
  return new URL(href, 'http://shell.invalid').pathname.includes('/profile');
}

/** Other request errors are logged and passed on (spec §8). */
function logRequestError({ request, status }: ApiRequestError): void {
  console.warn(`Request failed: ${request?.method} ${request?.url} → ${status}`);
}

/** The shell's API client: tokens from the token store, renewed by the token refresher (spec §7). */
export const api = createApiClient({
  baseUrl: () => getConfig().api,
  origin: () => window.location.origin,
  auth: {
    accessToken: readAccessToken,
    renew: (usedToken) => refreshTokens(usedToken),
    onRenewFailed: () => logoutWithReturn(),
  },
  attachBearer: (url) => shouldAttachBearer(url, window.location.origin),
  onForbidden: handleForbidden,
  onError: logRequestError,
  // A GET the page's first script already asked for takes that answer (docs/adr/0028).
  fetch: withFirstRequests((...args) => fetch(...args)),
});
