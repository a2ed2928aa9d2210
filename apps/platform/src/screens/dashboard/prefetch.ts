import type { ScreenPrefetch } from '../../app/screen';
import { preloadTrendChart } from '../../components/trend-section';
import { siteDashboardQueryOptions } from './api/site-dashboard-query';

/** The dashboard's figures and its chart's code, requested with the route. */
export const prefetchDashboard: ScreenPrefetch = ({ ids, api, queryClient }) => {
  void queryClient.prefetchQuery(siteDashboardQueryOptions(api, ids.siteId!));
  void preloadTrendChart();
};
