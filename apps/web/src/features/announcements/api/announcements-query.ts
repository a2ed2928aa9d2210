import type { Announcement } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRequestError, apiPaths, resourceKeys } from '@feedline/api-client';
import { api } from '../../../lib/http';
import { ANNOUNCEMENTS_REFETCH_MS } from '../model/announcement-list';

/** `message` is sanitised HTML. */
export type AnnouncementsData = Announcement[];
export type AnnouncementsError = ApiRequestError;

/**
 * The announcements, their HTML messages sanitised again here (the API cleans them when they are
 * written). The sanitiser's chunk loads beside the request, which starts with the route
 * (routes/shell-data.ts), so it does not weigh on the first chunk nor wait for anything.
 */
export async function getAnnouncements(signal?: AbortSignal): Promise<AnnouncementsData> {
  const [list, { sanitizeHtml }] = await Promise.all([
    api.get<{ data: Announcement[] }>(apiPaths.announcements, { signal }),
    import('../../../lib/sanitize'),
  ]);
  return list.data.map((announcement) => ({
    ...announcement,
    message: sanitizeHtml(announcement.message),
  }));
}

/** Fresh for 300 000 ms (spec §9): a navigation refetches only after that (see the strip). */
export function announcementsQueryOptions() {
  return queryOptions<AnnouncementsData, AnnouncementsError>({
    queryKey: resourceKeys.announcements(),
    queryFn: ({ signal }) => getAnnouncements(signal),
    staleTime: ANNOUNCEMENTS_REFETCH_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useAnnouncementsQuery() {
  return useQuery(announcementsQueryOptions());
}
