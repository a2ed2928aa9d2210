import { dataFlowsQueryOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export function useDataFlowsQuery({ siteId }: { siteId: number }) {
  return useQuery(dataFlowsQueryOptions(useApi(), siteId));
}
