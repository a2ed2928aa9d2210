import type { Project } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '../lib/api-error';
import { getJson } from '../lib/http';
import { resourceKeys } from './resource-keys';

export interface ProjectVariables {
  projectId: number;
}
export type ProjectData = Project;
export type ProjectError = ApiRequestError;

export function getProject({ projectId }: ProjectVariables, signal?: AbortSignal) {
  return getJson<Project>(`/projects/${projectId}`, { signal });
}

export function projectQueryOptions({ projectId }: ProjectVariables) {
  return queryOptions<ProjectData, ProjectError>({
    queryKey: resourceKeys.project(projectId),
    queryFn: ({ signal }) => getProject({ projectId }, signal),
    staleTime: 60_000,
  });
}

export function useProjectQuery(projectId: number | undefined) {
  return useQuery({
    ...projectQueryOptions({ projectId: projectId ?? 0 }),
    enabled: projectId !== undefined,
  });
}
