import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Counts failed sign-in attempts per key (client IP + lower-cased e-mail) in a fixed window that
 * starts with the first failure. A key is blocked once it has `maxAttempts` failures in the window.
 */
export interface LoginLimiter {
  isBlocked(key: string): Promise<boolean>;
  /** The failures of `key` in its current window. */
  failures(key: string): Promise<number>;
  /** Records a failure; resolves to the number of failures in the current window. */
  recordFailure(key: string): Promise<number>;
  /** A successful sign-in forgets the failures. */
  reset(key: string): Promise<void>;
}

export interface LoginLimiterOptions {
  maxAttempts: number;
  windowMs: number;
  /** Shared store for several api processes; without it the counts live in this process. */
  redis?: Redis;
  /** Redis key prefix. */
  prefix?: string;
  now?: () => number;
}

export function loginAttemptKey(ip: string, email: string): string {
  return `${ip}|${email.trim().toLowerCase()}`;
}

// INCR and PEXPIRE in one atomic step, so a key can never be left without an expiry.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

function redisLimiter(redis: Redis, options: LoginLimiterOptions): LoginLimiter {
  const prefix = options.prefix ?? 'feedline:login-failures:';
  // E-mail addresses are personal data: the store only sees a digest of the key.
  const keyOf = (key: string) => prefix + createHash('sha256').update(key).digest('base64url');
  return {
    async isBlocked(key) {
      return (await this.failures(key)) >= options.maxAttempts;
    },
    async failures(key) {
      return Number((await redis.get(keyOf(key))) ?? 0);
    },
    async recordFailure(key) {
      return Number(await redis.eval(INCREMENT_SCRIPT, 1, keyOf(key), String(options.windowMs)));
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}

/** Above this many keys, expired entries are swept before a new one is added. */
const SWEEP_THRESHOLD = 10_000;

function memoryLimiter(options: LoginLimiterOptions): LoginLimiter {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const current = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  };
  return {
    async isBlocked(key) {
      return (current(key)?.count ?? 0) >= options.maxAttempts;
    },
    async failures(key) {
      return current(key)?.count ?? 0;
    },
    async recordFailure(key) {
      const entry = current(key);
      if (entry) return ++entry.count;
      if (entries.size >= SWEEP_THRESHOLD) sweep();
      entries.set(key, { count: 1, expiresAt: now() + options.windowMs });
      return 1;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

export function createLoginLimiter(options: LoginLimiterOptions): LoginLimiter {
  return options.redis ? redisLimiter(options.redis, options) : memoryLimiter(options);
}
