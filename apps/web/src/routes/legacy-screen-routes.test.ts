import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import de from '../locales/de/embedded-frame.json';
import en from '../locales/en/embedded-frame.json';
import fr from '../locales/fr/embedded-frame.json';
import { MENU_ITEMS } from '../features/shell/model/menu-items';
import { catchAllRoute } from './error-routes';
import { LEGACY_REDIRECTS } from './legacy-redirects';
import { legacyScreens, SHELL_ROUTE_TARGETS } from './legacy-screens';
import { routeTree } from './route-tree';

const router = createRouter({
  routeTree,
  context: { queryClient: new QueryClient() },
  history: createMemoryHistory(),
});

/** The route a path lands on, by the router's own matching (params parsed, no guards run). */
function routeOf(pathname: string) {
  return router.getMatchedRoutes(pathname)[2];
}

const landsOnPage = (pathname: string) => {
  const route = routeOf(pathname);
  return route !== undefined && route.id !== catchAllRoute.id;
};

/** A target of the redirect list as the user reaches it: ids filled in, query aside. */
const reachable = (template: string) => (template.split('?', 1)[0] ?? '').replace(/:\w+/g, '7');

describe('routes of the legacy redirect targets (spec §2.11, §2.16)', () => {
  it.each(LEGACY_REDIRECTS.map((redirect) => [reachable(redirect.to)]))('%s has a page', (path) => {
    expect(landsOnPage(path)).toBe(true);
  });

  it('generates a route for every target without a shell route, once each', () => {
    const generated = legacyScreens().map((screen) => `/${screen.path}`);
    expect(new Set(generated).size).toBe(generated.length);
    expect(generated).toContain('/rules/site/$siteId');
    expect(generated).toContain('/external-authentication/provider/walmart');
    expect(generated).toContain('/dashboard/site/$siteId');
    for (const target of SHELL_ROUTE_TARGETS) {
      expect(generated).not.toContain(target.replace(/:/g, '$'));
    }
  });

  it('names every generated screen in en, de and fr', () => {
    for (const { screen } of legacyScreens()) {
      for (const translations of [en, de, fr]) {
        expect(Object.keys(translations.screens), screen).toContain(screen);
      }
    }
  });

  it('gives pages below an area their own name', () => {
    const screenOf = (path: string) =>
      legacyScreens().find((screen) => screen.path === path)?.screen;
    expect(screenOf('user-management/account/$accountId/invite-users')).toBe('invite-users');
    expect(screenOf('exports/site/$siteId/channel/$channelId/history')).toBe('channel-history');
    expect(screenOf('ftp/account/$accountId')).toBe('ftp');
  });

  it.each([
    ['/ftp/account/abc'],
    ['/ftp/account/0'],
    ['/exports/site/7/channel/07/setup'],
    ['/error-log/site/7/error/-1'],
    ['/user-management/account/7/user/1e3'],
    ['/external-authentication/provider/unknown'],
  ])('does not match the malformed %s (not found)', (path) => {
    expect(landsOnPage(path)).toBe(false);
  });
});

describe('menu items (spec §2.4)', () => {
  it.each(MENU_ITEMS.filter((item) => item.route.startsWith('/')).map((item) => [item.route]))(
    '%s lands on a page',
    (route) => {
      expect(landsOnPage(route.replace(/\{\w+\}/g, '7'))).toBe(true);
    },
  );
});
