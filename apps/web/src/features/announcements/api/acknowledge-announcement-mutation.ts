import type { AcknowledgeAnnouncement, Announcement } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { api } from '../../../lib/http';

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
  return api.patch<Announcement>(pathOf(apiPaths.announcement, { announcementId: id }), json, {
    signal,
  });
}

/** Closing an announcement: tell the server, then refetch the list (spec §4). */
export function useAcknowledgeAnnouncementMutation() {
  const queryClient = useQueryClient();
  return useMutation<
    AcknowledgeAnnouncementData,
    AcknowledgeAnnouncementError,
    AcknowledgeAnnouncementVariables
  >({
    mutationKey: [...resourceKeys.announcements(), 'acknowledge'],
    mutationFn: (variables) => acknowledgeAnnouncement(variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.announcements() }),
  });
}
