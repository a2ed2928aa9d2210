import { createRoute } from '@tanstack/react-router';
import { requireRouteFeature } from './feature-guard';
import { embeddedScreenComponent } from './embedded-route-view';
import { parseRouteId } from './route-params';
import { shellRoute } from './shell-route';

/**
 * Monitoring of an account, project or site (spec §2.3 "monitoring (guarded)", §5): the guard
 * needs the feature `monitoring` for the entity in the URL (its load answers 403/404 for the
 * entity); a passing guard shows the platform's monitoring screen at this address.
 */
const MONITORING_DATA = { feature: 'monitoring' } as const;

export const accountMonitoringRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'monitoring/account/$accountId',
  params: {
    parse: ({ accountId }) => {
      const id = parseRouteId(accountId);
      return id === null ? false : { accountId: id };
    },
    stringify: ({ accountId }) => ({ accountId: String(accountId) }),
  },
  staticData: MONITORING_DATA,
  beforeLoad: ({ context, params, matches, routeId }) =>
    requireRouteFeature({ queryClient: context.queryClient, params, matches, routeId }),
  component: embeddedScreenComponent({
    screen: 'monitoring',
    routePath: 'monitoring/account/$accountId',
  }),
});

export const projectMonitoringRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'monitoring/project/$projectId',
  params: {
    parse: ({ projectId }) => {
      const id = parseRouteId(projectId);
      return id === null ? false : { projectId: id };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  staticData: MONITORING_DATA,
  beforeLoad: ({ context, params, matches, routeId }) =>
    requireRouteFeature({ queryClient: context.queryClient, params, matches, routeId }),
  component: embeddedScreenComponent({
    screen: 'monitoring',
    routePath: 'monitoring/project/$projectId',
  }),
});

export const siteMonitoringRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'monitoring/site/$siteId',
  params: {
    parse: ({ siteId }) => {
      const id = parseRouteId(siteId);
      return id === null ? false : { siteId: id };
    },
    stringify: ({ siteId }) => ({ siteId: String(siteId) }),
  },
  staticData: MONITORING_DATA,
  beforeLoad: ({ context, params, matches, routeId }) =>
    requireRouteFeature({ queryClient: context.queryClient, params, matches, routeId }),
  component: embeddedScreenComponent({
    screen: 'monitoring',
    routePath: 'monitoring/site/$siteId',
  }),
});
