import { randomBytes } from 'node:crypto';

export interface PendingRequestsOptions {
  /** At most this many are kept; the oldest goes first. */
  capacity: number;
  ttlMs: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * Sign-in attempts between GET /sso and POST /sso/login, keyed by an unguessable id that the
 * sign-in form carries. Bounded in count and in time, so a stream of AuthnRequests cannot grow
 * memory without limit.
 */
export class PendingRequests<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #capacity: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: PendingRequestsOptions) {
    this.#capacity = options.capacity;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  add(value: T): string {
    this.sweep();
    while (this.#entries.size >= this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    const key = randomBytes(18).toString('base64url');
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#ttlMs });
    return key;
  }

  get(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops expired entries; entries expire in insertion order, so it stops at the first live one. */
  sweep(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) break;
      this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}
