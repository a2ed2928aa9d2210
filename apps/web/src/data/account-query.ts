import type { Account } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '../lib/api-error';
import { getJson } from '../lib/http';
import { resourceKeys } from './resource-keys';

export interface AccountVariables {
  accountId: number;
}
export type AccountData = Account;
export type AccountError = ApiRequestError;

export function getAccount({ accountId }: AccountVariables, signal?: AbortSignal) {
  return getJson<Account>(`/accounts/${accountId}`, { signal });
}

export function accountQueryOptions({ accountId }: AccountVariables) {
  return queryOptions<AccountData, AccountError>({
    queryKey: resourceKeys.account(accountId),
    queryFn: ({ signal }) => getAccount({ accountId }, signal),
    staleTime: 60_000,
  });
}

export function useAccountQuery(accountId: number | undefined) {
  return useQuery({
    ...accountQueryOptions({ accountId: accountId ?? 0 }),
    enabled: accountId !== undefined,
  });
}
