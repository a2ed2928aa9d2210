import { describe, expect, it } from 'vitest';
import { PendingRequests } from './pending-requests';

function clock(start = 0) {
  const state = { now: start };
  return { now: () => state.now, advance: (ms: number) => (state.now += ms) };
}

describe('PendingRequests', () => {
  it('gives unguessable keys and returns what was stored under them', () => {
    const pending = new PendingRequests<string>({ capacity: 10, ttlMs: 1000 });
    const first = pending.add('a');
    const second = pending.add('b');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[\w-]{24}$/);
    expect(pending.get(first)).toBe('a');
    expect(pending.get(second)).toBe('b');
    expect(pending.get('unknown')).toBeUndefined();
  });

  it('forgets an entry once its time is up', () => {
    const time = clock();
    const pending = new PendingRequests<string>({ capacity: 10, ttlMs: 1000, now: time.now });
    const key = pending.add('a');
    time.advance(999);
    expect(pending.get(key)).toBe('a');
    time.advance(1);
    expect(pending.get(key)).toBeUndefined();
    expect(pending.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const pending = new PendingRequests<number>({ capacity: 3, ttlMs: 1000 });
    const keys = [1, 2, 3, 4].map((value) => pending.add(value));
    expect(pending.size).toBe(3);
    expect(pending.get(keys[0] ?? '')).toBeUndefined();
    expect(keys.slice(1).map((key) => pending.get(key))).toEqual([2, 3, 4]);
  });

  it('sweeps expired entries and keeps live ones', () => {
    const time = clock();
    const pending = new PendingRequests<string>({ capacity: 10, ttlMs: 1000, now: time.now });
    pending.add('old');
    time.advance(600);
    const live = pending.add('new');
    time.advance(500);
    pending.sweep();
    expect(pending.size).toBe(1);
    expect(pending.get(live)).toBe('new');
  });

  it('deletes and clears', () => {
    const pending = new PendingRequests<string>({ capacity: 10, ttlMs: 1000 });
    const key = pending.add('a');
    pending.add('b');
    pending.delete(key);
    expect(pending.get(key)).toBeUndefined();
    pending.clear();
    expect(pending.size).toBe(0);
  });
});
