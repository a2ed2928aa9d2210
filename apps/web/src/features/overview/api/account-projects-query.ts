import type { Paginated, Project } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '../../../lib/api-error';
import { getJson } from '../../../lib/http';
import { overviewKeys } from './keys';

export const PROJECTS_PAGE_SIZE = 100;

export interface AccountProjectsVariables {
  accountId: number;
}
export type AccountProjectsData = Paginated<Project>;
export type AccountProjectsError = ApiRequestError;

export function getAccountProjects({ accountId }: AccountProjectsVariables, signal?: AbortSignal) {
  return getJson<Paginated<Project>>(`/accounts/${accountId}/projects`, {
    signal,
    searchParams: { page: 1, amount: PROJECTS_PAGE_SIZE },
  });
}

export function accountProjectsQueryOptions({ accountId }: AccountProjectsVariables) {
  return queryOptions<AccountProjectsData, AccountProjectsError>({
    queryKey: overviewKeys.accountProjects(accountId),
    queryFn: ({ signal }) => getAccountProjects({ accountId }, signal),
  });
}

export function useAccountProjectsQuery({ accountId }: AccountProjectsVariables) {
  return useQuery(accountProjectsQueryOptions({ accountId }));
}
