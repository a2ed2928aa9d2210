import { classificationsQueryOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

/**
 * The sub-channels (classifications) of each channel of the site, by channel id; only asked for at
 * the channel stage.
 */
export function useSubChannelsQuery({ siteId, enabled }: { siteId: number; enabled: boolean }) {
  return useQuery({ ...classificationsQueryOptions(useApi(), siteId), enabled });
}
