import type { AccountSummary, Paginated } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '../lib/api-error';
import { getJson } from '../lib/http';
import { resourceKeys } from './resource-keys';

/**
 * The API's largest page. The switcher filters this page itself; when the user has more
 * organisations than fit in it, it asks the API to search instead.
 */
export const ACCOUNTS_PAGE_SIZE = 100;

export type AccountsData = Paginated<AccountSummary>;
export type AccountsError = ApiRequestError;

export function getAccounts(signal?: AbortSignal, search?: string): Promise<AccountsData> {
  return getJson<AccountsData>('/accounts', {
    signal,
    searchParams: { page: 1, amount: ACCOUNTS_PAGE_SIZE, ...(search ? { search } : {}) },
  });
}

export function accountsQueryOptions() {
  return queryOptions<AccountsData, AccountsError>({
    queryKey: resourceKeys.accounts(),
    queryFn: ({ signal }) => getAccounts(signal),
    staleTime: 60_000,
  });
}

export function useAccountsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQueryOptions(), enabled });
}

/** The organisations whose company contains `search` (server side, case-insensitive). */
export function accountsSearchQueryOptions(search: string) {
  return queryOptions<AccountsData, AccountsError>({
    queryKey: resourceKeys.accountsSearch(search),
    queryFn: ({ signal }) => getAccounts(signal, search),
    staleTime: 60_000,
  });
}

export function useAccountsSearchQuery(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...accountsSearchQueryOptions(search), enabled });
}
