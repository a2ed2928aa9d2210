import type { Channel, Paginated } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, ApiError } from '../../../api/client';
import { useApi } from '../../../app/platform-context';
import { dataViewKeys } from './keys';

/** The API's largest page of channels; a site has far fewer. */
const CHANNELS_PER_PAGE = 100;
/** Bounds the walk through the pages should the API report more than it delivers. */
const MAX_CHANNEL_PAGES = 20;

export interface SiteChannelsVariables {
  siteId: number;
}
export type SiteChannelsData = Channel[];
export type SiteChannelsError = ApiError;

/** Every channel of the site, for the channel select (all pages, in the API's order). */
export async function getSiteChannels(
  api: ApiClient,
  { siteId }: SiteChannelsVariables,
  signal?: AbortSignal,
): Promise<Channel[]> {
  const channels: Channel[] = [];
  for (let page = 1; page <= MAX_CHANNEL_PAGES; page += 1) {
    const answer = await api.get<Paginated<Channel>>(
      `/sites/${siteId}/channels?page=${page}&amount=${CHANNELS_PER_PAGE}`,
      signal ? { signal } : {},
    );
    channels.push(...answer.data);
    if (page >= answer.meta.totalPages || answer.data.length === 0) break;
  }
  return channels;
}

export function useSiteChannelsQuery(variables: SiteChannelsVariables) {
  const api = useApi();
  return useQuery(
    queryOptions<SiteChannelsData, SiteChannelsError>({
      queryKey: dataViewKeys.channels(variables.siteId),
      queryFn: ({ signal }) => getSiteChannels(api, variables, signal),
    }),
  );
}
