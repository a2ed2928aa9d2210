import { parseId } from '@feedline/contracts/constants';
import { preloadTrendChart } from '../components/trend-section';
import { prefetchDashboard } from '../screens/dashboard/prefetch';
import { prefetchDataView } from '../screens/data-view/prefetch';
import { legacyRoutes } from '../screens/legacy/legacy-routes';
import type { ScreenPrefetchContext, ScreenRoute } from './screen';
import { defaultScreen } from './screen-module';

const dataView = {
  ...defaultScreen(() => import('../screens/data-view/data-view-screen')),
  prefetch: prefetchDataView,
};
const dataMap = defaultScreen(() => import('../screens/data-map/data-map-screen'));
const dataFlow = defaultScreen(() => import('../screens/data-flow/data-flow-screen'));
const designer = defaultScreen(() => import('../screens/designer/designer-screen'));
const dashboard = {
  ...defaultScreen(() => import('../screens/dashboard/dashboard-screen')),
  prefetch: prefetchDashboard,
};

/** The screens of spec §2.11; the legacy pages of §2.16 follow. First match wins. */
export const ROUTES: readonly ScreenRoute[] = [
  { pattern: 'data-view/site/:siteId', ...dataView },
  { pattern: 'site/:siteId', ...dataView },
  { pattern: 'configure-dataflow/data-view/site/:siteId', ...dataView },
  { pattern: 'data-map/site/:siteId', ...dataMap },
  { pattern: 'data-flow/site/:siteId', ...dataFlow },
  { pattern: 'data-flow/site/:siteId/export/:channelId', ...dataFlow },
  { pattern: 'new/designer/site/:siteId', ...designer },
  { pattern: 'designer/site/:siteId', ...designer },
  { pattern: 'dashboard/site/:siteId/version/:version', ...dashboard },
  { pattern: 'dashboard/site/:siteId', ...dashboard },
  ...legacyRoutes,
];

export interface RouteMatch {
  route: ScreenRoute;
  params: Record<string, string>;
  ids: Record<string, number>;
}

/** A param named `…Id` (or `version`) must be a positive whole number. */
const isIdParam = (name: string): boolean => /Id$/.test(name) || name === 'version';

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Finds the screen for a path; null when none matches or an id is malformed. */
export function matchRoute(
  pathname: string,
  routes: readonly ScreenRoute[] = ROUTES,
): RouteMatch | null {
  const parts = segments(pathname).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  for (const route of routes) {
    const pattern = segments(route.pattern);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ids: Record<string, number> = {};
    const matched = pattern.every((segment, index) => {
      const part = parts[index]!;
      if (!segment.startsWith(':')) return segment === part;
      const name = segment.slice(1);
      if (isIdParam(name)) {
        if (parseId(part) === null) return false;
        ids[name] = Number(part);
      }
      params[name] = part;
      return true;
    });
    if (matched) return { route, params, ids };
  }
  return null;
}

/**
 * The code of the screens most pages embed, for a frame loaded ahead: each chunk is fetched and run
 * before any page asks for its screen, so the screen then shows as soon as its data is here.
 */
export async function preloadScreens(): Promise<void> {
  // A chunk that fails to load is asked for again when its screen renders, which shows the error.
  await Promise.all([
    ...[dashboard, dataView, dataFlow, dataMap, designer].map((screen) =>
      screen.load().catch(() => undefined),
    ),
    preloadTrendChart(),
  ]);
}

/**
 * Starts the screen of an address: its chunk and the requests of its first render, at once and
 * side by side, while the app still waits for the shell's session (the requests wait for it too).
 */
export function startRoute(
  pathname: string,
  search: string,
  context: Pick<ScreenPrefetchContext, 'api' | 'queryClient'>,
): void {
  const match = matchRoute(pathname);
  if (!match) return;
  // A chunk that fails to load is asked for again when the screen renders, which shows the error.
  match.route.load().catch(() => undefined);
  match.route.prefetch?.({
    params: match.params,
    ids: match.ids,
    query: new URLSearchParams(search),
    ...context,
  });
}
