import { ssoSettingsQueryOptions as ssoSettingsOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http';

export function ssoSettingsQueryOptions({ accountId }: { accountId: number }) {
  return ssoSettingsOptions(api, accountId);
}

/** GET accounts/{accountId}/sso: the organisation's SSO status and set-up (spec §7). */
export function useSsoSettingsQuery(accountId: number | undefined) {
  return useQuery({
    ...ssoSettingsQueryOptions({ accountId: accountId ?? 0 }),
    enabled: accountId !== undefined,
  });
}
