import { isApiRequestError } from '@feedline/api-client';
import { forbiddenRedirect, TWO_FACTOR_SETUP_PATH } from '../../../lib/forbidden-redirect';
import type { AccessDeniedReason } from './access-denied-reason';

export type LoadFailureTarget =
  | { to: '/access-denied'; reason: AccessDeniedReason }
  | { to: '/not-found' }
  | { to: '/unauthorized' }
  | { to: '/unverified' }
  /** The two-factor policy holds the user back: the profile with the 2FA modal (spec §6). */
  | { to: '/profile'; twoFactor: true };

/**
 * Where a failed current-user load sends the user (spec §8). Null: navigation stays blocked and
 * the error is shown.
 */
export function userLoadFailureTarget(error: unknown): LoadFailureTarget | null {
  if (!isApiRequestError(error) || error.status !== 403) return null;
  // The same keys as the central 403 handling of every request (lib/forbidden-redirect).
  const target = forbiddenRedirect(error.key, {});
  if (target?.kind !== 'internal') return null;
  return target.path === TWO_FACTOR_SETUP_PATH
    ? { to: '/profile', twoFactor: true }
    : { to: target.path };
}

/**
 * Where a failed account, project or site load sends the user (spec §8): 403 → access denied
 * (inaccessible), unless its key concerns the user (unverified, unauthorized, inactive: the same
 * page the central handling opens); 404 or a malformed id (400) → not found. Null: not ours.
 */
export function entityLoadFailureTarget(error: unknown): LoadFailureTarget | null {
  if (!isApiRequestError(error)) return null;
  if (error.status === 403) {
    return userLoadFailureTarget(error) ?? { to: '/access-denied', reason: 'inaccessible' };
  }
  if (error.status === 404 || error.status === 400) return { to: '/not-found' };
  return null;
}
