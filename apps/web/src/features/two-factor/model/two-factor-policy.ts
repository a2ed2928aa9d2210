import type { CurrentUser } from '@feedline/contracts';

/**
 * Two-factor policy (spec §6): when an account of the user enforces two-factor authentication
 * and the user has none, every navigation except to a path containing /profile is blocked and
 * goes to the profile with twoFactor=true.
 */
export function isBlockedByTwoFactorPolicy(
  user: Pick<CurrentUser, 'twoFactorEnforced' | 'twoFactorAuth'>,
  pathname: string,
): boolean {
  return user.twoFactorEnforced && !user.twoFactorAuth && !pathname.includes('/profile');
}
