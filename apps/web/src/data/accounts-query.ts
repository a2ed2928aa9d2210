import {
  accountsQueryOptions as accountsOptions,
  accountsSearchQueryOptions as accountsSearchOptions,
} from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http';

/**
 * The signed-in user's organisations: the API's largest page. The switcher filters this page
 * itself; when the user has more organisations than fit in it, it asks the API to search instead.
 */
export function accountsQueryOptions() {
  return accountsOptions(api);
}

export function useAccountsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQueryOptions(), enabled });
}

export function useAccountsSearchQuery(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...accountsSearchOptions(api, search), enabled });
}
