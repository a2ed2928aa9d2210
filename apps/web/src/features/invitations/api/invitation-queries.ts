import type { AcceptedInvitation, AcceptInvitation } from '@feedline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiRequestError,
  apiPaths,
  invitationQueryOptions,
  pathOf,
  resourceKeys,
} from '@feedline/api-client';
import { api } from '../../../lib/http';

export function useInvitationQuery(token: string, isEnabled: boolean) {
  return useQuery({ ...invitationQueryOptions(api, token), enabled: isEnabled });
}

export type AcceptInvitationVariables = { token: string; input: AcceptInvitation };
export type AcceptInvitationData = AcceptedInvitation;
export type AcceptInvitationError = ApiRequestError | Error;

/** Someone new accepts with a name and a password (no bearer: the token is the credential). */
export function useAcceptInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation<AcceptInvitationData, AcceptInvitationError, AcceptInvitationVariables>({
    mutationFn: ({ token, input }) =>
      api.post<AcceptInvitationData>(pathOf(apiPaths.invitationAccept, { token }), input),
    onSettled: (_data, _error, { token }) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.invitation(token) }),
  });
}

export type JoinInvitationVariables = { token: string };

/** The signed-in user joins; their organisations are read again. */
export function useJoinInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation<AcceptInvitationData, AcceptInvitationError, JoinInvitationVariables>({
    mutationFn: ({ token }) =>
      api.post<AcceptInvitationData>(pathOf(apiPaths.invitationJoin, { token })),
    onSettled: async (_data, _error, { token }) => {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.invitation(token) });
      await queryClient.invalidateQueries({ queryKey: resourceKeys.accounts() });
    },
  });
}
