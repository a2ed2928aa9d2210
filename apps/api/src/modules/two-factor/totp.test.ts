import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchTotpCode, totpStepAt } from './totp';

describe('matchTotpCode', () => {
  const secret = generateTotpSecret();
  const now = 1_700_000_015_000;
  const codeAt = (timestamp: number) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

  it('finds the step of the current, previous and next code (window ±1)', () => {
    const step = totpStepAt(now);
    expect(matchTotpCode(secret, codeAt(now), now)).toBe(step);
    expect(matchTotpCode(secret, codeAt(now - 30_000), now)).toBe(step - 1);
    expect(matchTotpCode(secret, codeAt(now + 30_000), now)).toBe(step + 1);
  });

  it('refuses codes two steps away and codes of another secret', () => {
    expect(matchTotpCode(secret, codeAt(now - 60_000), now)).toBeUndefined();
    expect(matchTotpCode(secret, codeAt(now + 60_000), now)).toBeUndefined();
    const other = TOTP.generate({
      secret: Secret.fromBase32(generateTotpSecret()),
      timestamp: now,
    });
    if (other !== codeAt(now)) expect(matchTotpCode(secret, other, now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});
