import { accountProjectsQueryOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export function useAccountProjectsQuery({ accountId }: { accountId: number }) {
  return useQuery(accountProjectsQueryOptions(api, accountId));
}
