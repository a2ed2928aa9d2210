import { projectSitesQueryOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

export function useProjectSitesQuery({ projectId }: { projectId: number }) {
  return useQuery(projectSitesQueryOptions(api, projectId));
}
