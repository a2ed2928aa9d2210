import type { Account, AccountUpdate, Labelled } from '@feedline/contracts';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** The choices a master user picks from (spec §7); read only for master users. */
export function useAccountChoicesQueries(isMaster: boolean) {
  const clientTypes = useQuery({
    queryKey: resourceKeys.accountChoices('client-types'),
    queryFn: ({ signal }) => api.get<string[]>(apiPaths.accountClientTypes, { signal }),
    enabled: isMaster,
    staleTime: 60 * 60_000,
  });
  const verticals = useQuery({
    queryKey: resourceKeys.accountChoices('verticals'),
    queryFn: ({ signal }) => api.get<Labelled[]>(apiPaths.accountVerticals, { signal }),
    enabled: isMaster,
    staleTime: 60 * 60_000,
  });
  const businessTypes = useQuery({
    queryKey: resourceKeys.accountChoices('business-types'),
    queryFn: ({ signal }) => api.get<Labelled[]>(apiPaths.accountBusinessTypes, { signal }),
    enabled: isMaster,
    staleTime: 60 * 60_000,
  });
  return { clientTypes, verticals, businessTypes };
}

export type UpdateAccountVariables = { accountId: number; update: AccountUpdate };
export type UpdateAccountError = ApiRequestError | Error;

/** PATCH accounts/{accountId}; the answer is the account, which every view of it reads again. */
export function useUpdateAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation<Account, UpdateAccountError, UpdateAccountVariables>({
    mutationFn: ({ accountId, update }) =>
      api.patch<Account>(pathOf(apiPaths.account, { accountId }), update),
    onSuccess: async (saved) => {
      queryClient.setQueryData(resourceKeys.account(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.accounts() });
    },
  });
}
