import { apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { SiteDashboard } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export type SiteDashboardData = SiteDashboard;

/** The site's import state, counts and latest log lines. */
export function useSiteDashboardQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.siteDashboard(siteId),
    queryFn: ({ signal }) =>
      api.get<SiteDashboardData>(pathOf(apiPaths.siteDashboard, { siteId }), { signal }),
  });
}
