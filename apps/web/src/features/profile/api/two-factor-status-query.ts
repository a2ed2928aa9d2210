import type { TwoFactorStatus } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiRequestError, apiPaths, resourceKeys } from '@feedline/api-client';
import { api } from '../../../lib/http';

export type TwoFactorStatusData = TwoFactorStatus;
export type TwoFactorStatusError = ApiRequestError;

export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatusData> {
  return api.get<TwoFactorStatus>(apiPaths.userTwoFactor, { signal });
}

export function twoFactorStatusQueryOptions() {
  return queryOptions<TwoFactorStatusData, TwoFactorStatusError>({
    queryKey: resourceKeys.userTwoFactor(),
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });
}

export function useTwoFactorStatusQuery() {
  return useQuery(twoFactorStatusQueryOptions());
}
