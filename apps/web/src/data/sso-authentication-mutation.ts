import type { SsoAuthentication, SsoAuthenticationUpdate } from '@feedline/contracts';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/http';

export type UpdateSsoAuthenticationVariables = {
  accountId: number;
  authentication: SsoAuthenticationUpdate;
};
export type UpdateSsoAuthenticationData = SsoAuthentication;
export type UpdateSsoAuthenticationError = ApiRequestError | Error;

/**
 * PUT accounts/{accountId}/sso/authentication: the wizard's finish and the edit's save (spec §4).
 * The settings (status, entity id, endpoint, certificates) follow from it and are read again; the
 * answer replaces the cached authentication.
 */
export function useUpdateSsoAuthenticationMutation() {
  const queryClient = useQueryClient();
  return useMutation<
    UpdateSsoAuthenticationData,
    UpdateSsoAuthenticationError,
    UpdateSsoAuthenticationVariables
  >({
    mutationFn: ({ accountId, authentication }) =>
      api.put<SsoAuthentication>(
        pathOf(apiPaths.accountSsoAuthentication, { accountId }),
        authentication,
      ),
    onSuccess: async (saved, { accountId }) => {
      queryClient.setQueryData(resourceKeys.accountSsoAuthentication(accountId), saved);
      await queryClient.invalidateQueries({
        queryKey: resourceKeys.accountSso(accountId),
        exact: true,
      });
    },
  });
}
