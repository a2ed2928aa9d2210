import type { SiteDashboard } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import { dashboardKeys } from './dashboard-keys';

export type SiteDashboardData = SiteDashboard;

/** The site's import state, counts and latest log lines. */
export function useSiteDashboardQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.site(siteId),
    queryFn: ({ signal }) => api.get<SiteDashboardData>(`/sites/${siteId}/dashboard`, { signal }),
  });
}
