import type { CreatedInvitation, NewInvitation } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { useApi } from '../../../app/platform-context';

export type InviteVariables = { accountId: number; invitation: NewInvitation };
export type InviteData = CreatedInvitation;
export type InviteError = ApiRequestError | Error;

/** An administrator invites someone; the organisation's open invitations are read again. */
export function useInviteMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<InviteData, InviteError, InviteVariables>({
    mutationFn: ({ accountId, invitation }) =>
      api.post<InviteData>(pathOf(apiPaths.accountInvitations, { accountId }), invitation),
    onSuccess: (_created, { accountId }) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.accountInvitations(accountId) }),
  });
}

export type RevokeInvitationVariables = { accountId: number; invitationId: number };
export type RevokeInvitationError = ApiRequestError | Error;

/** Withdraws an open invitation: its link stops working. */
export function useRevokeInvitationMutation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<void, RevokeInvitationError, RevokeInvitationVariables>({
    mutationFn: ({ accountId, invitationId }) =>
      api.delete<void>(pathOf(apiPaths.accountInvitation, { accountId, invitationId })),
    onSuccess: (_none, { accountId }) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.accountInvitations(accountId) }),
  });
}
