import { accountQueryOptions as accountOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http';

export function accountQueryOptions({ accountId }: { accountId: number }) {
  return accountOptions(api, accountId);
}

export function useAccountQuery(accountId: number | undefined) {
  return useQuery({
    ...accountQueryOptions({ accountId: accountId ?? 0 }),
    enabled: accountId !== undefined,
  });
}
