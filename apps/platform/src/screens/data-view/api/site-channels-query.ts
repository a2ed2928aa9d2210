import { channelsQueryOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

/** Every channel of the site, for the channel select (all pages, in the API's order). */
export function useSiteChannelsQuery({ siteId }: { siteId: number }) {
  return useQuery(channelsQueryOptions(useApi(), siteId));
}
