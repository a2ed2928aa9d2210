import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createStorageRefreshLock,
  createWebLocksRefreshLock,
  REFRESH_LOCK_NAME,
  RefreshLockTimeoutError,
} from './refresh-lock';
import { deferred, fakeLockManager, fakeStorage } from '../../test/fake-tabs';

// The spec's numbers (§4, §9), written out: a change of the lock's constants must fail here.
const LOCK_HELD_AT_MOST_MS = 30_000;
const POLLED_EVERY_MS = 50;
/** A tab that wrote the storage lock reads it again this much later to know it kept it. */
const CONFIRMED_AFTER_MS = 250;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});

/** Lets the fake clock run until `promise` settles (the storage lock confirms its write). */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(CONFIRMED_AFTER_MS);
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}
afterEach(() => {
  vi.useRealTimers();
});

describe('storage lock (spec §9 fallback)', () => {
  it('lets one tab in at a time; the other polls until it is released', async () => {
    const storage = fakeStorage();
    const tabA = createStorageRefreshLock({ storage, tabId: 'a' });
    const tabB = createStorageRefreshLock({ storage, tabId: 'b' });
    const releaseA = deferred();
    const order: string[] = [];

    const first = tabA(async () => {
      order.push('a:start');
      await releaseA.promise;
      order.push('a:end');
    });
    const second = tabB(async () => {
      order.push('b:start');
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(order).toEqual(['a:start']);
    expect(JSON.parse(storage.entries.get(REFRESH_LOCK_NAME)!)).toEqual({
      owner: 'a:1',
      expiresAt: 1_000_000 + LOCK_HELD_AT_MOST_MS,
    });

    releaseA.resolve();
    // B sees the lock free at its next poll and confirms it once its write has settled.
    await vi.advanceTimersByTimeAsync(POLLED_EVERY_MS + CONFIRMED_AFTER_MS);
    await Promise.all([first, second]);
    expect(order).toEqual(['a:start', 'a:end', 'b:start']);
    expect(storage.entries.has(REFRESH_LOCK_NAME)).toBe(false);
  });

  it('polls every 50 ms while the lock is taken', async () => {
    const storage = fakeStorage();
    storage.setItem(
      REFRESH_LOCK_NAME,
      JSON.stringify({ owner: 'other', expiresAt: Date.now() + 10_000 }),
    );
    const task = vi.fn(async () => 'done');
    void createStorageRefreshLock({ storage, tabId: 'a' })(task);

    await vi.advanceTimersByTimeAsync(0);
    const readsAtStart = storage.reads;
    await vi.advanceTimersByTimeAsync(49);
    expect(storage.reads).toBe(readsAtStart);
    await vi.advanceTimersByTimeAsync(1);
    expect(storage.reads).toBe(readsAtStart + 1);
    await vi.advanceTimersByTimeAsync(50 * 10);
    expect(storage.reads).toBe(readsAtStart + 11);
    expect(task).not.toHaveBeenCalled();
  });

  it('takes over a lock left by a crashed tab after 30 s', async () => {
    const storage = fakeStorage();
    storage.setItem(
      REFRESH_LOCK_NAME,
      JSON.stringify({ owner: 'crashed', expiresAt: Date.now() + LOCK_HELD_AT_MOST_MS }),
    );
    const task = vi.fn(async () => 'refreshed');
    const result = createStorageRefreshLock({ storage, tabId: 'a' })(task);

    await vi.advanceTimersByTimeAsync(LOCK_HELD_AT_MOST_MS - POLLED_EVERY_MS);
    expect(task).not.toHaveBeenCalled();
    // Expired at 30 s: taken, and confirmed once the write has settled.
    await vi.advanceTimersByTimeAsync(POLLED_EVERY_MS);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CONFIRMED_AFTER_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('refreshed');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('tells the task whether another tab held the lock first', async () => {
    const storage = fakeStorage();
    const tabA = createStorageRefreshLock({ storage, tabId: 'a' });
    const tabB = createStorageRefreshLock({ storage, tabId: 'b' });
    const grants: [string, boolean][] = [];
    const first = tabA(async ({ waited }) => {
      grants.push(['a', waited]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const second = tabB(async ({ waited }) => {
      grants.push(['b', waited]);
    });
    await vi.advanceTimersByTimeAsync(
      CONFIRMED_AFTER_MS + 100 + POLLED_EVERY_MS + CONFIRMED_AFTER_MS,
    );
    await Promise.all([first, second]);
    await settle(
      tabB(async ({ waited }) => {
        grants.push(['b again', waited]);
      }),
    );
    expect(grants).toEqual([
      ['a', false],
      ['b', true],
      ['b again', false],
    ]);
  });

  it('lets the last of two simultaneous writers have the lock', async () => {
    const storage = fakeStorage();
    const order: string[] = [];
    // Both tabs saw the lock free: tab A's write is overwritten by tab B's before A confirms.
    const first = createStorageRefreshLock({ storage, tabId: 'a' })(async () => {
      order.push('a');
    });
    storage.removeItem(REFRESH_LOCK_NAME);
    const second = createStorageRefreshLock({ storage, tabId: 'b' })(async () => {
      order.push('b');
    });
    await vi.advanceTimersByTimeAsync(CONFIRMED_AFTER_MS);
    expect(order).toEqual(['b']);
    await vi.advanceTimersByTimeAsync(POLLED_EVERY_MS + CONFIRMED_AFTER_MS);
    await Promise.all([first, second]);
    expect(order).toEqual(['b', 'a']);
  });

  it('treats an unreadable entry as free', async () => {
    const storage = fakeStorage();
    storage.setItem(REFRESH_LOCK_NAME, '{broken');
    await expect(
      settle(createStorageRefreshLock({ storage, tabId: 'a' })(async () => 1)),
    ).resolves.toBe(1);
  });

  it('holds the lock for at most 30 s, then frees it for the others', async () => {
    const storage = fakeStorage();
    const tabA = createStorageRefreshLock({ storage, tabId: 'a' });
    const tabB = createStorageRefreshLock({ storage, tabId: 'b' });
    const hanging = tabA(() => new Promise<never>(() => {}));
    const hangingResult = hanging.catch((error: unknown) => error);
    const waiting = tabB(async () => 'b ran');

    await vi.advanceTimersByTimeAsync(CONFIRMED_AFTER_MS + LOCK_HELD_AT_MOST_MS);
    expect(await hangingResult).toBeInstanceOf(RefreshLockTimeoutError);
    await vi.advanceTimersByTimeAsync(POLLED_EVERY_MS + CONFIRMED_AFTER_MS);
    await expect(waiting).resolves.toBe('b ran');
  });

  it('does not remove a lock that another tab took over', async () => {
    const storage = fakeStorage();
    const lock = createStorageRefreshLock({ storage, tabId: 'a' });
    await settle(
      lock(async () => {
        storage.setItem(REFRESH_LOCK_NAME, JSON.stringify({ owner: 'b:1', expiresAt: 1e15 }));
      }),
    );
    expect(JSON.parse(storage.entries.get(REFRESH_LOCK_NAME)!).owner).toBe('b:1');
  });

  it('frees the lock when the task fails', async () => {
    const storage = fakeStorage();
    const lock = createStorageRefreshLock({ storage, tabId: 'a' });
    await expect(
      settle(
        lock(async () => {
          throw new Error('invalid_grant');
        }),
      ),
    ).rejects.toThrow('invalid_grant');
    expect(storage.entries.has(REFRESH_LOCK_NAME)).toBe(false);
  });
});

describe('Web Locks lock', () => {
  it('requests the named exclusive lock and runs the tasks one after the other', async () => {
    const locks = fakeLockManager();
    const requestSpy = vi.spyOn(locks, 'request');
    const lock = createWebLocksRefreshLock({ locks });
    const order: string[] = [];
    const release = deferred();
    const first = lock(async () => {
      order.push('first:start');
      await release.promise;
      order.push('first:end');
    });
    const second = lock(async () => {
      order.push('second');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['first:start']);
    release.resolve();
    await Promise.all([first, second]);
    expect(order).toEqual(['first:start', 'first:end', 'second']);
    expect(requestSpy).toHaveBeenCalledWith(
      REFRESH_LOCK_NAME,
      { mode: 'exclusive' },
      expect.any(Function),
    );
  });

  it('tells the task whether another tab held the lock first', async () => {
    const locks = fakeLockManager();
    const tabA = createWebLocksRefreshLock({ locks });
    const tabB = createWebLocksRefreshLock({ locks });
    const grants: [string, boolean][] = [];
    const release = deferred();
    const first = tabA(async ({ waited }) => {
      grants.push(['a', waited]);
      await release.promise;
    });
    await vi.advanceTimersByTimeAsync(0);
    const second = tabB(async ({ waited }) => {
      grants.push(['b', waited]);
    });
    release.resolve();
    await Promise.all([first, second]);
    expect(grants).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('gives the lock up after 30 s', async () => {
    const lock = createWebLocksRefreshLock({ locks: fakeLockManager() });
    const hanging = lock(() => new Promise<never>(() => {})).catch((error: unknown) => error);
    const next = lock(async () => 'next ran');
    await vi.advanceTimersByTimeAsync(LOCK_HELD_AT_MOST_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hanging).toBeInstanceOf(RefreshLockTimeoutError);
    await expect(next).resolves.toBe('next ran');
  });
});
