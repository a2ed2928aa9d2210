import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLockManager, fakeStorage, laggingTabStorages } from '../../test/fake-tabs';
import { jwtWithExp } from '../../test/tokens';
import {
  createStorageRefreshLock,
  createWebLocksRefreshLock,
  REFRESH_LOCK_SETTLE_MS,
  type LockStorage,
  type RefreshLock,
} from './refresh-lock';
import { createTokenRefresher, STORAGE_SETTLE_MS } from './token-refresher';

const OIDC_USER_KEY = 'oidc.user:test';

/**
 * An identity server that rotates refresh tokens and, like ours, revokes the whole grant when a
 * refresh token is replayed.
 */
function fakeIdentityServer(storage: LockStorage) {
  let generation = 1;
  const server = {
    calls: 0,
    isRevoked: false,
    async redeem(refreshToken: string) {
      server.calls += 1;
      // The round trip takes a while, so that the other tabs pile up behind the lock.
      await new Promise((resolve) => setTimeout(resolve, 120));
      if (server.isRevoked || refreshToken !== `r${generation}`) {
        server.isRevoked = true;
        throw new Error('invalid_grant');
      }
      generation += 1;
      return {
        access_token: jwtWithExp(Math.floor(Date.now() / 1000) + 600, { gen: generation }),
        refresh_token: `r${generation}`,
      };
    },
  };
  storage.setItem(OIDC_USER_KEY, JSON.stringify({ refresh_token: 'r1' }));
  return server;
}

/** One browser tab: its own refresher and lock instance over the shared storage. */
function openTab(
  storage: LockStorage,
  server: ReturnType<typeof fakeIdentityServer>,
  lock: RefreshLock,
) {
  return createTokenRefresher({
    lock,
    readAccessToken: () => storage.getItem('access'),
    storeTokens: (tokens) => {
      storage.setItem('access', tokens.access_token);
      if (tokens.refresh_token) storage.setItem('refresh', tokens.refresh_token);
    },
    // Like oidc-client-ts: the stored user is read on every call.
    renew: async () => {
      const user = JSON.parse(storage.getItem(OIDC_USER_KEY) ?? '{}') as { refresh_token?: string };
      if (!user.refresh_token) return null;
      const tokens = await server.redeem(user.refresh_token);
      storage.setItem(OIDC_USER_KEY, JSON.stringify({ refresh_token: tokens.refresh_token }));
      return tokens;
    },
    onError: () => {},
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  [
    'the localStorage lock',
    (storage: LockStorage, tab: string) => createStorageRefreshLock({ storage, tabId: tab }),
  ],
  [
    'Web Locks',
    (() => {
      const locks = fakeLockManager();
      return () => createWebLocksRefreshLock({ locks });
    })(),
  ],
] as const)('two tabs refreshing at once with %s', (_name, lockFor) => {
  it('make exactly one refresh call, and both get the new token', async () => {
    const storage = fakeStorage();
    const server = fakeIdentityServer(storage);
    storage.setItem('access', 'expired');
    const tabA = openTab(storage, server, lockFor(storage, 'a'));
    const tabB = openTab(storage, server, lockFor(storage, 'b'));

    const results = Promise.all([tabA('expired'), tabB('expired'), tabB('expired')]);
    await vi.advanceTimersByTimeAsync(1_000);

    await expect(results).resolves.toEqual([true, true, true]);
    expect(server.calls).toBe(1);
    expect(server.isRevoked).toBe(false);
    expect(storage.getItem('access')).not.toBe('expired');
    expect(storage.getItem('refresh')).toBe('r2');
  });

  it('use the refresh token another tab rotated for the next refresh', async () => {
    const storage = fakeStorage();
    const server = fakeIdentityServer(storage);
    storage.setItem('access', 'expired');
    const tabA = openTab(storage, server, lockFor(storage, 'a'));
    const tabB = openTab(storage, server, lockFor(storage, 'b'));

    const first = tabA('expired');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(first).resolves.toBe(true);

    // Ten minutes later the token tab A stored has expired in tab B as well.
    vi.advanceTimersByTime(11 * 60_000);
    const second = tabB(storage.getItem('access'));
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(second).resolves.toBe(true);
    expect(server.calls).toBe(2);
    expect(server.isRevoked).toBe(false);
    expect(storage.getItem('refresh')).toBe('r3');
  });
});

describe.each([
  [
    'Web Locks',
    () => {
      const locks = fakeLockManager();
      return () => createWebLocksRefreshLock({ locks });
    },
  ],
  [
    'the localStorage lock',
    () => {
      const lockStorage = fakeStorage();
      return (tab: string) => createStorageRefreshLock({ storage: lockStorage, tabId: tab });
    },
  ],
] as const)(
  "two tabs whose localStorage shows the other tab's writes late, with %s",
  (_name, makeLocks) => {
    it('still make one refresh call: the waiting tab waits for the stored tokens', async () => {
      const lockFor = makeLocks();
      // Browsers pass localStorage writes to the other tabs asynchronously.
      const [viewA, viewB] = laggingTabStorages(200, 2) as [LockStorage, LockStorage];
      const server = fakeIdentityServer(viewA);
      viewA.setItem('access', 'expired');
      await vi.advanceTimersByTimeAsync(200);
      const tabA = openTab(viewA, server, lockFor('a'));
      const tabB = openTab(viewB, server, lockFor('b'));

      const results = Promise.all([tabA('expired'), tabB('expired')]);
      await vi.advanceTimersByTimeAsync(2_000);

      await expect(results).resolves.toEqual([true, true]);
      expect(server.calls).toBe(1);
      expect(server.isRevoked).toBe(false);
      expect(viewB.getItem('access')).toBe(viewA.getItem('access'));
    });

    it('refresh after the wait when the other tab stored nothing', async () => {
      const lockFor = makeLocks();
      const [viewA, viewB] = laggingTabStorages(200, 2) as [LockStorage, LockStorage];
      const server = fakeIdentityServer(viewA);
      viewA.setItem('access', 'expired');
      await vi.advanceTimersByTimeAsync(200);
      // Tab A holds the lock for something that stores no tokens (a failed refresh, say).
      const release = lockFor('a')(() => new Promise((resolve) => setTimeout(resolve, 100)));
      const tabB = openTab(viewB, server, lockFor('b'));

      const result = tabB('expired');
      await vi.advanceTimersByTimeAsync(STORAGE_SETTLE_MS - 1);
      expect(server.calls).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      await release;
      await expect(result).resolves.toBe(true);
      expect(server.calls).toBe(1);
    });
  },
);

describe('createTokenRefresher', () => {
  it('without the lock, two tabs replay the refresh token and lose the grant', async () => {
    // The control case: this is what the lock prevents.
    const storage = fakeStorage();
    const server = fakeIdentityServer(storage);
    const noLock: RefreshLock = (task) => task({ waited: false });
    const results = Promise.all([
      openTab(storage, server, noLock)('expired'),
      openTab(storage, server, noLock)('expired'),
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await results).toContain(false);
    expect(server.isRevoked).toBe(true);
  });

  it('refreshes again when the token another tab stored expires within 300 s', async () => {
    const storage = fakeStorage();
    const server = fakeIdentityServer(storage);
    storage.setItem('access', jwtWithExp(Math.floor(Date.now() / 1000) + 299));
    const result = openTab(
      storage,
      server,
      createStorageRefreshLock({ storage, tabId: 'a' }),
    )('failed-token');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe(true);
    expect(server.calls).toBe(1);
  });

  it('fails without a refresh token', async () => {
    const storage = fakeStorage();
    const server = fakeIdentityServer(storage);
    storage.removeItem(OIDC_USER_KEY);
    const tab = openTab(storage, server, (task) => task({ waited: false }));
    await expect(tab('expired')).resolves.toBe(false);
    expect(server.calls).toBe(0);
  });

  it('fails, reports and frees the lock when the identity server refuses', async () => {
    const storage = fakeStorage();
    const onError = vi.fn();
    const lock = createStorageRefreshLock({ storage, tabId: 'a' });
    const refresh = createTokenRefresher({
      lock,
      readAccessToken: () => 'expired',
      storeTokens: vi.fn(),
      renew: () => Promise.reject(new Error('invalid_grant')),
      onError,
    });
    const result = refresh('expired');
    await vi.advanceTimersByTimeAsync(REFRESH_LOCK_SETTLE_MS);
    await expect(result).resolves.toBe(false);
    expect(onError).toHaveBeenCalledWith(new Error('invalid_grant'));
    const next = lock(async () => 'free');
    await vi.advanceTimersByTimeAsync(REFRESH_LOCK_SETTLE_MS);
    await expect(next).resolves.toBe('free');
  });

  it('defaults the refused token to the stored one', async () => {
    const storeTokens = vi.fn();
    const refresh = createTokenRefresher({
      lock: (task) => task({ waited: false }),
      readAccessToken: () => 'stored',
      storeTokens,
      renew: async () => ({ access_token: 'new' }),
    });
    await expect(refresh()).resolves.toBe(true);
    expect(storeTokens).toHaveBeenCalledWith({ access_token: 'new' });
  });
});
