/**
 * Counts per site, each kept with the database's count of finished writes (`completedWrites`) from
 * before it was counted: an entry only answers while no row can have changed since. Bounded: the
 * oldest entry goes when full.
 */
export class SiteCountCache {
  private readonly entries = new Map<number, { value: number; writes: number }>();

  constructor(private readonly maxEntries = 1_000) {}

  get(siteId: number, writes: number): number | undefined {
    const entry = this.entries.get(siteId);
    if (!entry) return undefined;
    if (entry.writes !== writes) {
      this.entries.delete(siteId);
      return undefined;
    }
    return entry.value;
  }

  /** `writes`: the count read before the count query ran. */
  set(siteId: number, value: number, writes: number): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(siteId)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(siteId, { value, writes });
  }

  get size(): number {
    return this.entries.size;
  }
}
