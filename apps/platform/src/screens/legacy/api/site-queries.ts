import type {
  Channel,
  DataSourceList,
  ErrorLogEntry,
  ErrorLogPage,
  Feature,
  ItemStage,
  ItemsPage,
  Paginated,
  Site,
  SiteDashboard,
  SiteDataFlows,
  SiteStatus,
} from '@feedline/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { useApi } from '../../../app/platform-context';
import type { Limiter } from '../model/limit-concurrency';
import { LIST_AMOUNT, legacyKeys } from './legacy-keys';

export function useSiteQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.site(siteId),
    queryFn: ({ signal }) => api.get<Site>(`/sites/${siteId}`, { signal }),
  });
}

export function useSiteStatusQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.siteStatus(siteId),
    queryFn: ({ signal }) => api.get<SiteStatus>(`/sites/${siteId}/status`, { signal }),
  });
}

export function useSiteChannelsQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.siteChannels(siteId),
    queryFn: ({ signal }) =>
      api.get<Paginated<Channel>>(`/sites/${siteId}/channels?page=1&amount=${LIST_AMOUNT}`, {
        signal,
      }),
  });
}

export function useSiteFeaturesQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.siteFeatures(siteId),
    queryFn: ({ signal }) => api.get<{ data: Feature[] }>(`/sites/${siteId}/features`, { signal }),
  });
}

/** The site's import state, counts and latest log lines; `limit` holds the request in a queue. */
export const siteDashboardQuery = (api: ApiClient, siteId: number, limit?: Limiter) =>
  queryOptions({
    queryKey: legacyKeys.siteDashboard(siteId),
    queryFn: ({ signal }) => {
      const load = () => api.get<SiteDashboard>(`/sites/${siteId}/dashboard`, { signal });
      return limit ? limit(load, signal) : load();
    },
  });

export function useSiteDashboardQuery(siteId: number) {
  return useQuery(siteDashboardQuery(useApi(), siteId));
}

export function useDataSourcesQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.dataSources(siteId),
    queryFn: ({ signal }) => api.get<DataSourceList>(`/sites/${siteId}/data-sources`, { signal }),
  });
}

export function useDataFlowsQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.dataFlows(siteId),
    queryFn: ({ signal }) => api.get<SiteDataFlows>(`/sites/${siteId}/data-flows`, { signal }),
  });
}

/** The first item of a stage: enough for its columns, an example and the total count. */
export function useStageSampleQuery(
  siteId: number,
  stage: ItemStage,
  stageId: number | null = null,
) {
  const api = useApi();
  const channel = stage === 'channel' && stageId !== null ? `&stageId=${stageId}` : '';
  return useQuery({
    queryKey: legacyKeys.items(siteId, stage, stageId),
    queryFn: ({ signal }) =>
      api.get<ItemsPage>(`/sites/${siteId}/items?stage=${stage}${channel}&limit=1`, { signal }),
  });
}

export const ERROR_LOG_PAGE_SIZE = 10;

export function useErrorLogQuery(siteId: number, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.errorLog(siteId, page),
    queryFn: ({ signal }) =>
      api.get<ErrorLogPage>(
        `/sites/${siteId}/error-log?page=${page}&amount=${ERROR_LOG_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useErrorEntryQuery(siteId: number, errorId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.errorEntry(siteId, errorId),
    queryFn: ({ signal }) =>
      api.get<ErrorLogEntry>(`/sites/${siteId}/error-log/${errorId}`, { signal }),
  });
}
