import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_SCREEN_COVER_ID, KEPT_SCREENS_KEY, forgetKeptScreens } from '../lib/kept-screen';
import { authenticatedRoute } from '../routes/authenticated-route';
import { KEEP_AFTER_CHANGE_MS, keepScreens } from './keep-screens';

/** An access token as the identity server issues it (a JWT); only its claims matter here. */
const token = `e30.${btoa(JSON.stringify({ sub: 'user-1' })).replace(/=+$/, '')}.signature`;

/** The router as `keepScreens` sees it: its resolved navigations and its state. */
function fakeRouter(signedIn: boolean) {
  const listeners: Array<() => void> = [];
  const location = { href: '/overview/account/1' };
  const router = {
    state: {
      status: 'idle',
      matches: [
        { routeId: signedIn ? authenticatedRoute.id : '/auth/callback', status: 'success' },
      ],
      resolvedLocation: location,
    },
    latestLocation: location,
    subscribe: (_event: 'onResolved', listener: () => void) => listeners.push(listener),
    resolve(path: string) {
      window.history.replaceState(null, '', path);
      for (const listener of listeners) listener();
    },
  };
  return router;
}

const keptPaths = () =>
  (
    JSON.parse(localStorage.getItem(KEPT_SCREENS_KEY) ?? '{"screens":[]}') as {
      screens: { paths: string[]; html: string }[];
    }
  ).screens;

describe('the pages the app keeps for the next opening', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    localStorage.setItem('access', token);
    root = document.createElement('div');
    root.innerHTML = '<h1>Acme Retail</h1>';
  });
  afterEach(() => {
    forgetKeptScreens();
    vi.useRealTimers();
  });

  it('keeps a settled signed-in page under the address opened and the one it led to, then again when its data changes', async () => {
    window.history.replaceState(null, '', '/');
    const router = fakeRouter(true);
    const queryClient = new QueryClient();
    keepScreens(router as never, queryClient, root);
    // What the first script showed for this opening.
    const cover = document.body.appendChild(document.createElement('div'));
    cover.id = KEPT_SCREEN_COVER_ID;

    router.resolve('/overview/account/1');
    expect(cover.isConnected).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(keptPaths()).toEqual(
      [{ paths: ['/', '/overview/account/1'], html: '<h1>Acme Retail</h1>' }].map((screen) =>
        expect.objectContaining(screen),
      ),
    );

    // New data: kept again once it has been quiet for a moment, under the same addresses.
    root.innerHTML = '<h1>Acme Retail</h1><p>1 announcement</p>';
    queryClient.setQueryData(['announcements'], [1]);
    await vi.advanceTimersByTimeAsync(KEEP_AFTER_CHANGE_MS / 2);
    queryClient.setQueryData(['announcements'], [1, 2]);
    await vi.advanceTimersByTimeAsync(KEEP_AFTER_CHANGE_MS / 2);
    expect(keptPaths()[0]?.html).toBe('<h1>Acme Retail</h1>');
    await vi.advanceTimersByTimeAsync(KEEP_AFTER_CHANGE_MS);
    expect(keptPaths()).toEqual([
      expect.objectContaining({
        paths: ['/', '/overview/account/1'],
        html: '<h1>Acme Retail</h1><p>1 announcement</p>',
      }),
    ]);
  });

  it('keeps a page that settled even while its data keeps changing (a page left soon after is kept)', async () => {
    window.history.replaceState(null, '', '/overview/account/1');
    const router = fakeRouter(true);
    const queryClient = new QueryClient();
    keepScreens(router as never, queryClient, root);

    router.resolve('/overview/account/1');
    queryClient.setQueryData(['notifications'], [1]);
    await vi.advanceTimersByTimeAsync(100);

    expect(keptPaths()).toEqual([expect.objectContaining({ html: '<h1>Acme Retail</h1>' })]);
  });

  it('takes the kept screen away only once the first page, rendered in slices, is drawn', async () => {
    // An app that starts: its own first-render state (other tests' apps may have rendered).
    vi.resetModules();
    const { endFirstRender, startFirstRender } = await import('../lib/first-render');
    const { keepScreens: keepScreensOfNewApp } = await import('./keep-screens');
    const { authenticatedRoute: signedInRoute } = await import('../routes/authenticated-route');
    window.history.replaceState(null, '', '/overview/account/1');
    const router = fakeRouter(true);
    // The route as that app knows it.
    router.state.matches = [{ routeId: signedInRoute.id, status: 'success' }];
    keepScreensOfNewApp(router as never, new QueryClient(), root);
    const cover = document.body.appendChild(document.createElement('div'));
    cover.id = KEPT_SCREEN_COVER_ID;

    // The router has resolved, but its first page is still being rendered (ADR 0030).
    expect(startFirstRender()).toBe(true);
    router.resolve('/overview/account/1');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(cover.isConnected).toBe(true);
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();

    endFirstRender();
    expect(cover.isConnected).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(keptPaths()).toEqual([expect.objectContaining({ html: '<h1>Acme Retail</h1>' })]);
  });

  it('keeps nothing of a page outside the signed-in routes (the sign-in’s callback and its code)', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=secret&state=s');
    const router = fakeRouter(false);
    keepScreens(router as never, new QueryClient(), root);

    router.resolve('/auth/callback?code=secret&state=s');
    await vi.advanceTimersByTimeAsync(5_000);

    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  });
});
