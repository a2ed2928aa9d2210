import type { Paginated, Project, Site } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { useApi } from '../../../app/platform-context';
import type { Limiter } from '../model/limit-concurrency';
import { LIST_AMOUNT, legacyKeys } from './legacy-keys';

export function useProjectQuery(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.project(projectId),
    queryFn: ({ signal }) => api.get<Project>(`/projects/${projectId}`, { signal }),
  });
}

/** The first page of the project's sites; `limit` holds the request in a queue. */
export const projectSitesQuery = (api: ApiClient, projectId: number, limit?: Limiter) =>
  queryOptions({
    queryKey: legacyKeys.projectSites(projectId),
    queryFn: ({ signal }) => {
      const load = () =>
        api.get<Paginated<Site>>(`/projects/${projectId}/sites?page=1&amount=${LIST_AMOUNT}`, {
          signal,
        });
      return limit ? limit(load, signal) : load();
    },
  });

export function useProjectSitesQuery(projectId: number) {
  return useQuery(projectSitesQuery(useApi(), projectId));
}
