import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouteMatch, AnyRouter } from '@tanstack/react-router';
import { prefetchShellData } from './shell-data';

/** What a route's component may offer the router beside rendering. */
export interface RouteComponentHooks {
  preload?: () => Promise<void>;
  openAhead?: (params: Readonly<Record<string, unknown>>, searchStr: string) => void;
}

export type RouteMatches = ReadonlyArray<AnyRouteMatch>;

function componentOf(router: AnyRouter, routeId: string): RouteComponentHooks | undefined {
  const route = (router.routesById as Record<string, { options: { component?: unknown } }>)[
    routeId
  ];
  return route?.options.component as RouteComponentHooks | undefined;
}

/**
 * The code a navigation renders (`matches`, of a location with `searchStr`): every page's chunk is
 * requested as soon as the route is known, and a page with an embedded screen starts that screen in
 * the frame loaded ahead (`openFrame`; a new view of the same page is the frame's own business).
 */
export function startRouteCode(
  router: AnyRouter,
  matches: RouteMatches,
  searchStr: string,
  { openFrame }: { openFrame: boolean },
): void {
  for (const match of matches) {
    const component = componentOf(router, match.routeId);
    void component?.preload?.();
    if (openFrame) component?.openAhead?.(match.params, searchStr);
  }
}

/**
 * The data the first screen of a signed-in route needs: the shell's (switcher, menu, level) and
 * what its pages declare (`staticData.prefetch`), all requested at once (ARCHITECTURE.md §9).
 */
export function startRouteData(
  queryClient: QueryClient,
  matches: RouteMatches,
  pathname: string,
): void {
  const params = (matches.at(-1)?.params ?? {}) as Record<string, unknown>;
  void prefetchShellData(queryClient, params, pathname);
  for (const match of matches) match.staticData.prefetch?.(queryClient, params);
}

/** The same-document link a primary press without modifier keys would follow, if any. */
export function linkPressed(event: PointerEvent): URL | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
    return null;
  }
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}
