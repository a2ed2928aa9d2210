import { siteStatusQueryOptions as siteStatusOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from './http';

/** One cache entry per site (resourceKeys.siteStatus), shared by the menu badge and the site dashboard. */
/** The site's status: the menu reads errorCount for the error-log badge, the dashboard all of it. */
export function siteStatusQueryOptions({ siteId }: { siteId: number }) {
  return { ...siteStatusOptions(api, siteId), staleTime: 60_000 };
}

export function useSiteStatusQuery(siteId: number | undefined) {
  return useQuery({
    ...siteStatusQueryOptions({ siteId: siteId ?? 0 }),
    enabled: siteId !== undefined,
  });
}
