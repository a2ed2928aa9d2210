import type { TwoFactorStatus } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, resourceKeys } from '@feedline/api-client';
import { useRefreshAfterTwoFactorChange } from './refresh-after-two-factor-change';
import { postTwoFactor } from './two-factor-request';

export interface EnableTwoFactorVariables {
  /** Six digits from the authenticator app. */
  code: string;
}
export type EnableTwoFactorData = TwoFactorStatus;
export type EnableTwoFactorError = ApiRequestError;

export function enableTwoFactor(
  { code }: EnableTwoFactorVariables,
  signal?: AbortSignal,
): Promise<EnableTwoFactorData> {
  return postTwoFactor<TwoFactorStatus>('enable', { code }, signal);
}

export function useEnableTwoFactorMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterTwoFactorChange();
  return useMutation<EnableTwoFactorData, EnableTwoFactorError, EnableTwoFactorVariables>({
    mutationFn: (variables) => enableTwoFactor(variables),
    onSuccess: async (status) => {
      queryClient.setQueryData(resourceKeys.userTwoFactor(), status);
      await refresh();
    },
  });
}
