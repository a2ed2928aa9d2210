import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { ChannelFeed } from '@feedline/contracts';
import type { ExportFormat } from '@feedline/contracts/feed-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export type ChangeFeedFormatVariables = { siteId: number; channelId: number; format: ExportFormat };
export type ChannelFeedData = ChannelFeed;
export type ChannelFeedError = ApiRequestError | Error;

/** The format a channel's feed is written in, from its next export. */
export function useChangeFeedFormatMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<ChannelFeedData, ChannelFeedError, ChangeFeedFormatVariables>({
    mutationFn: ({ siteId, channelId, format }) =>
      api.patch<ChannelFeedData>(pathOf(apiPaths.channelFeed, { siteId, channelId }), { format }),
    onSuccess: (_feed, { siteId }) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.siteFeeds(siteId) }),
  });
}

export type RotateFeedTokenVariables = { siteId: number; channelId: number };

/** A new secret in the channel's feed addresses: the old ones stop working at once. */
export function useRotateFeedTokenMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<ChannelFeedData, ChannelFeedError, RotateFeedTokenVariables>({
    mutationFn: ({ siteId, channelId }) =>
      api.post<ChannelFeedData>(pathOf(apiPaths.channelFeedToken, { siteId, channelId }), {}),
    onSuccess: (_feed, { siteId }) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.siteFeeds(siteId) }),
  });
}
