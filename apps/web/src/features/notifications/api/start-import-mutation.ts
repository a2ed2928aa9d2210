import type { FeedRun } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { api } from '../../../lib/http';

export interface StartImportVariables {
  siteId: number;
}
export type StartImportData = FeedRun;
export type StartImportError = ApiRequestError;

/** Queues an import of the site's items; its progress arrives in the live log. */
export async function startImport(
  { siteId }: StartImportVariables,
  signal?: AbortSignal,
): Promise<StartImportData> {
  return api.post<FeedRun>(pathOf(apiPaths.siteImportRuns, { siteId }), undefined, { signal });
}

export function useStartImportMutation(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation<StartImportData, StartImportError, void>({
    mutationKey: resourceKeys.siteRuns(siteId),
    mutationFn: () => startImport({ siteId }),
    // The site's status shows the queued import; its runs list has it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.siteStatus(siteId) }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.siteRuns(siteId) }),
      ]),
  });
}
