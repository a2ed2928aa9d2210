import { STORAGE_NAMESPACE } from '../storage';

/** What the task learns about how it got the lock. */
export interface LockGrant {
  /**
   * Another tab held the lock first. It has probably just stored new tokens, which this tab's
   * view of localStorage may not show yet (browsers pass changes between tabs asynchronously).
   */
  waited: boolean;
}

/**
 * Runs a task while holding the cross-tab token-refresh lock (ARCHITECTURE §5, spec §9). The
 * identity server rotates refresh tokens and revokes the grant when an old one is replayed, so at
 * most one tab may refresh at a time; the others wait and then reuse the tokens it stored.
 */
export type RefreshLock = <T>(task: (grant: LockGrant) => Promise<T>) => Promise<T>;

/** The lock counts as held for at most this long (spec §9). */
export const REFRESH_LOCK_TIMEOUT_MS = 30_000;
/** A waiting tab looks at the storage lock this often (spec §9). */
export const REFRESH_LOCK_POLL_MS = 50;
/**
 * How long after writing the storage lock a tab reads it again to see whether it kept it: longer
 * than the browser takes to pass another tab's write on, which under load can exceed one poll.
 */
export const REFRESH_LOCK_SETTLE_MS = 250;
/** Web Locks name and localStorage key of the lock. */
export const REFRESH_LOCK_NAME = `${STORAGE_NAMESPACE}.auth.refresh-lock`;

export interface Clock {
  now: () => number;
  /** Resolves after `ms`; an aborted sleep clears its timer and never settles. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Looked up at call time, so that fake timers in tests apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }),
};

export class RefreshLockTimeoutError extends Error {
  override readonly name = 'RefreshLockTimeoutError';
  constructor() {
    super(`The token refresh did not finish within ${REFRESH_LOCK_TIMEOUT_MS} ms.`);
  }
}

/** The task's result, or a rejection once `ms` have passed: the lock is never held longer. */
async function withTimeout<T>(task: () => Promise<T>, ms: number, clock: Clock): Promise<T> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      task(),
      clock.sleep(ms, timer.signal).then(() => {
        throw new RefreshLockTimeoutError();
      }),
    ]);
  } finally {
    timer.abort();
  }
}

export interface WebLocksOptions {
  locks: Pick<LockManager, 'request'>;
  name?: string;
  timeoutMs?: number;
  clock?: Clock;
}

type Attempt<T> = { isGranted: true; value: T } | { isGranted: false };

/**
 * The lock on the Web Locks API: the browser queues the tabs and frees a crashed tab's lock. A
 * first request with `ifAvailable` tells whether another tab holds it.
 */
export function createWebLocksRefreshLock({
  locks,
  name = REFRESH_LOCK_NAME,
  timeoutMs = REFRESH_LOCK_TIMEOUT_MS,
  clock = systemClock,
}: WebLocksOptions): RefreshLock {
  return async <T>(task: (grant: LockGrant) => Promise<T>) => {
    const attempt = (await locks.request(
      name,
      { mode: 'exclusive', ifAvailable: true },
      async (lock): Promise<Attempt<T>> =>
        lock === null
          ? { isGranted: false }
          : {
              isGranted: true,
              value: await withTimeout(() => task({ waited: false }), timeoutMs, clock),
            },
    )) as Attempt<T>;
    if (attempt.isGranted) return attempt.value;
    return (await locks.request(name, { mode: 'exclusive' }, () =>
      withTimeout(() => task({ waited: true }), timeoutMs, clock),
    )) as T;
  };
}

export interface LockStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

interface StoredLock {
  owner: string;
  expiresAt: number;
}

function readLock(storage: LockStorage, key: string): StoredLock | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredLock> | null;
    return typeof value?.owner === 'string' && typeof value.expiresAt === 'number'
      ? { owner: value.owner, expiresAt: value.expiresAt }
      : null;
  } catch {
    return null;
  }
}

export interface StorageLockOptions {
  storage: LockStorage;
  /** Identifies this tab; every acquisition appends a counter to it. */
  tabId: string;
  key?: string;
  timeoutMs?: number;
  pollMs?: number;
  /** See {@link REFRESH_LOCK_SETTLE_MS}. */
  settleMs?: number;
  clock?: Clock;
}

/**
 * The spec's fallback where Web Locks are missing: an entry `{owner, expiresAt}` in localStorage.
 * A free or expired entry (a crashed tab's, after 30 s) is taken; otherwise the tab polls every
 * 50 ms. The entry is read again a while after writing (`settleMs`), so of two tabs writing at
 * the same time the last writer owns it and the other keeps polling.
 */
export function createStorageRefreshLock({
  storage,
  tabId,
  key = REFRESH_LOCK_NAME,
  timeoutMs = REFRESH_LOCK_TIMEOUT_MS,
  pollMs = REFRESH_LOCK_POLL_MS,
  settleMs = REFRESH_LOCK_SETTLE_MS,
  clock = systemClock,
}: StorageLockOptions): RefreshLock {
  let acquisitions = 0;

  /** Resolves with whether it had to wait for another tab. */
  async function acquire(owner: string): Promise<boolean> {
    let waited = false;
    for (;;) {
      const current = readLock(storage, key);
      const now = clock.now();
      if (current === null || current.expiresAt <= now) {
        storage.setItem(key, JSON.stringify({ owner, expiresAt: now + timeoutMs }));
        // Another tab may have written at the same time; its write reaches us within `settleMs`.
        await clock.sleep(settleMs);
        if (readLock(storage, key)?.owner === owner) return waited;
      } else {
        await clock.sleep(pollMs);
      }
      waited = true;
    }
  }

  function release(owner: string): void {
    if (readLock(storage, key)?.owner === owner) storage.removeItem(key);
  }

  return async <T>(task: (grant: LockGrant) => Promise<T>) => {
    acquisitions += 1;
    const owner = `${tabId}:${acquisitions}`;
    const waited = await acquire(owner);
    try {
      return await withTimeout(() => task({ waited }), timeoutMs, clock);
    } finally {
      release(owner);
    }
  };
}

function randomTabId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/** Web Locks where the browser has them, otherwise the localStorage lock. */
export function createBrowserRefreshLock(): RefreshLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') return createWebLocksRefreshLock({ locks });
  return createStorageRefreshLock({ storage: window.localStorage, tabId: randomTabId() });
}
