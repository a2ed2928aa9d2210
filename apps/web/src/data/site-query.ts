import type { Site } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '../lib/api-error';
import { getJson } from '../lib/http';
import { resourceKeys } from './resource-keys';

export interface SiteVariables {
  siteId: number;
}
export type SiteData = Site;
export type SiteError = ApiRequestError;

export function getSite({ siteId }: SiteVariables, signal?: AbortSignal) {
  return getJson<Site>(`/sites/${siteId}`, { signal });
}

export function siteQueryOptions({ siteId }: SiteVariables) {
  return queryOptions<SiteData, SiteError>({
    queryKey: resourceKeys.site(siteId),
    queryFn: ({ signal }) => getSite({ siteId }, signal),
    staleTime: 60_000,
  });
}

export function useSiteQuery(siteId: number | undefined) {
  return useQuery({ ...siteQueryOptions({ siteId: siteId ?? 0 }), enabled: siteId !== undefined });
}
