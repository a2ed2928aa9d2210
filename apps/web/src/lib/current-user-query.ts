import type { CurrentUser } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from './api-error';
import { getJson } from './http';

/** The signed-in user: read by the guard, the shell and the profile, so it lives in lib. */
export const currentUserKey = ['current-user'] as const;

export type CurrentUserData = CurrentUser;
export type CurrentUserError = ApiRequestError;

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUserData> {
  return getJson<CurrentUser>('/user', { signal });
}

export function currentUserQueryOptions() {
  return queryOptions<CurrentUserData, CurrentUserError>({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}
