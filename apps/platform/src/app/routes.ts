import { parseId } from '@feedline/contracts/constants';
import { lazy } from 'react';
import { legacyRoutes } from '../screens/legacy/legacy-routes';
import type { ScreenRoute } from './screen';

const DataViewScreen = lazy(() => import('../screens/data-view/data-view-screen'));
const DataMapScreen = lazy(() => import('../screens/data-map/data-map-screen'));
const DataFlowScreen = lazy(() => import('../screens/data-flow/data-flow-screen'));
const DesignerScreen = lazy(() => import('../screens/designer/designer-screen'));
const DashboardScreen = lazy(() => import('../screens/dashboard/dashboard-screen'));

/** The screens of spec §2.11; the legacy pages of §2.16 follow. First match wins. */
export const ROUTES: readonly ScreenRoute[] = [
  { pattern: 'data-view/site/:siteId', screen: DataViewScreen },
  { pattern: 'site/:siteId', screen: DataViewScreen },
  { pattern: 'configure-dataflow/data-view/site/:siteId', screen: DataViewScreen },
  { pattern: 'data-map/site/:siteId', screen: DataMapScreen },
  { pattern: 'data-flow/site/:siteId', screen: DataFlowScreen },
  { pattern: 'data-flow/site/:siteId/export/:channelId', screen: DataFlowScreen },
  { pattern: 'new/designer/site/:siteId', screen: DesignerScreen },
  { pattern: 'designer/site/:siteId', screen: DesignerScreen },
  { pattern: 'dashboard/site/:siteId/version/:version', screen: DashboardScreen },
  { pattern: 'dashboard/site/:siteId', screen: DashboardScreen },
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
