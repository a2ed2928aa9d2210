import type { TwoFactorStatus } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '../../../lib/api-error';
import { getJson } from '../../../lib/http';
import { profileKeys } from './keys';

export type TwoFactorStatusData = TwoFactorStatus;
export type TwoFactorStatusError = ApiRequestError;

export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatusData> {
  return getJson<TwoFactorStatus>('/user/two-factor', { signal });
}

export function twoFactorStatusQueryOptions() {
  return queryOptions<TwoFactorStatusData, TwoFactorStatusError>({
    queryKey: profileKeys.twoFactor(),
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });
}

export function useTwoFactorStatusQuery() {
  return useQuery(twoFactorStatusQueryOptions());
}
