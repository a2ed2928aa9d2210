import type { AccountUser } from '@feedline/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiRequestError } from '../../../lib/api-error';
import { apiUrl, http } from '../../../lib/http';
import { errorsKeys } from './keys';

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
  const body = await http
    .get(apiUrl(`/accounts/${accountId}/users`), { signal, searchParams: { role: 'admin' } })
    .json<{ data?: unknown }>();
  return (body.data ?? []) as AccountUser[];
}

export function accountAdminsQueryOptions(variables: AccountAdminsVariables) {
  return queryOptions<AccountAdminsData, AccountAdminsError>({
    queryKey: errorsKeys.accountAdmins(variables.accountId),
    queryFn: ({ signal }) => getAccountAdmins(variables, signal),
    staleTime: 5 * 60_000,
  });
}
