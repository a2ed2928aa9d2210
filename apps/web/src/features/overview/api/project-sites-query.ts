import type { Paginated, Site } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '../../../lib/api-error';
import { getJson } from '../../../lib/http';
import { overviewKeys } from './keys';

export const SITES_PAGE_SIZE = 100;

export interface ProjectSitesVariables {
  projectId: number;
}
export type ProjectSitesData = Paginated<Site>;
export type ProjectSitesError = ApiRequestError;

export function getProjectSites({ projectId }: ProjectSitesVariables, signal?: AbortSignal) {
  return getJson<Paginated<Site>>(`/projects/${projectId}/sites`, {
    signal,
    searchParams: { page: 1, amount: SITES_PAGE_SIZE },
  });
}

export function projectSitesQueryOptions({ projectId }: ProjectSitesVariables) {
  return queryOptions<ProjectSitesData, ProjectSitesError>({
    queryKey: overviewKeys.projectSites(projectId),
    queryFn: ({ signal }) => getProjectSites({ projectId }, signal),
  });
}

export function useProjectSitesQuery({ projectId }: ProjectSitesVariables) {
  return useQuery(projectSitesQueryOptions({ projectId }));
}
