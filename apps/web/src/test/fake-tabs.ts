import type { LockStorage } from '../lib/auth/refresh-lock';

/** A localStorage shared by simulated tabs, counting reads. */
export function fakeStorage(): LockStorage & { reads: number; entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    reads: 0,
    getItem(key) {
      this.reads += 1;
      return entries.get(key) ?? null;
    },
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/**
 * An in-memory LockManager shared by simulated tabs: requests for a name run one at a time, and
 * `ifAvailable` gets `null` while the name is held, as with the Web Locks API.
 */
export function fakeLockManager(): Pick<LockManager, 'request'> {
  const queues = new Map<string, Promise<unknown>>();
  const held = new Map<string, number>();
  return {
    request: ((
      name: string,
      options: LockOptions,
      callback: (lock: Lock | null) => Promise<unknown>,
    ) => {
      if (options.ifAvailable && (held.get(name) ?? 0) > 0) return callback(null);
      held.set(name, (held.get(name) ?? 0) + 1);
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous
        .catch(() => undefined)
        .then(() => callback({ name, mode: 'exclusive' } as Lock))
        .finally(() => held.set(name, (held.get(name) ?? 1) - 1));
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    }) as LockManager['request'],
  };
}

/**
 * localStorage as browsers give it to several tabs: each tab reads its own copy, and what one
 * tab writes reaches the others `lagMs` later.
 */
export function laggingTabStorages(lagMs: number, tabs: number): LockStorage[] {
  const copies = Array.from({ length: tabs }, () => new Map<string, string | null>());
  return copies.map((own) => ({
    getItem: (key) => own.get(key) ?? null,
    setItem: (key, value) => {
      own.set(key, value);
      for (const other of copies) {
        if (other !== own) setTimeout(() => other.set(key, value), lagMs);
      }
    },
    removeItem: (key) => {
      own.set(key, null);
      for (const other of copies) {
        if (other !== own) setTimeout(() => other.set(key, null), lagMs);
      }
    },
  }));
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}
