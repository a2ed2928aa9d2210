import { createBrowserRefreshLock, type RefreshLock } from './refresh-lock';
import { savePendingReturnTo } from './return-to';
import { forgetFirstRequests } from '../first-requests';
import { forgetKeptScreens } from '../kept-screen';
import { createTokenRefresher, type RefreshTokens } from './token-refresher';
import { clearTokens, readAccessToken, storeTokens, type TokenSet } from './token-store';
import { getUserManager } from './user-manager';

export interface LoginOptions {
  /** Where the callback sends the user afterwards (absolute or in-app). */
  returnTo: string;
  /** Value of the `hl` query parameter, forwarded to the identity server's login page. */
  locale?: string | undefined;
  /** The address to fill in on the identity server's login page (OIDC `login_hint`). */
  loginHint?: string | undefined;
  /**
   * The SSO subdomain of an organisation: the identity server signs the user in through that
   * organisation's identity provider, even when a session exists already.
   */
  sso?: string | undefined;
}

interface LoginState {
  returnTo: string;
}

let loginInFlight: Promise<void> | undefined;

/** Starts the identity-provider login; the browser leaves the app. Repeated calls join. */
export function startLogin({ returnTo, locale, loginHint, sso }: LoginOptions): Promise<void> {
  loginInFlight ??= (async () => {
    const userManager = await getUserManager();
    await userManager.clearStaleState();
    const state: LoginState = { returnTo };
    const extraQueryParams = { ...(locale ? { hl: locale } : {}), ...(sso ? { sso } : {}) };
    await userManager.signinRedirect({
      state,
      ...(locale ? { ui_locales: locale } : {}),
      ...(Object.keys(extraQueryParams).length > 0 ? { extraQueryParams } : {}),
      ...(loginHint ? { login_hint: loginHint } : {}),
      ...(sso ? { prompt: 'login' } : {}),
    });
  })().finally(() => {
    loginInFlight = undefined;
  });
  return loginInFlight;
}

const callbacks = new Map<string, Promise<unknown>>();

/**
 * Completes the login on /auth/callback, stores the tokens and returns the saved target. A
 * callback URL is processed once (its state entry is consumed), repeated calls share the result.
 */
export function completeLogin(url: string = window.location.href): Promise<unknown> {
  let pending = callbacks.get(url);
  if (!pending) {
    pending = (async () => {
      const userManager = await getUserManager();
      const user = await userManager.signinRedirectCallback(url);
      storeTokens(user);
      await userManager.clearStaleState();
      return (user.state as Partial<LoginState> | undefined)?.returnTo;
    })();
    callbacks.set(url, pending);
  }
  return pending;
}

let logoutInFlight: Promise<void> | undefined;

/**
 * Removes the tokens and ends the identity-server session. `redirectUrl` becomes the target of the
 * next login. Idempotent: a second call while one is running joins it.
 */
export function logout({ redirectUrl }: { redirectUrl?: string | undefined } = {}): Promise<void> {
  logoutInFlight ??= (async () => {
    if (redirectUrl) savePendingReturnTo(redirectUrl);
    clearTokens();
    forgetFirstRequests();
    forgetKeptScreens();
    const userManager = await getUserManager();
    try {
      // Sends id_token_hint from the stored user and removes that user before leaving.
      await userManager.signoutRedirect();
    } catch (error) {
      console.warn('Sign-out at the identity server failed; continuing locally.', error);
      await userManager.removeUser();
      window.location.assign('/');
    }
  })().finally(() => {
    logoutInFlight = undefined;
  });
  return logoutInFlight;
}

let refreshLock: RefreshLock | undefined;

/** Tests only: replace the cross-tab lock (default: Web Locks, else the localStorage lock). */
export function setRefreshLock(lock: RefreshLock | undefined): void {
  refreshLock = lock;
}

/**
 * Redeems the refresh token of the OIDC client's stored user. oidc-client-ts keeps that user in
 * localStorage and reads it on every call, so a refresh token rotated by another tab is the one
 * used here.
 */
async function renewWithRefreshToken(): Promise<TokenSet | null> {
  const userManager = await getUserManager();
  const current = await userManager.getUser();
  if (!current?.refresh_token) return null;
  const user = await userManager.signinSilent();
  return user?.access_token ? user : null;
}

/**
 * Refreshes the tokens once for every caller that asks while a refresh runs, under the cross-tab
 * lock (see {@link createTokenRefresher}). `usedToken` is the token the refused request carried.
 * Resolves `false` when the session cannot be renewed.
 */
export const refreshTokens: RefreshTokens = createTokenRefresher({
  lock: (task) => {
    refreshLock ??= createBrowserRefreshLock();
    return refreshLock(task);
  },
  readAccessToken,
  storeTokens,
  renew: renewWithRefreshToken,
});
