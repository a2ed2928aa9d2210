import type { SiteStatus } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from './api-error';
import { getJson } from './http';

/** One cache entry per site, shared by the menu badge and the site dashboard. */
export const siteStatusKey = (siteId: number) => ['site-status', siteId] as const;

export interface SiteStatusVariables {
  siteId: number;
}
export type SiteStatusData = SiteStatus;
export type SiteStatusError = ApiRequestError;

export function getSiteStatus({ siteId }: SiteStatusVariables, signal?: AbortSignal) {
  return getJson<SiteStatus>(`/sites/${siteId}/status`, { signal });
}

/** The site's status: the menu reads errorCount for the error-log badge, the dashboard all of it. */
export function siteStatusQueryOptions({ siteId }: SiteStatusVariables) {
  return queryOptions<SiteStatusData, SiteStatusError>({
    queryKey: siteStatusKey(siteId),
    queryFn: ({ signal }) => getSiteStatus({ siteId }, signal),
    staleTime: 60_000,
  });
}

export function useSiteStatusQuery(siteId: number | undefined) {
  return useQuery({
    ...siteStatusQueryOptions({ siteId: siteId ?? 0 }),
    enabled: siteId !== undefined,
  });
}
