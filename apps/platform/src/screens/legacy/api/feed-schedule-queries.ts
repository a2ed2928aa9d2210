import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { SiteSchedule } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export type SiteScheduleData = SiteSchedule;
export type SiteScheduleError = ApiRequestError | Error;

/** When the site imports on its own, in the organisation's time zone. */
export function useSiteScheduleQuery(siteId: number) {
  const api = useApi();
  return useQuery<SiteScheduleData, SiteScheduleError>({
    queryKey: resourceKeys.siteSchedule(siteId),
    queryFn: ({ signal }) =>
      api.get<SiteScheduleData>(pathOf(apiPaths.siteSchedule, { siteId }), { signal }),
  });
}
