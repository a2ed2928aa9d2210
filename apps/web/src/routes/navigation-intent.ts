import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { hasSession } from '../lib/auth/token-store';
import { currentUserQueryOptions } from '../lib/current-user-query';
import { authenticatedRoute } from './authenticated-route';
import { linkPressed, startRouteCode, startRouteData, type RouteMatches } from './navigation-ahead';

/** The routes below the authenticated guard: their data is asked for with a session only. */
export function isSignedInRoute(matches: RouteMatches): boolean {
  return matches.some((match) => match.routeId === authenticatedRoute.id);
}

/**
 * A link to another page of the app was pressed: its code, its embedded screen and (on a signed-in
 * page) its data are started now, before the click that follows the press (a press lasts about as
 * long as those requests take). The click then finds them on their way; nothing is asked twice.
 */
export function startNavigationAhead(router: AnyRouter, queryClient: QueryClient, url: URL): void {
  const location = router.parseLocation({
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    href: `${url.pathname}${url.search}${url.hash}`,
    state: { __TSR_index: 0 },
  });
  if (location.pathname === router.state.location.pathname) return;
  const matches = router.matchRoutes(location);
  startRouteCode(router, matches, location.searchStr, { openFrame: true });
  if (isSignedInRoute(matches)) startRouteData(queryClient, matches, location.pathname);
}

/**
 * The first screen of the app as it starts: with a session, the user and the route's data are asked
 * for as soon as the router knows the address, beside React's first render instead of after it (the
 * router's guard runs once that render has mounted it, which at start takes as long again).
 * The guard then finds them on their way; without a session it sends to sign-in as before.
 * Returns whether it did (a signed-in page with a session).
 */
export function startFirstScreen(router: AnyRouter, queryClient: QueryClient): boolean {
  if (!hasSession()) return false;
  const location = router.latestLocation;
  const matches = router.matchRoutes(location);
  if (!isSignedInRoute(matches)) return false;
  void queryClient.prefetchQuery(currentUserQueryOptions());
  startRouteCode(router, matches, location.searchStr, { openFrame: false });
  startRouteData(queryClient, matches, location.pathname);
  return true;
}

/** Whether the first screen at the router's address writes numbers or dates (route data `formats`). */
export function firstScreenFormats(router: AnyRouter): boolean {
  return router
    .matchRoutes(router.latestLocation)
    .some((match) => match.staticData?.formats === true);
}

/** Starts the next page when one of its links is pressed (see {@link startNavigationAhead}). */
export function useNavigationIntent(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const url = linkPressed(event);
      if (url) startNavigationAhead(router, queryClient, url);
    };
    document.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
    return () => document.removeEventListener('pointerdown', onPointerDown, { capture: true });
  }, [router, queryClient]);
}
