import {
  type ApiClient,
  projectQueryOptions,
  projectSitesQueryOptions,
} from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import type { Limiter } from '../model/limit-concurrency';
import { limited } from './limited';

export function useProjectQuery(projectId: number) {
  return useQuery(projectQueryOptions(useApi(), projectId));
}

/** The first page of the project's sites; `limit` holds the request in a queue. */
export const projectSitesQuery = (api: ApiClient, projectId: number, limit?: Limiter) =>
  limited(projectSitesQueryOptions(api, projectId), limit);

export function useProjectSitesQuery(projectId: number) {
  return useQuery(projectSitesQuery(useApi(), projectId));
}
