import { describe, expect, it } from 'vitest';
import { UserCache } from './user-cache';
import type { UserRow } from './users.repository';

const user = (id: number) => ({ id, email: `u${id}@example.test`, isActive: true }) as UserRow;

describe('UserCache', () => {
  it('answers only while the write count is the one read before the lookup', () => {
    const cache = new UserCache();
    cache.set('sub:1', user(1), 7);
    expect(cache.get('sub:1', 7)).toMatchObject({ id: 1 });
    expect(cache.get('sub:2', 7)).toBeUndefined();
    // A write finished since: the entry is gone, not just skipped.
    expect(cache.get('sub:1', 8)).toBeUndefined();
    expect(cache.get('sub:1', 7)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('hands out a frozen row, shared by the requests of that user', () => {
    const cache = new UserCache();
    cache.set('sub:1', user(1), 0);
    const row = cache.get('sub:1', 0)!;
    expect(Object.isFrozen(row)).toBe(true);
    expect(() => {
      (row as { isActive: boolean }).isActive = false;
    }).toThrow(TypeError);
  });

  it('drops the oldest entry when full', () => {
    const cache = new UserCache(2);
    cache.set('sub:1', user(1), 0);
    cache.set('sub:2', user(2), 0);
    cache.set('sub:3', user(3), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('sub:1', 0)).toBeUndefined();
    expect(cache.get('sub:3', 0)).toMatchObject({ id: 3 });
  });
});
