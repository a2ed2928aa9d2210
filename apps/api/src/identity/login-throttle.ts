import type { Redis } from 'ioredis';
import { createLoginLimiter, loginAttemptKey } from './login-limiter';

/** The first delay of an e-mail address with too many failures; it doubles with each failure. */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/**
 * How long a sign-in for an e-mail address waits after `failures` failed attempts (from any
 * address): nothing for the first `freeAttempts`, then 0.5 s, 1 s, 2 s … up to 10 s. A delay and
 * never a lock-out: whoever guesses slows the guessing down, but cannot lock the owner out.
 */
export function accountDelayMs(failures: number, freeAttempts: number): number {
  if (failures < freeAttempts) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - freeAttempts));
}

export interface LoginVerdict {
  /** Too many failures for this address and e-mail, or for this address: 429. */
  isBlocked: boolean;
  /** Wait this long before checking the password (too many failures for the e-mail). */
  delayMs: number;
}

/**
 * Throttles password and code attempts three ways, in the shared store when there is one (Redis),
 * so every api process counts the same:
 * - per client address and e-mail: blocked after `maxAttempts` failures in the window;
 * - per client address, whatever the e-mail: blocked after `maxAttemptsPerAddress` failures;
 * - per e-mail, whatever the address: a growing delay after `maxAttempts` failures.
 * Unknown e-mail addresses count like known ones, so the answers do not tell them apart.
 */
export interface LoginThrottle {
  check(ip: string, email: string): Promise<LoginVerdict>;
  recordFailure(ip: string, email: string): Promise<void>;
  /** A successful sign-in forgets the failures of its address + e-mail and of its e-mail. */
  recordSuccess(ip: string, email: string): Promise<void>;
}

export interface LoginThrottleOptions {
  maxAttempts: number;
  maxAttemptsPerAddress: number;
  windowMs: number;
  redis?: Redis;
  now?: () => number;
}

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { maxAttempts, maxAttemptsPerAddress, windowMs, redis, now } = options;
  const common = { windowMs, ...(redis ? { redis } : {}), ...(now ? { now } : {}) };
  const pairs = createLoginLimiter({ ...common, maxAttempts });
  const addresses = createLoginLimiter({
    ...common,
    maxAttempts: maxAttemptsPerAddress,
    prefix: 'feedline:login-failures-by-address:',
  });
  const accounts = createLoginLimiter({
    ...common,
    // Never blocks: only its count is read, for the delay.
    maxAttempts: Number.MAX_SAFE_INTEGER,
    prefix: 'feedline:login-failures-by-email:',
  });
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    async check(ip, email) {
      const [pairBlocked, addressBlocked, accountFailures] = await Promise.all([
        pairs.isBlocked(loginAttemptKey(ip, email)),
        addresses.isBlocked(ip),
        accounts.failures(emailKey(email)),
      ]);
      return {
        isBlocked: pairBlocked || addressBlocked,
        delayMs: accountDelayMs(accountFailures, maxAttempts),
      };
    },
    async recordFailure(ip, email) {
      await Promise.all([
        pairs.recordFailure(loginAttemptKey(ip, email)),
        addresses.recordFailure(ip),
        accounts.recordFailure(emailKey(email)),
      ]);
    },
    async recordSuccess(ip, email) {
      await Promise.all([pairs.reset(loginAttemptKey(ip, email)), accounts.reset(emailKey(email))]);
    },
  };
}
