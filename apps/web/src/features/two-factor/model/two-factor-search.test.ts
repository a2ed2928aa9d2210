import { describe, expect, it } from 'vitest';
import { isTwoFactorRequested } from './two-factor-search';

describe('isTwoFactorRequested', () => {
  it('is true for twoFactor=true, parsed or as text', () => {
    expect(isTwoFactorRequested({ twoFactor: true })).toBe(true);
    expect(isTwoFactorRequested({ twoFactor: 'true', hl: 'de' })).toBe(true);
  });

  it('is false otherwise', () => {
    for (const search of [{}, { twoFactor: false }, { twoFactor: 'yes' }, { twoFactor: 1 }, null]) {
      expect(isTwoFactorRequested(search)).toBe(false);
    }
  });
});
