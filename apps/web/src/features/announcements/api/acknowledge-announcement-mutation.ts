import type { AcknowledgeAnnouncement, Announcement } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '../../../lib/api-error';
import { apiUrl, http } from '../../../lib/http';
import { announcementsKeys } from './keys';

export interface AcknowledgeAnnouncementVariables {
  id: number;
}
export type AcknowledgeAnnouncementData = Announcement;
export type AcknowledgeAnnouncementError = ApiRequestError;

/** Spec §7: update an announcement with payload id and acknowledged=true. */
export async function acknowledgeAnnouncement(
  { id }: AcknowledgeAnnouncementVariables,
  signal?: AbortSignal,
): Promise<AcknowledgeAnnouncementData> {
  const json: AcknowledgeAnnouncement = { id, acknowledged: true };
  const body = await http.patch(apiUrl(`/announcements/${id}`), { json, signal }).json<unknown>();
  return body as Announcement;
}

/** Closing an announcement: tell the server, then refetch the list (spec §4). */
export function useAcknowledgeAnnouncementMutation() {
  const queryClient = useQueryClient();
  return useMutation<
    AcknowledgeAnnouncementData,
    AcknowledgeAnnouncementError,
    AcknowledgeAnnouncementVariables
  >({
    mutationKey: announcementsKeys.acknowledge(),
    mutationFn: (variables) => acknowledgeAnnouncement(variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKeys.list() }),
  });
}
