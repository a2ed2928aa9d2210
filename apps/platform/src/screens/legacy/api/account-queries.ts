import type {
  Account,
  AccountSummary,
  AccountUserDetail,
  AccountUserEntry,
  ActivityFilter,
  ActivityPage,
  Feature,
  InvoiceList,
  Paginated,
  Project,
} from '@feedline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import { activityPath } from '../model/activity';
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
      api.get<{ data: AccountUserEntry[] }>(
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

/** A member of the organisation with the projects and sites they may change. */
export function useAccountUserQuery(accountId: number, userId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.accountUser(accountId, userId),
    queryFn: ({ signal }) =>
      api.get<AccountUserDetail>(`/accounts/${accountId}/users/${userId}`, { signal }),
  });
}

/**
 * One page of the organisation's activity, newest first, optionally of a site, of a project's
 * sites or done by a user; the previous page stays while the next loads.
 */
export function useActivityQuery(
  accountId: number | undefined,
  page: number,
  amount: number,
  filter: ActivityFilter = {},
) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.activity(accountId ?? 0, page, amount, filter),
    queryFn: ({ signal }) =>
      api.get<ActivityPage>(activityPath(accountId ?? 0, page, amount, filter), { signal }),
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
