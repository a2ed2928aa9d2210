import { ssoAuthenticationQueryOptions as ssoAuthenticationOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http';

export function ssoAuthenticationQueryOptions({ accountId }: { accountId: number }) {
  return ssoAuthenticationOptions(api, accountId);
}

/**
 * GET accounts/{accountId}/sso/authentication: the identity provider of the add and edit screens
 * (spec §3 Authentication); 404 while there is none.
 */
export function useSsoAuthenticationQuery(accountId: number | undefined) {
  return useQuery({
    ...ssoAuthenticationQueryOptions({ accountId: accountId ?? 0 }),
    enabled: accountId !== undefined,
    // The screens start from what the server holds now, never from an older copy.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
