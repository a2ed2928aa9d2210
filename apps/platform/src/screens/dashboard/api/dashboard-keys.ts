/** Query keys of the site dashboard. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  site: (siteId: number) => [...dashboardKeys.all, 'site', siteId] as const,
};
