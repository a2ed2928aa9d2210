import type { Paginated, Project, Site } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import { LIST_AMOUNT, legacyKeys } from './legacy-keys';

export function useProjectQuery(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.project(projectId),
    queryFn: ({ signal }) => api.get<Project>(`/projects/${projectId}`, { signal }),
  });
}

export function useProjectSitesQuery(projectId: number) {
  const api = useApi();
  return useQuery({
    queryKey: legacyKeys.projectSites(projectId),
    queryFn: ({ signal }) =>
      api.get<Paginated<Site>>(`/projects/${projectId}/sites?page=1&amount=${LIST_AMOUNT}`, {
        signal,
      }),
  });
}
