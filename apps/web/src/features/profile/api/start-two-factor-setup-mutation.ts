import type { TwoFactorSetup } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, resourceKeys } from '@feedline/api-client';
import { postTwoFactor } from './two-factor-request';

export type StartTwoFactorSetupData = TwoFactorSetup;
export type StartTwoFactorSetupError = ApiRequestError;

/** A new pending secret; it is shown once, so it lives in the mutation's result only. */
export function startTwoFactorSetup(signal?: AbortSignal): Promise<StartTwoFactorSetupData> {
  return postTwoFactor<TwoFactorSetup>('setup', undefined, signal);
}

export function useStartTwoFactorSetupMutation() {
  const queryClient = useQueryClient();
  return useMutation<StartTwoFactorSetupData, StartTwoFactorSetupError, void>({
    mutationFn: () => startTwoFactorSetup(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.userTwoFactor() }),
  });
}
