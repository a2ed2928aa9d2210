import { useSuspenseQuery } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { siteQueryOptions } from '../features/shell/api/site-query';
import { SiteDashboardPage } from './lazy-pages';
import { loadEntity } from './load-entity';
import { parseRouteId } from './route-params';
import { shellRoute } from './shell-route';

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
  loader: ({ context, params }) =>
    loadEntity(() =>
      context.queryClient.ensureQueryData(siteQueryOptions({ siteId: params.siteId })),
    ),
  component: function SiteDashboardRoute() {
    const { siteId } = siteDashboardRoute.useParams();
    const { data: site } = useSuspenseQuery(siteQueryOptions({ siteId }));
    return <SiteDashboardPage site={site} />;
  },
});
