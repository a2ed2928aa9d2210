import { describe, expect, it } from 'vitest';
import { isBlockedByTwoFactorPolicy } from './two-factor-policy';

describe('isBlockedByTwoFactorPolicy', () => {
  const enforcedWithout = { twoFactorEnforced: true, twoFactorAuth: false };

  it('blocks every path but the profile when 2FA is enforced and missing', () => {
    expect(isBlockedByTwoFactorPolicy(enforcedWithout, '/overview/account/3')).toBe(true);
    expect(isBlockedByTwoFactorPolicy(enforcedWithout, '/')).toBe(true);
    expect(isBlockedByTwoFactorPolicy(enforcedWithout, '/profile')).toBe(false);
    expect(isBlockedByTwoFactorPolicy(enforcedWithout, '/account/profile/security')).toBe(false);
  });

  it('lets users through who have 2FA, or whose accounts do not enforce it', () => {
    expect(isBlockedByTwoFactorPolicy({ twoFactorEnforced: true, twoFactorAuth: true }, '/')).toBe(
      false,
    );
    expect(
      isBlockedByTwoFactorPolicy({ twoFactorEnforced: false, twoFactorAuth: false }, '/'),
    ).toBe(false);
  });
});
