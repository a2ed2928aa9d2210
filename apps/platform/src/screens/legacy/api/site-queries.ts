import {
  type ApiClient,
  apiPaths,
  channelsQueryOptions,
  dataFlowsQueryOptions,
  featuresQueryOptions,
  pathOf,
  resourceKeys,
  siteQueryOptions,
  siteStatusQueryOptions,
} from '@feedline/api-client';
import type {
  DataSourceList,
  ErrorLogEntry,
  ErrorLogPage,
  ItemStage,
  ItemsPage,
  SiteDashboard,
} from '@feedline/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import type { Limiter } from '../model/limit-concurrency';
import { limited } from './limited';

export function useSiteQuery(siteId: number) {
  return useQuery(siteQueryOptions(useApi(), siteId));
}

export function useSiteStatusQuery(siteId: number) {
  return useQuery(siteStatusQueryOptions(useApi(), siteId));
}

export function useSiteChannelsQuery(siteId: number) {
  return useQuery(channelsQueryOptions(useApi(), siteId));
}

export function useSiteFeaturesQuery(siteId: number) {
  return useQuery(featuresQueryOptions(useApi(), { scope: 'site', id: siteId }));
}

/** The site's import state, counts and latest log lines; `limit` holds the request in a queue. */
export const siteDashboardQuery = (api: ApiClient, siteId: number, limit?: Limiter) =>
  limited(
    queryOptions({
      queryKey: resourceKeys.siteDashboard(siteId),
      queryFn: ({ signal }) =>
        api.get<SiteDashboard>(pathOf(apiPaths.siteDashboard, { siteId }), { signal }),
    }),
    limit,
  );

export function useSiteDashboardQuery(siteId: number) {
  return useQuery(siteDashboardQuery(useApi(), siteId));
}

export function useDataSourcesQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.dataSources(siteId),
    queryFn: ({ signal }) =>
      api.get<DataSourceList>(pathOf(apiPaths.siteDataSources, { siteId }), { signal }),
  });
}

export function useDataFlowsQuery(siteId: number) {
  return useQuery(dataFlowsQueryOptions(useApi(), siteId));
}

/** The first item of a stage: enough for its columns, an example and the total count. */
export function useStageSampleQuery(
  siteId: number,
  stage: ItemStage,
  stageId: number | null = null,
) {
  const api = useApi();
  const channelId = stage === 'channel' ? stageId : null;
  return useQuery({
    queryKey: resourceKeys.items(siteId, { stage, stageId: channelId, limit: 1 }),
    queryFn: ({ signal }) =>
      api.get<ItemsPage>(pathOf(apiPaths.siteItems, { siteId }), {
        signal,
        searchParams: { stage, stageId: channelId, limit: 1 },
      }),
  });
}

export const ERROR_LOG_PAGE_SIZE = 10;

export function useErrorLogQuery(siteId: number, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.errorLog(siteId, page, ERROR_LOG_PAGE_SIZE),
    queryFn: ({ signal }) =>
      api.get<ErrorLogPage>(pathOf(apiPaths.siteErrorLog, { siteId }), {
        signal,
        searchParams: { page, amount: ERROR_LOG_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useErrorEntryQuery(siteId: number, errorId: number) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.errorEntry(siteId, errorId),
    queryFn: ({ signal }) =>
      api.get<ErrorLogEntry>(pathOf(apiPaths.siteErrorEntry, { siteId, errorId }), { signal }),
  });
}
