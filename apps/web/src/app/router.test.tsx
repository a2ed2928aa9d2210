import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../lib/auth/session';
import { clearTokens } from '../lib/auth/token-store';
import { apiPath, demoHandlers, demoUser, webshop } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

vi.mock('../lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  startLogin: vi.fn(() => Promise.resolve()),
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('router behaviour (spec §2.3)', () => {
  it('runs the guards again on navigation to the same URL', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    // Signed out in another tab: the same URL again must not keep showing the page.
    clearTokens();
    await router.navigate({ to: '/overview/account/$accountId', params: { accountId: 1 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('loads the matched routes again on navigation to the same URL', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/access-denied');
    await screen.findByRole('heading', { level: 1, name: 'You are not authorised' });
    const loads = vi.fn();
    const unsubscribe = router.subscribe('onLoad', loads);
    await router.navigate({ href: '/access-denied' });
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    unsubscribe();
  });

  it('scrolls smoothly to the top after a navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    server.use(...demoHandlers());
    const { router, user } = renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    scrollTo.mockClear();
    await user.click(await screen.findByRole('link', { name: /Webshop/ }));
    await screen.findByRole('heading', { level: 1, name: 'Webshop' });
    expect(router.state.location.pathname).toBe('/overview/project/10');
    await waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }),
    );
  });

  it('keeps the shell on the page shown until the next page has loaded', async () => {
    server.use(...demoHandlers());
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    server.use(
      http.get(apiPath('/projects/10'), async () => {
        await held;
        return HttpResponse.json(webshop);
      }),
    );
    const { router } = renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const current = () => within(menu).getByRole('link', { current: 'page' }).getAttribute('href');
    expect(current()).toBe('/overview/account/1');
    void router.navigate({ href: '/overview/project/10' });
    // The project is on its way: the router's location is the next page's already, the menu
    // still the organisation's (its items, its current page), with the organisation's page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview/project/10'));
    expect(current()).toBe('/overview/account/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Corp' })).toBeInTheDocument();
    release();
    await screen.findByRole('heading', { level: 1, name: 'Webshop' });
    await waitFor(() => expect(current()).toBe('/overview/project/10'));
  });

  it('prefetches routes whose links become visible', () => {
    const { router } = renderApp('/no-access', { isSignedIn: false });
    expect(router.options.defaultPreload).toBe('viewport');
  });

  it.each([
    ['2g', { effectiveType: '2g' }],
    ['data saver', { saveData: true, effectiveType: '4g' }],
  ])('does not prefetch on %s', async (_name, connection) => {
    const { router } = renderApp('/no-access', { isSignedIn: false, connection: () => connection });
    const loaded = vi.fn();
    const result = await router.preloadRoute({ to: '/not-found' }).then(loaded);
    expect(result).toBeUndefined();
    expect(loaded).toHaveBeenCalledWith(undefined);
  });

  it('prefetches on a good connection', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/no-access', {
      connection: () => ({ effectiveType: '4g' }),
    });
    const matches = await router.preloadRoute({ to: '/not-found' });
    expect(matches?.some((match) => match.routeId.endsWith('/not-found'))).toBe(true);
  });
});

describe('language (spec §9)', () => {
  it('lets hl override the language of the user', async () => {
    server.use(...demoHandlers({ user: { ...demoUser, language: 'de' } }));
    renderApp('/access-denied?hl=fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accès non autorisé' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('uses the first two letters of the user language', async () => {
    server.use(...demoHandlers({ user: { ...demoUser, language: 'fr-CA' } }));
    renderApp('/access-denied');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accès non autorisé' }),
    ).toBeVisible();
  });
});
