import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { FeedRun } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export type StartImportVariables = { siteId: number };
export type StartImportData = FeedRun;
export type StartImportError = ApiRequestError | Error;

/** Queues an import of every data source of the site (409 `import-running` while one is open). */
export function useStartImportMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StartImportData, StartImportError, StartImportVariables>({
    mutationFn: ({ siteId }) =>
      api.post<StartImportData>(pathOf(apiPaths.siteImportRuns, { siteId }), {}),
    onSettled: (_run, _error, { siteId }) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.siteRuns(siteId) }),
  });
}

export type StartExportVariables = { siteId: number; channelId?: number };
export type StartExportData = { data: FeedRun[] };
export type StartExportError = ApiRequestError | Error;

/** Queues the export of one channel (with its sub-channels) or of all (409 `export-running`). */
export function useStartExportMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StartExportData, StartExportError, StartExportVariables>({
    mutationFn: ({ siteId, channelId }) =>
      api.post<StartExportData>(
        pathOf(apiPaths.siteExportRuns, { siteId }),
        channelId === undefined ? {} : { channelId },
      ),
    onSettled: (_runs, _error, { siteId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.siteRuns(siteId) }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.siteFeeds(siteId) }),
      ]),
  });
}

export type CancelRunVariables = { siteId: number; runId: number };
export type CancelRunData = FeedRun;
export type CancelRunError = ApiRequestError | Error;

/** Asks an open run to stop (409 `run-finished` once it has ended). */
export function useCancelRunMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<CancelRunData, CancelRunError, CancelRunVariables>({
    mutationFn: ({ siteId, runId }) =>
      api.post<CancelRunData>(pathOf(apiPaths.siteRunCancel, { siteId, runId }), {}),
    onSettled: (_run, _error, { siteId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.siteRuns(siteId) }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.siteFeeds(siteId) }),
      ]),
  });
}
