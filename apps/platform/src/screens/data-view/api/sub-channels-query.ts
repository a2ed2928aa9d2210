import type { DataMap } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../api/client';
import { useApi } from '../../../app/platform-context';
import { dataViewKeys } from './keys';

export interface SubChannelsVariables {
  siteId: number;
  /** Only asked for at the channel stage. */
  enabled: boolean;
}
export interface SubChannel {
  id: number;
  name: string;
}
/** The sub-channels (classifications) of each channel of the site, by channel id. */
export type SubChannelsData = ReadonlyMap<number, readonly SubChannel[]>;
export type SubChannelsError = ApiError;

function subChannelsByChannel(map: DataMap): SubChannelsData {
  return new Map(
    map.channels.map((channel) => [
      channel.id,
      channel.classifications.map(({ id, name }) => ({ id, name })),
    ]),
  );
}

/**
 * The API offers a site's classifications only as part of its data map, so the data view reads them
 * from there.
 */
export function useSubChannelsQuery({ siteId, enabled }: SubChannelsVariables) {
  const api = useApi();
  return useQuery(
    queryOptions<DataMap, SubChannelsError, SubChannelsData>({
      queryKey: dataViewKeys.subChannels(siteId),
      queryFn: ({ signal }) => api.get<DataMap>(`/sites/${siteId}/data-map`, { signal }),
      // A stable function, so the map is only rebuilt when the answer changes.
      select: subChannelsByChannel,
      enabled,
    }),
  );
}
