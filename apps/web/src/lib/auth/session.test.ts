import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, refreshTokens, setRefreshLock, startLogin } from './session';
import { storeTokens } from './token-store';

const userManager = {
  getUser: vi.fn(),
  signinSilent: vi.fn(),
  signinRedirect: vi.fn(),
  signoutRedirect: vi.fn(),
  clearStaleState: vi.fn(),
  removeUser: vi.fn(),
};

vi.mock('./user-manager', () => ({ getUserManager: () => Promise.resolve(userManager) }));

beforeEach(() => {
  for (const mock of Object.values(userManager)) mock.mockReset();
  setRefreshLock((task) => task({ waited: false }));
});

describe('refreshTokens', () => {
  it('renews with the refresh token and stores the new tokens', async () => {
    storeTokens({ access_token: 'old', refresh_token: 'r-old' });
    userManager.getUser.mockResolvedValue({ refresh_token: 'r-old' });
    userManager.signinSilent.mockResolvedValue({ access_token: 'new', refresh_token: 'r-new' });

    await expect(refreshTokens('old')).resolves.toBe(true);
    expect(localStorage.getItem('access')).toBe('new');
    expect(localStorage.getItem('refresh')).toBe('r-new');
  });

  it('runs one refresh for concurrent callers', async () => {
    storeTokens({ access_token: 'old', refresh_token: 'r-old' });
    userManager.getUser.mockResolvedValue({ refresh_token: 'r-old' });
    userManager.signinSilent.mockResolvedValue({ access_token: 'new', refresh_token: 'r-new' });

    const results = await Promise.all([refreshTokens('old'), refreshTokens('old')]);
    expect(results).toEqual([true, true]);
    expect(userManager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('does not refresh again when the token was renewed meanwhile', async () => {
    storeTokens({ access_token: 'already-new' });
    await expect(refreshTokens('old')).resolves.toBe(true);
    expect(userManager.signinSilent).not.toHaveBeenCalled();
  });

  it('fails without a refresh token or when the identity server refuses', async () => {
    storeTokens({ access_token: 'old' });
    userManager.getUser.mockResolvedValue({});
    await expect(refreshTokens('old')).resolves.toBe(false);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    userManager.getUser.mockResolvedValue({ refresh_token: 'r' });
    userManager.signinSilent.mockRejectedValue(new Error('invalid_grant'));
    await expect(refreshTokens('old')).resolves.toBe(false);
    warn.mockRestore();
  });

  it('runs inside the installed lock', async () => {
    let lockCount = 0;
    setRefreshLock((task) => {
      lockCount += 1;
      return task({ waited: false });
    });
    storeTokens({ access_token: 'x' });
    await refreshTokens('x');
    expect(lockCount).toBe(1);
  });
});

describe('startLogin', () => {
  it('cleans stale state and redirects with returnTo and the locale', async () => {
    await startLogin({ returnTo: '/overview/account/1', locale: 'de' });
    expect(userManager.clearStaleState).toHaveBeenCalled();
    expect(userManager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/overview/account/1' },
      ui_locales: 'de',
      extraQueryParams: { hl: 'de' },
    });
  });

  it('sends no locale parameters without hl', async () => {
    await startLogin({ returnTo: '/' });
    expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } });
  });

  it('asks for a fresh sign-in through the organisation’s SSO (the SSO test link)', async () => {
    await startLogin({ returnTo: '/', locale: 'fr', sso: 'acme' });
    expect(userManager.signinRedirect).toHaveBeenCalledWith({
      state: { returnTo: '/' },
      ui_locales: 'fr',
      extraQueryParams: { hl: 'fr', sso: 'acme' },
      prompt: 'login',
    });
  });
});

describe('logout', () => {
  it('removes the tokens, remembers the redirect and signs out at the identity server', async () => {
    storeTokens({ access_token: 'a', refresh_token: 'r' });
    await logout({ redirectUrl: '/overview/project/2' });
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
    expect(localStorage.getItem('feedline.auth.return-to')).toBe('/overview/project/2');
    expect(userManager.signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('forgets the pages this browser opened: what they asked for and how they looked', async () => {
    storeTokens({ access_token: 'a', refresh_token: 'r' });
    localStorage.setItem('feedline.first-requests', '{"/":["/api/user"]}');
    localStorage.setItem('feedline.kept-screens', '{"user":"1","screens":[]}');
    const cover = document.body.appendChild(document.createElement('div'));
    cover.id = 'feedline-kept-screen';

    await logout();

    expect(localStorage.getItem('feedline.first-requests')).toBeNull();
    expect(localStorage.getItem('feedline.kept-screens')).toBeNull();
    expect(cover.isConnected).toBe(false);
  });
});
