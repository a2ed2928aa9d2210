import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a secure log hash opens the live log; the shell asks for a fresh one per connection. */
export const SECURE_HASH_TTL_MS = 60 * 60_000;

const HASH_PATTERN = /^(\d{1,12})-(\d{1,10})-([0-9a-f]{64})$/;

export type SecureHashCheck =
  | { ok: true; userId: number; expiresAt: number }
  | { ok: false; reason: 'malformed' | 'mismatch' | 'expired' };

function mac(secret: string, siteId: number, userId: number, expiresAtSeconds: number): Buffer {
  return createHmac('sha256', secret)
    .update(`feedline-site-log:${siteId}:${userId}:${expiresAtSeconds}`)
    .digest();
}

/**
 * The hash of the legacy log file name `{siteId}_{hash}.log`: `{expiry}-{userId}-{HMAC-SHA256}`.
 * The expiry (epoch seconds) and the user it was issued to are inside the MAC, so neither can be
 * changed, and the server can check again that this user still has access to the site.
 */
export function createSecureHash(
  secret: string,
  {
    siteId,
    userId,
    now = Date.now(),
    ttlMs = SECURE_HASH_TTL_MS,
  }: {
    siteId: number;
    userId: number;
    now?: number;
    ttlMs?: number;
  },
): string {
  const expiresAt = Math.ceil((now + ttlMs) / 1000);
  return `${expiresAt}-${userId}-${mac(secret, siteId, userId, expiresAt).toString('hex')}`;
}

/** Checks a hash for a site: well-formed, MAC equal in constant time, not expired. */
export function verifySecureHash(
  secret: string,
  siteId: number,
  hash: string,
  now: number = Date.now(),
): SecureHashCheck {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return { ok: false, reason: 'malformed' };
  const expiresAtSeconds = Number(match[1]);
  const userId = Number(match[2]);
  const given = Buffer.from(match[3]!, 'hex');
  const expected = mac(secret, siteId, userId, expiresAtSeconds);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'mismatch' };
  }
  const expiresAt = expiresAtSeconds * 1000;
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, userId, expiresAt };
}
