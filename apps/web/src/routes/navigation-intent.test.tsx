import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, demoHandlers, page, webshop } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { createAppRouter } from '../app/router';
import { clearTokens, storeTokens } from '../lib/auth/token-store';
import { firstScreenFormats, startFirstScreen } from './navigation-intent';

/** Counts the GETs of the project page's own data; answers them once `release` is called. */
function heldProject() {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const asked: string[] = [];
  server.use(
    http.get(apiPath('/projects/10'), async ({ request }) => {
      asked.push(new URL(request.url).pathname);
      await held;
      return HttpResponse.json(webshop);
    }),
  );
  return { asked, release: () => release() };
}

describe('a pressed link starts its page (navigation intent)', () => {
  it('asks for the next page’s data when the link is pressed, once, before the click', async () => {
    server.use(...demoHandlers());
    const project = heldProject();
    const { router, user } = renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    const link = await screen.findByRole('link', { name: /Webshop/ });

    fireEvent.pointerDown(link, { button: 0 });
    await expect.poll(() => project.asked).toEqual(['/api/projects/10']);
    // Pressed, not followed yet: the page shown is still the organisation's.
    expect(router.state.location.pathname).toBe('/overview/account/1');

    await user.click(link);
    project.release();
    await screen.findByRole('heading', { level: 1, name: 'Webshop' });
    // The click found the request on its way: the project was asked for once.
    expect(project.asked).toEqual(['/api/projects/10']);
  });

  it('does nothing for a press with a modifier key, another button or the page shown', async () => {
    server.use(...demoHandlers());
    const project = heldProject();
    renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    const link = await screen.findByRole('link', { name: /Webshop/ });

    fireEvent.pointerDown(link, { button: 0, ctrlKey: true });
    fireEvent.pointerDown(link, { button: 0, metaKey: true });
    fireEvent.pointerDown(link, { button: 1 });
    fireEvent.pointerDown(link, { button: 2 });
    // The link of the page shown (the organisation in the menu) starts nothing either.
    const here = screen.getAllByRole('link', { current: 'page' })[0]!;
    fireEvent.pointerDown(here, { button: 0 });
    fireEvent.pointerDown(document.body, { button: 0 });

    // A plain press of another link, asked for after any request the presses above made.
    const sentinel: string[] = [];
    server.use(
      http.get(apiPath('/projects/20'), ({ request }) => {
        sentinel.push(new URL(request.url).pathname);
        return HttpResponse.json({ ...webshop, id: 20 });
      }),
      http.get(apiPath('/projects/20/sites'), () => HttpResponse.json(page([]))),
    );
    const another = document.createElement('a');
    another.href = '/overview/project/20';
    document.body.append(another);
    fireEvent.pointerDown(another, { button: 0 });
    await expect.poll(() => sentinel).toEqual(['/api/projects/20']);
    expect(project.asked).toEqual([]);
    another.remove();
    project.release();
  });
});

describe('the first screen as the app starts', () => {
  const start = (path: string) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createAppRouter(queryClient, {
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    const started = startFirstScreen(router, queryClient);
    return Object.assign(queryClient, { started });
  };

  it('asks for the user and the route’s data before anything has rendered', async () => {
    storeTokens({ access_token: 'test-access', refresh_token: 'test-refresh' });
    const asked = new Set<string>();
    server.events.on('request:start', ({ request }) => {
      asked.add(new URL(request.url).pathname);
    });
    server.use(...demoHandlers());
    expect(start('/overview/account/1').started).toBe(true);
    await expect
      .poll(() => [...asked].sort())
      .toEqual(
        expect.arrayContaining([
          '/api/user',
          '/api/accounts',
          '/api/accounts/1',
          '/api/accounts/1/features',
          '/api/accounts/1/projects',
          '/api/announcements',
        ]),
      );
    server.events.removeAllListeners();
  });

  it('builds the reader’s formatters ahead only for a first screen that writes numbers or dates', () => {
    const routerAt = (path: string) =>
      createAppRouter(new QueryClient(), {
        history: createMemoryHistory({ initialEntries: [path] }),
      });
    // The overviews' health summaries write when the newest import was.
    expect(firstScreenFormats(routerAt('/overview/account/1'))).toBe(true);
    expect(firstScreenFormats(routerAt('/overview/project/10'))).toBe(true);
    // A page of an embedded screen writes nothing itself: its screen formats in its own frame.
    expect(firstScreenFormats(routerAt('/dashboard/site/100/version/1'))).toBe(false);
    expect(firstScreenFormats(routerAt('/data-view/site/100'))).toBe(false);
  });

  it('asks for nothing without a session, or for a page outside the signed-in app', () => {
    server.use(...demoHandlers());
    clearTokens();
    const withoutSession = start('/overview/account/1');
    expect(withoutSession.getQueryCache().getAll()).toEqual([]);
    expect(withoutSession.started).toBe(false);
    storeTokens({ access_token: 'test-access', refresh_token: 'test-refresh' });
    const signInPage = start('/login');
    expect(signInPage.getQueryCache().getAll()).toEqual([]);
    expect(signInPage.started).toBe(false);
  });
});
