import { ssoEnforcePreviewQueryOptions as enforcePreviewOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http';

export type SsoEnforcePreviewVariables = { accountId: number; domains: string };

export function ssoEnforcePreviewQueryOptions({ accountId, domains }: SsoEnforcePreviewVariables) {
  return enforcePreviewOptions(api, accountId, domains);
}

/**
 * GET accounts/{accountId}/sso/enforce-preview?domains=: the members who would lose password
 * login, read while the enforce confirmation is open.
 */
export function useSsoEnforcePreviewQuery(
  variables: SsoEnforcePreviewVariables,
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...ssoEnforcePreviewQueryOptions(variables), enabled });
}
