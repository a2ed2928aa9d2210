import {
  REFRESH_LOCK_POLL_MS,
  systemClock,
  type Clock,
  type LockGrant,
  type RefreshLock,
} from './refresh-lock';
import type { TokenSet } from './token-store';
import { isValidFor } from './token-validity';

/** Minimum validity of a token after a refresh (spec §7, §9). */
export const MIN_TOKEN_VALIDITY_SECONDS = 300;

/**
 * How long a tab that had to wait for the lock watches its localStorage for the tokens the other
 * tab stored: browsers hand localStorage changes to other tabs asynchronously, and the lock can
 * be granted before the change arrives.
 */
export const STORAGE_SETTLE_MS = 1_000;

export interface TokenRefresherDeps {
  lock: RefreshLock;
  readAccessToken: () => string | null;
  storeTokens: (tokens: TokenSet) => void;
  /**
   * Redeems the refresh token at the identity server. It must read the refresh token from the
   * shared store at call time (another tab may have rotated it); null when there is none.
   */
  renew: () => Promise<TokenSet | null>;
  clock?: Clock;
  minValiditySeconds?: number;
  settleMs?: number;
  onError?: (error: unknown) => void;
}

export type RefreshTokens = (usedToken?: string | null) => Promise<boolean>;

/**
 * One tab's token refresh. Callers in the tab share one run; tabs share the lock. Inside the
 * lock the stored access token is read again (after waiting for the other tab's write to arrive
 * when the lock was taken): when another tab already stored a different one that is still valid
 * for 300 s, it is used as is, so N tabs make exactly one refresh call and no tab replays a
 * rotated refresh token (which would revoke the grant and log everybody out).
 */
export function createTokenRefresher({
  lock,
  readAccessToken,
  storeTokens,
  renew,
  clock = systemClock,
  minValiditySeconds = MIN_TOKEN_VALIDITY_SECONDS,
  settleMs = STORAGE_SETTLE_MS,
  onError = (error) => console.warn('Token refresh failed.', error),
}: TokenRefresherDeps): RefreshTokens {
  let inFlight: Promise<boolean> | undefined;

  /** Polls (every 50 ms, at most `settleMs`) until the stored token is no longer the refused one. */
  async function awaitOtherTabsTokens(failedToken: string | null): Promise<void> {
    const deadline = clock.now() + settleMs;
    while (readAccessToken() === failedToken && clock.now() < deadline) {
      await clock.sleep(REFRESH_LOCK_POLL_MS);
    }
  }

  async function refreshUnderLock(
    failedToken: string | null,
    grant: LockGrant | undefined,
  ): Promise<boolean> {
    if (grant?.waited) await awaitOtherTabsTokens(failedToken);
    const stored = readAccessToken();
    if (stored && stored !== failedToken && isValidFor(stored, minValiditySeconds, clock.now())) {
      return true;
    }
    const tokens = await renew();
    if (!tokens?.access_token) return false;
    storeTokens(tokens);
    return true;
  }

  /**
   * `usedToken` is the token the refused request carried (default: the stored one). Resolves
   * false when the session cannot be renewed.
   */
  return (usedToken) => {
    const failedToken = usedToken === undefined ? readAccessToken() : usedToken;
    inFlight ??= lock((grant) => refreshUnderLock(failedToken, grant))
      .catch((error: unknown) => {
        onError(error);
        return false;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
