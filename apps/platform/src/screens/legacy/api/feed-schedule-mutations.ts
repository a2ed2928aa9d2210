import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { SiteSchedule, SiteScheduleChange } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export type SaveScheduleVariables = { siteId: number; schedule: SiteScheduleChange };
export type SaveScheduleData = SiteSchedule;
export type SaveScheduleError = ApiRequestError | Error;

/** Replaces the site's schedule; the answer (with its next run) becomes the cached one. */
export function useSaveScheduleMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<SaveScheduleData, SaveScheduleError, SaveScheduleVariables>({
    mutationFn: ({ siteId, schedule }) =>
      api.put<SaveScheduleData>(pathOf(apiPaths.siteSchedule, { siteId }), schedule),
    onSuccess: (saved, { siteId }) =>
      queryClient.setQueryData(resourceKeys.siteSchedule(siteId), saved),
  });
}
