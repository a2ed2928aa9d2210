import { describe, expect, it } from 'vitest';
import { SiteCountCache } from './site-count-cache';

describe('SiteCountCache', () => {
  it('answers while the write count is the one it was stored with', () => {
    const cache = new SiteCountCache();
    cache.set(1, 100_000, 5);
    expect(cache.get(1, 5)).toBe(100_000);
    expect(cache.get(2, 5)).toBeUndefined();
  });

  it('forgets a count once a write has happened', () => {
    const cache = new SiteCountCache();
    cache.set(1, 50, 5);
    expect(cache.get(1, 6)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get(1, 5)).toBeUndefined();
  });

  it('drops the oldest site when full', () => {
    const cache = new SiteCountCache(2);
    cache.set(1, 10, 0);
    cache.set(2, 20, 0);
    cache.set(3, 30, 0);
    expect(cache.get(1, 0)).toBeUndefined();
    expect(cache.get(2, 0)).toBe(20);
    expect(cache.get(3, 0)).toBe(30);
  });
});
