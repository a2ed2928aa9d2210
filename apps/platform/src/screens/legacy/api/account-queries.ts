import type {
  Account,
  AccountSummary,
  AccountUser,
  ActivityPage,
  Feature,
  InvoiceList,
  Paginated,
  Project,
} from '@feedline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import { LIST_AMOUNT, legacyKeys } from './legacy-keys';

export function useAccountQuery(accountId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.account(accountId),
    queryFn: ({ signal }) => api.get<Account>(`/accounts/${accountId}`, { signal }),
  });
}

/** The signed-in user's organisations. */
export function useAccountsQuery() {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.accounts(),
    queryFn: ({ signal }) =>
      api.get<Paginated<AccountSummary>>(`/accounts?page=1&amount=${LIST_AMOUNT}`, { signal }),
  });
}

export function useAccountProjectsQuery(accountId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.accountProjects(accountId),
    queryFn: ({ signal }) =>
      api.get<Paginated<Project>>(`/accounts/${accountId}/projects?page=1&amount=${LIST_AMOUNT}`, {
        signal,
      }),
  });
}

export function useAccountUsersQuery(accountId: number, role: 'admin' | 'all') {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.accountUsers(accountId, role),
    queryFn: ({ signal }) =>
      api.get<{ data: AccountUser[] }>(
        `/accounts/${accountId}/users${role === 'admin' ? '?role=admin' : ''}`,
        { signal },
      ),
  });
}

export function useAccountFeaturesQuery(accountId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.accountFeatures(accountId),
    queryFn: ({ signal }) =>
      api.get<{ data: Feature[] }>(`/accounts/${accountId}/features`, { signal }),
  });
}

/** One page of the organisation's activity, newest first; the previous page stays while the next loads. */
export function useActivityQuery(accountId: number | undefined, page: number, amount: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.activity(accountId ?? 0, page, amount),
    queryFn: ({ signal }) =>
      api.get<ActivityPage>(`/accounts/${accountId}/activity?page=${page}&amount=${amount}`, {
        signal,
      }),
    enabled: accountId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useInvoicesQuery(accountId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.invoices(accountId),
    queryFn: ({ signal }) => api.get<InvoiceList>(`/accounts/${accountId}/invoices`, { signal }),
  });
}
