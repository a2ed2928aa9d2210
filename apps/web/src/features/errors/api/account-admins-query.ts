import type { AccountUser } from '@feedline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { api } from '../../../lib/http';

export interface AccountAdminsVariables {
  accountId: number;
}
export type AccountAdminsData = AccountUser[];
export type AccountAdminsError = ApiRequestError;

/** The administrators of an organisation (spec §7: account users filtered by the admin role). */
export async function getAccountAdmins(
  { accountId }: AccountAdminsVariables,
  signal?: AbortSignal,
): Promise<AccountAdminsData> {
  const body = await api.get<{ data?: unknown }>(pathOf(apiPaths.accountUsers, { accountId }), {
    signal,
    searchParams: { role: 'admin' },
  });
  return (body.data ?? []) as AccountUser[];
}

export function accountAdminsQueryOptions(variables: AccountAdminsVariables) {
  return queryOptions<AccountAdminsData, AccountAdminsError>({
    queryKey: resourceKeys.accountUsers(variables.accountId, 'admin'),
    queryFn: ({ signal }) => getAccountAdmins(variables, signal),
    staleTime: 5 * 60_000,
  });
}
