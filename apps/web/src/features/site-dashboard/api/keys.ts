/** Query keys of the site dashboard (channels of a site; its status lives in lib/site-status-query). */
export const siteDashboardKeys = {
  all: ['site-dashboard'] as const,
  channels: (siteId: number) => [...siteDashboardKeys.all, 'channels', siteId] as const,
};
