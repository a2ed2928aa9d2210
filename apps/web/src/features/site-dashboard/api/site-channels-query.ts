import type { Channel, Paginated } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '../../../lib/api-error';
import { getJson } from '../../../lib/http';
import { siteDashboardKeys } from './keys';

export const CHANNELS_PAGE_SIZE = 100;

export interface SiteChannelsVariables {
  siteId: number;
}
export type SiteChannelsData = Paginated<Channel>;
export type SiteChannelsError = ApiRequestError;


export function getSiteChannels({ siteId }: SiteChannelsVariables, signal?: AbortSignal) {
  return getJson<Paginated<Channel>>(`/sites/${siteId}/channels`, {
    signal,
    searchParams: { page: 1, amount: CHANNELS_PAGE_SIZE },
  });
}

export function siteChannelsQueryOptions({ siteId }: SiteChannelsVariables) {
  return queryOptions<SiteChannelsData, SiteChannelsError>({
    queryKey: siteDashboardKeys.channels(siteId),
    queryFn: ({ signal }) => getSiteChannels({ siteId }, signal),
  });
}

export function useSiteChannelsQuery({ siteId }: SiteChannelsVariables) {
  return useQuery(siteChannelsQueryOptions({ siteId }));
}
