import { describe, expect, it } from 'vitest';
import { jwtWithExp } from '../../test/tokens';
import { isValidFor, secondsUntilExpiry } from './token-validity';

const NOW_MS = 1_700_000_000_000;
const NOW_S = NOW_MS / 1000;

describe('secondsUntilExpiry', () => {
  it('reads the exp claim', () => {
    expect(secondsUntilExpiry(jwtWithExp(NOW_S + 600), NOW_MS)).toBe(600);
    // Claims whose base64 has '+' and '/' arrive base64url-encoded ('-', '_').
    expect(secondsUntilExpiry(jwtWithExp(NOW_S + 1, { name: '?>~' }), NOW_MS)).toBe(1);
    expect(secondsUntilExpiry(jwtWithExp(NOW_S - 5), NOW_MS)).toBe(-5);
  });

  it('is null for tokens without a readable exp', () => {
    expect(secondsUntilExpiry('opaque-token', NOW_MS)).toBeNull();
    expect(secondsUntilExpiry('a.%%%.c', NOW_MS)).toBeNull();
    expect(secondsUntilExpiry(`x.${btoa('{"sub":"1"}')}.y`, NOW_MS)).toBeNull();
  });
});

describe('isValidFor (minimum validity 300 s)', () => {
  it('accepts tokens valid for 300 s or more', () => {
    expect(isValidFor(jwtWithExp(NOW_S + 300), 300, NOW_MS)).toBe(true);
    expect(isValidFor(jwtWithExp(NOW_S + 3600), 300, NOW_MS)).toBe(true);
  });

  it('refuses tokens that expire sooner', () => {
    expect(isValidFor(jwtWithExp(NOW_S + 299), 300, NOW_MS)).toBe(false);
    expect(isValidFor(jwtWithExp(NOW_S - 1), 300, NOW_MS)).toBe(false);
  });

  it('accepts tokens of unknown lifetime', () => {
    expect(isValidFor('opaque-token', 300, NOW_MS)).toBe(true);
  });
});
