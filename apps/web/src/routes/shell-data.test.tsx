import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { acme, apiPath, demoHandlers, demoUser, page, webshop } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

/** Resolves once every path in `paths` has been requested, or rejects after `ms`. */
function whenRequested(seen: Set<string>, paths: string[], ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + ms;
    const check = () => {
      if (paths.every((path) => seen.has(path))) resolve();
      else if (Date.now() > deadline)
        reject(new Error(`not requested before the user: ${paths.filter((p) => !seen.has(p))}`));
      else setTimeout(check, 10);
    };
    check();
  });
}

describe('the first screen of a route (no request chain)', () => {
  it("requests the organisation, its projects, the switcher's list, the menu's features and the announcements while the user is still loading", async () => {
    const seen = new Set<string>();
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      seen.add(url.pathname);
    });
    const firstScreen = [
      '/api/accounts/1',
      '/api/accounts/1/projects',
      '/api/accounts',
      '/api/accounts/1/features',
      '/api/announcements',
    ];
    server.use(
      // The user answers only once everything else has been asked for: a chain that waits for
      // the user before asking would never get here, and the page would not load.
      http.get(apiPath('/user'), async () => {
        await whenRequested(seen, firstScreen);
        return HttpResponse.json(demoUser);
      }),
      http.get(apiPath('/announcements'), () =>
        HttpResponse.json({
          data: [
            {
              id: 7,
              heading: 'Maintenance',
              message: '<p>Imports pause on Sunday <img src=x onerror=alert(1)></p>',
              type: 'info',
              icon: null,
              linkUrl: null,
              linkLabel: null,
              permanent: false,
            },
          ],
        }),
      ),
      http.get(apiPath('/accounts/1/projects'), () => HttpResponse.json(page([webshop]))),
      ...demoHandlers(),
    );

    renderApp(`/overview/account/${acme.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: acme.company })).toBeVisible();
    // The strip is there with the page's first render, sanitised.
    const strip = screen.getByRole('region', { name: /announcements/i });
    expect(strip).toHaveTextContent('Imports pause on Sunday');
    expect(strip.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: webshop.name })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it("does not ask for a linked page's data when the link is only preloaded", async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).pathname);
    });
    server.use(...demoHandlers());
    const { router } = renderApp(`/overview/account/${acme.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: acme.company })).toBeVisible();
    seen.length = 0;
    await router.preloadRoute({
      to: '/dashboard/site/$siteId/version/$version',
      params: { siteId: 100, version: 1 },
    });
    expect(seen).not.toContain('/api/sites/100');
    expect(seen).not.toContain('/api/sites/100/features');
    expect(seen).not.toContain('/api/sites/100/status');
    server.events.removeAllListeners();
  });
});
