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

/**
 * One admitted sign-in attempt, counted before its password or code is checked; what the check
 * found settles it.
 */
export interface LoginAttempt {
  /** Wait this long before checking (too many failures for the e-mail). */
  delayMs: number;
  /** The password or code was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** Signed in: forgets the failures of its address + e-mail and of its e-mail. */
  succeeded(): Promise<void>;
  /** Neither (a correct password before its code, an inactive user, an error): uncounted. */
  withdraw(): Promise<void>;
}

/**
 * Throttles password and code attempts three ways, in the shared store when there is one (Redis),
 * so every api process counts the same:
 * - per client address and e-mail: at most `maxAttempts` failures in the window;
 * - per client address, whatever the e-mail: at most `maxAttemptsPerAddress` failures;
 * - per e-mail, whatever the address: a growing delay after `maxAttempts` failures.
 * Each attempt is counted before it is checked and decided in the same atomic step (login-limiter),
 * so concurrent attempts — on one process or several — never pass together beyond the limits.
 * Unknown e-mail addresses count like known ones, so the answers do not tell them apart.
 */
export interface LoginThrottle {
  /** Counts the attempt; undefined when it is refused (429), uncounted. */
  begin(ip: string, email: string): Promise<LoginAttempt | undefined>;
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
    // Never refuses: its count sets the delay.
    maxAttempts: Number.MAX_SAFE_INTEGER,
    prefix: 'feedline:login-failures-by-email:',
  });
  const emailKey = (email: string) => email.trim().toLowerCase();
  return {
    async begin(ip, email) {
      const pairKey = loginAttemptKey(ip, email);
      const accountKey = emailKey(email);
      const [pair, address] = await Promise.all([pairs.take(pairKey), addresses.take(ip)]);
      if (!pair.isAdmitted || !address.isAdmitted) {
        // Refused by one limit: the place the other one gave is given back.
        await Promise.all([
          pair.isAdmitted ? pairs.giveBack(pairKey) : undefined,
          address.isAdmitted ? addresses.giveBack(ip) : undefined,
        ]);
        return undefined;
      }
      const account = await accounts.take(accountKey);
      return {
        // The failures before this attempt, from any address.
        delayMs: accountDelayMs(account.count - 1, maxAttempts),
        async failed() {},
        async succeeded() {
          // A success is no failure of the address; the pair and the e-mail start again.
          await Promise.all([
            pairs.reset(pairKey),
            addresses.giveBack(ip),
            accounts.reset(accountKey),
          ]);
        },
        async withdraw() {
          await Promise.all([
            pairs.giveBack(pairKey),
            addresses.giveBack(ip),
            accounts.giveBack(accountKey),
          ]);
        },
      };
    },
  };
}
