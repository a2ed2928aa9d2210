import type { TwoFactorStatus } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, resourceKeys } from '@feedline/api-client';
import { useRefreshAfterTwoFactorChange } from './refresh-after-two-factor-change';
import { postTwoFactor } from './two-factor-request';

export interface DisableTwoFactorVariables {
  /** Six digits from the authenticator app. */
  code: string;
}
export type DisableTwoFactorData = TwoFactorStatus;
export type DisableTwoFactorError = ApiRequestError;

export function disableTwoFactor(
  { code }: DisableTwoFactorVariables,
  signal?: AbortSignal,
): Promise<DisableTwoFactorData> {
  return postTwoFactor<TwoFactorStatus>('disable', { code }, signal);
}

export function useDisableTwoFactorMutation() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterTwoFactorChange();
  return useMutation<DisableTwoFactorData, DisableTwoFactorError, DisableTwoFactorVariables>({
    mutationFn: (variables) => disableTwoFactor(variables),
    onSuccess: async (status) => {
      queryClient.setQueryData(resourceKeys.userTwoFactor(), status);
      await refresh();
    },
  });
}
