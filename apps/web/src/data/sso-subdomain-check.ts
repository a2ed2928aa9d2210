import type { SubdomainCheck } from '@feedline/contracts';
import { type ApiRequestError, subdomainCheckQueryOptions } from '@feedline/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../lib/http';

export type SubdomainCheckVariables = { accountId: number; subdomain: string };
export type SubdomainCheckData = SubdomainCheck;
export type SubdomainCheckError = ApiRequestError | Error;

/**
 * GET sso/check-subdomain?subdomain=&accountId= (spec §7), asked when the user leaves the
 * wizard's first page or saves a changed subdomain; resolves the answer or rejects.
 */
export function useCheckSubdomain() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ accountId, subdomain }: SubdomainCheckVariables): Promise<SubdomainCheckData> =>
      queryClient.fetchQuery(subdomainCheckQueryOptions(api, accountId, subdomain)),
    [queryClient],
  );
}
