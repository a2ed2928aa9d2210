/**
 * Verified access tokens by their text, until they expire. Verifying an RS256 signature costs far
 * more than a map lookup, and the shell sends the same token on every call for minutes.
 * Bounded: the oldest entry goes when the cache is full.
 */
export class TokenCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: T, expiresAt: number): void {
    if (expiresAt <= this.now()) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(token)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { value, expiresAt });
  }

  get size(): number {
    return this.entries.size;
  }
}
