import type { WebConfig } from '@feedline/contracts';

/** Where a 403 answer with one of the spec's keys sends the browser (spec §8). */
export type ForbiddenRedirect =
  | { kind: 'external'; url: string }
  | { kind: 'internal'; path: '/unauthorized' | '/unverified' | typeof TWO_FACTOR_SETUP_PATH };

/** Where the two-factor policy sends a user who must set up 2FA first (spec §6). */
export const TWO_FACTOR_SETUP_PATH = '/profile?twoFactor=true';

/**
 * The central reaction to a 403 key, for every API call: the retail and content-portal users
 * leave for their product (when its address is configured), unauthorized and inactive users see
 * /unauthorized, unverified users /unverified, users who must set up 2FA first their profile. Null: the caller handles the 403 (for example
 * `inaccessible` on an account load goes to access denied).
 */
export function forbiddenRedirect(
  key: string | undefined,
  links: WebConfig['links'],
): ForbiddenRedirect | null {
  switch (key) {
    case 'retail-px user':
      return links.retailProduct ? { kind: 'external', url: links.retailProduct } : null;
    case 'content-portal user':
      return links.contentPortal ? { kind: 'external', url: links.contentPortal } : null;
    case 'unauthorized-user':
    case 'inactive-user':
      return { kind: 'internal', path: '/unauthorized' };
    case 'unverified-user':
      return { kind: 'internal', path: '/unverified' };
    case 'two-factor-required':
      return { kind: 'internal', path: TWO_FACTOR_SETUP_PATH };
    default:
      return null;
  }
}
