import type { CurrentUser } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRequestError, apiPaths, resourceKeys } from '@feedline/api-client';
import { api } from './http';

export type CurrentUserData = CurrentUser;
export type CurrentUserError = ApiRequestError;

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUserData> {
  return api.get<CurrentUser>(apiPaths.user, { signal });
}

/** The signed-in user: read by the guard, the shell and the profile, so it lives in lib. */
export function currentUserQueryOptions() {
  return queryOptions<CurrentUserData, CurrentUserError>({
    queryKey: resourceKeys.user(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}
