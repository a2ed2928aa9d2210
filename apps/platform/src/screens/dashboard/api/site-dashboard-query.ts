import { type ApiClient, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { SiteDashboard } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export type SiteDashboardData = SiteDashboard;

export function siteDashboardQueryOptions(api: ApiClient, siteId: number) {
  return queryOptions({
    queryKey: resourceKeys.siteDashboard(siteId),
    queryFn: ({ signal }) =>
      api.get<SiteDashboardData>(pathOf(apiPaths.siteDashboard, { siteId }), { signal }),
  });
}

/** The site's import state, counts and latest log lines. */
export function useSiteDashboardQuery(siteId: number) {
  return useQuery(siteDashboardQueryOptions(useApi(), siteId));
}
