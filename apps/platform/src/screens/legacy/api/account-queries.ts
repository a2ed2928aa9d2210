import {
  accountInvitationsQueryOptions,
  accountProjectsQueryOptions,
  accountQueryOptions,
  accountsQueryOptions,
  apiPaths,
  featuresQueryOptions,
  pathOf,
  resourceKeys,
} from '@feedline/api-client';
import type {
  AccountUserDetail,
  AccountUserEntry,
  ActivityFilter,
  ActivityPage,
  InvoiceList,
} from '@feedline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import { activityPath } from '../model/activity';

export function useAccountQuery(accountId: number) {
  return useQuery(accountQueryOptions(useApi(), accountId));
}

/** The signed-in user's organisations. */
export function useAccountsQuery() {
  return useQuery(accountsQueryOptions(useApi()));
}

export function useAccountProjectsQuery(accountId: number) {
  return useQuery(accountProjectsQueryOptions(useApi(), accountId));
}

export function useAccountUsersQuery(accountId: number, role: 'admin' | 'all') {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.accountUsers(accountId, role),
    queryFn: ({ signal }) =>
      api.get<{ data: AccountUserEntry[] }>(pathOf(apiPaths.accountUsers, { accountId }), {
        signal,
        searchParams: role === 'admin' ? { role } : {},
      }),
  });
}

/** The organisation's open invitations; only its administrators may read them. */
export function useAccountInvitationsQuery(accountId: number, isEnabled: boolean) {
  return useQuery({ ...accountInvitationsQueryOptions(useApi(), accountId), enabled: isEnabled });
}

export function useAccountFeaturesQuery(accountId: number) {
  return useQuery(featuresQueryOptions(useApi(), { scope: 'account', id: accountId }));
}

/** A member of the organisation with the projects and sites they may change. */
export function useAccountUserQuery(accountId: number, userId: number) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.accountUser(accountId, userId),
    queryFn: ({ signal }) =>
      api.get<AccountUserDetail>(pathOf(apiPaths.accountUser, { accountId, userId }), { signal }),
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
    queryKey: resourceKeys.accountActivity(accountId ?? 0, page, amount, filter),
    queryFn: ({ signal }) =>
      api.get<ActivityPage>(activityPath(accountId ?? 0, page, amount, filter), { signal }),
    enabled: accountId !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useInvoicesQuery(accountId: number) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.accountInvoices(accountId),
    queryFn: ({ signal }) =>
      api.get<InvoiceList>(pathOf(apiPaths.accountInvoices, { accountId }), { signal }),
  });
}
