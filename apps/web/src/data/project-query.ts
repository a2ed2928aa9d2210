import { projectQueryOptions as projectOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http';

export function projectQueryOptions({ projectId }: { projectId: number }) {
  return projectOptions(api, projectId);
}

export function useProjectQuery(projectId: number | undefined) {
  return useQuery({
    ...projectQueryOptions({ projectId: projectId ?? 0 }),
    enabled: projectId !== undefined,
  });
}
