import type { SsoSettings, SsoSettingsUpdate } from '@feedline/contracts';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/http';

export type UpdateSsoSettingsVariables = { accountId: number; update: SsoSettingsUpdate };
export type UpdateSsoSettingsData = SsoSettings;
export type UpdateSsoSettingsError = ApiRequestError | Error;

/**
 * PUT accounts/{accountId}/sso with the full settings object (spec §7); the answer is the updated
 * settings, which replace the cached ones.
 */
export function useUpdateSsoSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation<UpdateSsoSettingsData, UpdateSsoSettingsError, UpdateSsoSettingsVariables>({
    mutationFn: ({ accountId, update }) =>
      api.put<SsoSettings>(pathOf(apiPaths.accountSso, { accountId }), update),
    onSuccess: (saved, { accountId }) => {
      queryClient.setQueryData(resourceKeys.accountSso(accountId), saved);
    },
  });
}
