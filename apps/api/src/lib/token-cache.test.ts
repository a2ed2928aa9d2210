import { describe, expect, it } from 'vitest';
import { TokenCache } from './token-cache';

describe('TokenCache', () => {
  it('returns a cached value until it expires', () => {
    let now = 1_000;
    const cache = new TokenCache<string>(10, () => now);
    cache.set('a', 'claims', 2_000);
    expect(cache.get('a')).toBe('claims');
    now = 2_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a token that has already expired', () => {
    const cache = new TokenCache<string>(10, () => 5_000);
    cache.set('a', 'claims', 4_000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new TokenCache<number>(2, () => 0);
    cache.set('a', 1, 10);
    cache.set('b', 2, 10);
    cache.set('c', 3, 10);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });
});
