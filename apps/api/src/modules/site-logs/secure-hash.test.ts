import { describe, expect, it } from 'vitest';
import { createSecureHash, SECURE_HASH_TTL_MS, verifySecureHash } from './secure-hash';

const SECRET = 'test-secret';
const NOW = Date.UTC(2025, 0, 1, 12);

describe('secure log hash', () => {
  it('verifies for the site and tells the user it was issued to', () => {
    const hash = createSecureHash(SECRET, { siteId: 7, userId: 3, now: NOW });
    expect(hash).toMatch(/^\d+-3-[0-9a-f]{64}$/);
    expect(verifySecureHash(SECRET, 7, hash, NOW + 1000)).toEqual({
      ok: true,
      userId: 3,
      expiresAt: Math.ceil((NOW + SECURE_HASH_TTL_MS) / 1000) * 1000,
    });
  });

  it('expires after its lifetime', () => {
    const hash = createSecureHash(SECRET, { siteId: 7, userId: 3, now: NOW, ttlMs: 60_000 });
    expect(verifySecureHash(SECRET, 7, hash, NOW + 59_000).ok).toBe(true);
    expect(verifySecureHash(SECRET, 7, hash, NOW + 60_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('is bound to the site and the secret', () => {
    const hash = createSecureHash(SECRET, { siteId: 7, userId: 3, now: NOW });
    expect(verifySecureHash(SECRET, 8, hash, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySecureHash('other-secret', 7, hash, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('rejects a tampered expiry, user or MAC', () => {
    const hash = createSecureHash(SECRET, { siteId: 7, userId: 3, now: NOW });
    const [expiry, user, mac] = hash.split('-') as [string, string, string];
    const later = `${Number(expiry) + 86_400}-${user}-${mac}`;
    const otherUser = `${expiry}-4-${mac}`;
    const flipped = `${expiry}-${user}-${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    for (const tampered of [later, otherUser, flipped]) {
      expect(verifySecureHash(SECRET, 7, tampered, NOW)).toEqual({ ok: false, reason: 'mismatch' });
    }
    // A tampered expiry in the past is still a mismatch, not merely "expired".
    expect(verifySecureHash(SECRET, 7, `1-${user}-${mac}`, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('rejects malformed hashes', () => {
    for (const bad of [
      '',
      'abc',
      '1-2-xyz',
      `1-2-${'a'.repeat(63)}`,
      `1-2-${'A'.repeat(64)}`,
      `-1-2-${'a'.repeat(64)}`,
    ]) {
      expect(verifySecureHash(SECRET, 7, bad, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
