import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type {
  DataSource,
  DataSourceChange,
  FeedTestRequest,
  FeedTestResult,
  NewDataSource,
} from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export type CreateDataSourceVariables = { siteId: number; source: NewDataSource };
export type CreateDataSourceData = DataSource;
export type DataSourceError = ApiRequestError | Error;

/** Adds a data source (a URL or an uploaded file); the site's sources and data map are read again. */
export function useCreateDataSourceMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<CreateDataSourceData, DataSourceError, CreateDataSourceVariables>({
    mutationFn: ({ siteId, source }) =>
      api.post<CreateDataSourceData>(pathOf(apiPaths.siteDataSources, { siteId }), source),
    onSuccess: (_created, { siteId }) => invalidateSources(queryClient, siteId),
  });
}

export type ChangeDataSourceVariables = {
  siteId: number;
  sourceId: number;
  change: DataSourceChange;
};

export function useChangeDataSourceMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<DataSource, DataSourceError, ChangeDataSourceVariables>({
    mutationFn: ({ siteId, sourceId, change }) =>
      api.patch<DataSource>(pathOf(apiPaths.siteDataSource, { siteId, sourceId }), change),
    onSuccess: (_changed, { siteId }) => invalidateSources(queryClient, siteId),
  });
}

export type DeleteDataSourceVariables = { siteId: number; sourceId: number };

/** Removes a data source; its items stay until the next import. */
export function useDeleteDataSourceMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<void, DataSourceError, DeleteDataSourceVariables>({
    mutationFn: ({ siteId, sourceId }) =>
      api.delete<void>(pathOf(apiPaths.siteDataSource, { siteId, sourceId })),
    onSuccess: (_none, { siteId }) => invalidateSources(queryClient, siteId),
  });
}

export type TestFeedVariables = { siteId: number; request: FeedTestRequest };
export type TestFeedData = FeedTestResult;

/** Reads the first items of a feed without saving anything ("Test connection"). */
export function useTestFeedMutation() {
  const api = useApi();
  return useMutation<TestFeedData, DataSourceError, TestFeedVariables>({
    mutationFn: ({ siteId, request }) =>
      api.post<TestFeedData>(pathOf(apiPaths.siteDataSourceTest, { siteId }), request),
  });
}

function invalidateSources(queryClient: ReturnType<typeof useQueryClient>, siteId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: resourceKeys.dataSources(siteId) }),
    queryClient.invalidateQueries({ queryKey: resourceKeys.dataMap(siteId) }),
  ]);
}
