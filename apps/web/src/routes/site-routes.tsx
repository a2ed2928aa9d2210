import { createRoute } from '@tanstack/react-router';
import { embeddedScreenComponent } from './embedded-route-view';
import { loadLevelEntity } from './load-entity';
import { parseRouteId } from './route-params';
import { shellRoute } from './shell-route';
import { siteIdParams } from './site-params';

/**
 * The embedded screens of a site (spec §2.11) other than data view and data flow. Each loads the
 * site first (403 → access denied, 404 → not found) and shows the platform screen at its own path.
 */

/** The platform dashboard of a site; the level (site) and page title come from `$siteId`. */
export const siteDashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'dashboard/site/$siteId/version/$version',
  params: {
    parse: ({ siteId, version }) => {
      const id = parseRouteId(siteId);
      const dashboardVersion = parseRouteId(version);
      return id === null || dashboardVersion === null
        ? false
        : { siteId: id, version: dashboardVersion };
    },
    stringify: ({ siteId, version }) => ({ siteId: String(siteId), version: String(version) }),
  },
  loader: ({ context, params, preload }) =>
    loadLevelEntity(context.queryClient, params, { preload }),
  component: embeddedScreenComponent({
    screen: 'dashboard',
    routePath: 'dashboard/site/$siteId/version/$version',
  }),
});

/** The data map (feed map) at 85vh. */
export const dataMapRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'data-map/site/$siteId',
  params: siteIdParams,
  loader: ({ context, params, preload }) =>
    loadLevelEntity(context.queryClient, params, { preload }),
  component: embeddedScreenComponent({
    screen: 'data-map',
    routePath: 'data-map/site/$siteId',
    layout: 'data-map',
  }),
});

export const newDesignerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'new/designer/site/$siteId',
  params: siteIdParams,
  loader: ({ context, params, preload }) =>
    loadLevelEntity(context.queryClient, params, { preload }),
  component: embeddedScreenComponent({
    screen: 'new-designer',
    routePath: 'new/designer/site/$siteId',
  }),
});

/** The older image designer. */
export const designerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'designer/site/$siteId',
  params: siteIdParams,
  loader: ({ context, params, preload }) =>
    loadLevelEntity(context.queryClient, params, { preload }),
  component: embeddedScreenComponent({ screen: 'designer', routePath: 'designer/site/$siteId' }),
});
