import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { featureHandlers } from '../features/shell/components/shell-test-handlers';
import type * as SessionModule from '../lib/auth/session';
import { acme, apiPath, demoHandlers, demoUser, forbidden } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { completeLogin, logout, startLogin } from '../lib/auth/session';

vi.mock('../lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  logout: vi.fn(() => Promise.resolve()),
  startLogin: vi.fn(() => Promise.resolve()),
  completeLogin: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(startLogin).mockClear();
  vi.mocked(logout).mockClear();
});

describe('/', () => {
  it('opens the remembered account when it is among several', async () => {
    localStorage.setItem('feedline.account.last', '2');
    server.use(...demoHandlers());
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Globex' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/overview/account/2');
  });

  it('opens the first account without a usable memory', async () => {
    localStorage.setItem('feedline.account.last', '99');
    server.use(...demoHandlers());
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/overview/account/1');
  });

  it('shows the empty state without organisations', async () => {
    server.use(...demoHandlers({ accounts: [] }));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No organisation yet' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });
});

describe('not found and access denied (spec §8)', () => {
  it('shows not found for malformed ids without asking the API', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    server.use(...demoHandlers());
    renderApp('/overview/account/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(requested.filter((path) => path.startsWith('/api/accounts/'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows not found for unknown paths, with a way back', async () => {
    server.use(...demoHandlers());
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('goes to not found when the API does not know the id', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/overview/account/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('goes to access denied (inaccessible) on a 403', async () => {
    server.use(
      http.get(apiPath('/projects/55'), () => forbidden('inaccessible')),
      ...demoHandlers(),
    );
    const { router } = renderApp('/overview/project/55');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is not accessible' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/access-denied');
    expect(router.state.location.search).toEqual({ reason: 'inaccessible' });
  });

  it('defaults the access-denied reason to unauthorized', async () => {
    server.use(...demoHandlers());
    renderApp('/access-denied');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not authorised' }),
    ).toBeVisible();
  });
});

describe('guard', () => {
  it('sends unauthenticated users to the login with their target', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/overview/account/1?hl=de', { isSignedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({
      redirectUrl: '/overview/account/1?hl=de',
      hl: 'de',
    });
    await waitFor(() =>
      expect(startLogin).toHaveBeenCalledWith({
        returnTo: '/overview/account/1?hl=de',
        locale: 'de',
      }),
    );
  });

  it('returns to the redirectUrl given to /logout after the next login', async () => {
    localStorage.setItem('feedline.auth.return-to', '/overview/project/10');
    server.use(...demoHandlers());
    renderApp('/', { isSignedIn: false });
    await waitFor(() =>
      expect(startLogin).toHaveBeenCalledWith({ returnTo: '/overview/project/10' }),
    );
    expect(localStorage.getItem('feedline.auth.return-to')).toBeNull();
  });

  it('/login without redirectUrl comes back to the logout-redirect address', async () => {
    renderApp('/login', { isSignedIn: false });
    await waitFor(() =>
      expect(startLogin).toHaveBeenCalledWith({ returnTo: 'http://localhost:3000/' }),
    );
  });

  it('sends unverified users to /unverified, whose button logs out', async () => {
    server.use(http.get(apiPath('/user'), () => forbidden('unverified-user')));
    const { router, user } = renderApp('/overview/account/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is not verified yet' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Return to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    await waitFor(() =>
      expect(logout).toHaveBeenCalledWith({ redirectUrl: 'http://localhost:3000/' }),
    );
  });

  it.each(['unauthorized-user', 'inactive-user'])('sends %s to /unauthorized', async (key) => {
    server.use(http.get(apiPath('/user'), () => forbidden(key)));
    const { router } = renderApp('/overview/account/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You can't access this page" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('blocks navigation when the user cannot be loaded', async () => {
    // React reports the error the route's error boundary catches; that is the expected path.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The organisation is asked for beside the user (no request chain, docs/adr/0025); it is
    // never shown while the user cannot be loaded.
    server.use(
      http.get(apiPath('/user'), () => new HttpResponse(null, { status: 500 })),
      http.get(apiPath('/accounts/1'), () => HttpResponse.json(acme)),
      ...demoHandlers(),
    );
    renderApp('/overview/account/1');
    expect(
      await screen.findByText(
        'Your user profile could not be loaded, so the page cannot be opened.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Acme Corp' })).toBeNull();
    expect(screen.queryByText('Acme Corp')).toBeNull();
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });
});

describe('/auth/callback', () => {
  it('completes the sign-in and returns to the target', async () => {
    vi.mocked(completeLogin).mockResolvedValue('http://localhost:3000/overview/project/10');
    server.use(...demoHandlers());
    const { router } = renderApp('/auth/callback?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Webshop' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/overview/project/10');
  });

  it('refuses to return to a foreign site', async () => {
    vi.mocked(completeLogin).mockResolvedValue('https://evil.example/phish');
    server.use(...demoHandlers());
    const { router } = renderApp('/auth/callback?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/overview/account/1');
  });

  it('offers to sign in again when the callback fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(completeLogin).mockRejectedValue(new Error('No matching state found'));
    renderApp('/auth/callback?code=abc&state=xyz', { isSignedIn: false });
    expect(await screen.findByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/login',
    );
    consoleError.mockRestore();
  });
});

describe('language', () => {
  it("follows the user's language and sets <html lang>", async () => {
    server.use(...demoHandlers({ user: { ...demoUser, language: 'de-DE' } }));
    renderApp('/overview/account/1');
    expect(await screen.findByRole('navigation', { name: 'Menü' })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
  });
});

const menu = () => screen.getByRole('navigation', { name: 'Menu' });

describe('the shell on platform pages', () => {
  it('lists the projects as links to their overview', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const { user, router } = renderApp('/overview/account/1');

    const project = await screen.findByRole('link', { name: 'Webshop' });
    expect(screen.getByText('Sites: 2')).toBeVisible();
    await user.click(project);

    expect(await screen.findByRole('heading', { level: 1, name: 'Webshop' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/overview/project/10');
    expect(within(menu()).getByRole('link', { name: 'Order sync' })).toHaveAttribute(
      'href',
      '/order-sync/project/10',
    );
    await waitFor(() => expect(document.title).toBe('Webshop - Feedline'));
  });

  it('signs out through /logout', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const { user, router } = renderApp('/overview/account/1');

    await user.click(await screen.findByRole('button', { name: 'User menu of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('honours fullscreen=true on real platform pages', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderApp('/overview/account/1?fullscreen=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Areas' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it("leads from the rail's Settings link to the organisation settings page", async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const { router } = renderApp('/overview/account/1');
    const rail = await screen.findByRole('navigation', { name: 'Areas' });
    const settings = within(rail).getByRole('link', { name: 'Settings (opens in a new tab)' });

    // The link opens a new tab; this tab goes to its address instead.
    await router.navigate({ href: settings.getAttribute('href')! });
    // The empty child shows the details.
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/organisation-settings/account/1/details'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
  });
});
