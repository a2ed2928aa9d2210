import type { UserRow } from './users.repository';

/**
 * Signed-in users by how the token names them, each kept with the database's count of finished
 * writes (`completedWrites`) from before it was read. An entry only answers while that count is
 * unchanged, i.e. while no row can have changed since: a user deactivated, unverified or deleted a
 * moment ago is read afresh on the very next request. Bounded: the oldest entry goes when full.
 */
export class UserCache {
  private readonly entries = new Map<string, { user: Readonly<UserRow>; writes: number }>();

  constructor(private readonly maxEntries = 10_000) {}

  get(key: string, writes: number): Readonly<UserRow> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.writes !== writes) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  /** `writes`: the count read before the lookup that found `user`. */
  set(key: string, user: UserRow, writes: number): void {
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // Shared by every request of this user until the next write: nobody may change it.
    this.entries.set(key, { user: Object.freeze(user), writes });
  }

  get size(): number {
    return this.entries.size;
  }
}
