import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** The answer to an attempt: admitted or not, and the attempts of its key counted with it. */
export interface LimiterTurn {
  isAdmitted: boolean;
  /** Attempts of the key in its window, this one included when it was admitted. */
  count: number;
}

/**
 * Counts attempts per key (client IP + lower-cased e-mail, a user, …) in a fixed window that
 * starts with the first one, and admits at most `maxAttempts` of them.
 *
 * An attempt is counted and decided in one atomic step (`take`) before it is checked: two
 * attempts at the same moment, in one process or in several sharing Redis, never both see the
 * last free place. Its outcome then settles it: a failure stays counted, a success `reset`s the
 * key, and anything else (a correct password before its code, an error) is given back.
 */
export interface LoginLimiter {
  /** Counts an attempt of `key` and decides it; a refused attempt is not counted. */
  take(key: string): Promise<LimiterTurn>;
  /** Uncounts an admitted attempt that turned out to be no failure. */
  giveBack(key: string): Promise<void>;
  /** A success forgets the attempts of `key`. */
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

// INCR, the window's PEXPIRE and the decision in one atomic step: a key is never left without an
// expiry, and no other attempt is counted between this one's count and its verdict.
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if count > tonumber(ARGV[2]) then
  return {0, redis.call('DECR', KEYS[1])}
end
return {1, count}`;

// Never below zero, and never a key without expiry (a window that ended, or a reset, meanwhile).
const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

function redisLimiter(redis: Redis, options: LoginLimiterOptions): LoginLimiter {
  const prefix = options.prefix ?? 'feedline:login-failures:';
  // E-mail addresses are personal data: the store only sees a digest of the key.
  const keyOf = (key: string) => prefix + createHash('sha256').update(key).digest('base64url');
  return {
    async take(key) {
      const [admitted, count] = (await redis.eval(
        TAKE_SCRIPT,
        1,
        keyOf(key),
        String(options.windowMs),
        String(options.maxAttempts),
      )) as [number, number];
      return { isAdmitted: admitted === 1, count: Number(count) };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK_SCRIPT, 1, keyOf(key));
    },
    async reset(key) {
      await redis.del(keyOf(key));
    },
  };
}

/** Above this many keys, expired entries are swept before a new one is added. */
const SWEEP_THRESHOLD = 10_000;

/** One process: each step runs without an `await` in it, so nothing comes between count and verdict. */
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
    async take(key) {
      let entry = current(key);
      if (!entry) {
        if (entries.size >= SWEEP_THRESHOLD) sweep();
        entry = { count: 0, expiresAt: now() + options.windowMs };
        entries.set(key, entry);
      }
      if (entry.count >= options.maxAttempts) return { isAdmitted: false, count: entry.count };
      entry.count += 1;
      return { isAdmitted: true, count: entry.count };
    },
    async giveBack(key) {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

export function createLoginLimiter(options: LoginLimiterOptions): LoginLimiter {
  return options.redis ? redisLimiter(options.redis, options) : memoryLimiter(options);
}
