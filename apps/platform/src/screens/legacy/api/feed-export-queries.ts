import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { ChannelFeedList } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import { isRunOpen, OPEN_RUN_POLL_MS } from '../feeds/model/feed-runs';

export type SiteFeedsData = ChannelFeedList;
export type SiteFeedsError = ApiRequestError | Error;

/** Every published feed of the site (channels and sub-channels); polled while an export runs. */
export function useSiteFeedsQuery(siteId: number) {
  const api = useApi();
  return useQuery<SiteFeedsData, SiteFeedsError>({
    queryKey: resourceKeys.siteFeeds(siteId),
    queryFn: ({ signal }) =>
      api.get<SiteFeedsData>(pathOf(apiPaths.siteFeeds, { siteId }), { signal }),
    refetchInterval: (query) =>
      query.state.data?.data.some((feed) => feed.lastRun && isRunOpen(feed.lastRun))
        ? OPEN_RUN_POLL_MS
        : false,
  });
}
