import {
  type ApiRequestError,
  apiPaths,
  pathOf,
  resourceKeys,
  type ApiClient,
} from '@feedline/api-client';
import type {
  ChannelFlow,
  FlowVersion,
  FlowVersionDetail,
  ItemsPage,
  SaveChannelFlow,
} from '@feedline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

/** Which flow: a channel of a site, and one of its sub-channels or none. */
export interface FlowTargetVariables {
  siteId: number;
  channelId: number;
  classificationId: number | null;
}

const targetQuery = ({ classificationId }: FlowTargetVariables) =>
  classificationId === null ? {} : { classificationId };

const flowPath = (target: FlowTargetVariables) =>
  pathOf(apiPaths.channelDataFlow, { siteId: target.siteId, channelId: target.channelId });

export type ChannelFlowData = ChannelFlow;

export function useChannelFlowQuery(target: FlowTargetVariables) {
  const api = useApi();
  return useQuery<ChannelFlowData, ApiRequestError>({
    queryKey: resourceKeys.channelDataFlow(
      target.siteId,
      target.channelId,
      target.classificationId,
    ),
    queryFn: ({ signal }) =>
      api.get(flowPath(target), { signal, searchParams: targetQuery(target) }),
  });
}

/** After a save or a restore: the flow as answered, and everything that shows it read again. */
function useFlowSaved(target: FlowTargetVariables) {
  const queryClient = useQueryClient();
  return async (saved: ChannelFlowData) => {
    queryClient.setQueryData(
      resourceKeys.channelDataFlow(target.siteId, target.channelId, target.classificationId),
      saved,
    );
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: resourceKeys.dataFlows(target.siteId),
        exact: true,
      }),
      queryClient.invalidateQueries({
        queryKey: resourceKeys.channelDataFlowVersions(
          target.siteId,
          target.channelId,
          target.classificationId,
        ),
      }),
      queryClient.invalidateQueries({ queryKey: [...resourceKeys.site(target.siteId), 'items'] }),
    ]);
  };
}

export type SaveChannelFlowVariables = SaveChannelFlow;
export type SaveChannelFlowError = ApiRequestError | Error;

export function useSaveChannelFlowMutation(target: FlowTargetVariables) {
  const api = useApi();
  const onSaved = useFlowSaved(target);
  return useMutation<ChannelFlowData, SaveChannelFlowError, SaveChannelFlowVariables>({
    mutationFn: (body) =>
      api.put<ChannelFlowData>(flowPath(target), body, { searchParams: targetQuery(target) }),
    onSuccess: onSaved,
  });
}

export function useFlowVersionsQuery(target: FlowTargetVariables, isEnabled: boolean) {
  const api = useApi();
  return useQuery<{ data: FlowVersion[] }, ApiRequestError>({
    queryKey: resourceKeys.channelDataFlowVersions(
      target.siteId,
      target.channelId,
      target.classificationId,
    ),
    queryFn: ({ signal }) =>
      api.get(
        pathOf(apiPaths.channelDataFlowVersions, {
          siteId: target.siteId,
          channelId: target.channelId,
        }),
        { signal, searchParams: targetQuery(target) },
      ),
    enabled: isEnabled,
  });
}

export function useFlowVersionQuery(target: FlowTargetVariables, version: number | null) {
  const api = useApi();
  return useQuery<FlowVersionDetail, ApiRequestError>({
    queryKey: resourceKeys.channelDataFlowVersion(
      target.siteId,
      target.channelId,
      target.classificationId,
      version ?? 0,
    ),
    queryFn: ({ signal }) =>
      api.get(
        pathOf(apiPaths.channelDataFlowVersion, {
          siteId: target.siteId,
          channelId: target.channelId,
          version: version ?? 0,
        }),
        { signal, searchParams: targetQuery(target) },
      ),
    enabled: version !== null,
  });
}

export function useRestoreFlowVersionMutation(target: FlowTargetVariables) {
  const api = useApi();
  const onSaved = useFlowSaved(target);
  return useMutation<
    ChannelFlowData,
    ApiRequestError | Error,
    { version: number; expectedVersion: number }
  >({
    mutationFn: ({ version, expectedVersion }) =>
      api.post<ChannelFlowData>(
        pathOf(apiPaths.channelDataFlowRestore, {
          siteId: target.siteId,
          channelId: target.channelId,
          version,
        }),
        { expectedVersion },
        { searchParams: targetQuery(target) },
      ),
    onSuccess: onSaved,
  });
}

/** How many items the preview shows. */
export const PREVIEW_ITEMS = 10;

/** Items for the preview, after the site's rules: the first page, or those whose id contains `search`. */
export function usePreviewItemsQuery(siteId: number, search: string) {
  const api: ApiClient = useApi();
  return useQuery<ItemsPage, ApiRequestError>({
    queryKey: [
      ...resourceKeys.items(siteId, { stage: 'intermediate', limit: PREVIEW_ITEMS }),
      search,
    ],
    queryFn: ({ signal }) =>
      api.get(pathOf(apiPaths.siteItems, { siteId }), {
        signal,
        searchParams: {
          stage: 'intermediate',
          limit: PREVIEW_ITEMS,
          // The preview shows items, not how many there are: counting a big site costs more.
          ...(search ? { search } : { count: 'none' }),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
