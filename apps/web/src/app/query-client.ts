import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '@feedline/api-client';

const MAX_RETRIES = 2;

/** Answers below 500 are decisions of the API (forbidden, not found …), not worth repeating. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
