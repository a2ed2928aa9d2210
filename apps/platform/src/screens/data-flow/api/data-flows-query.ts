import type { SiteDataFlows } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, ApiError } from '../../../api/client';
import { useApi } from '../../../app/platform-context';
import { dataFlowKeys } from './keys';

export interface DataFlowsVariables {
  siteId: number;
}
export type DataFlowsData = SiteDataFlows;
export type DataFlowsError = ApiError;

export function dataFlowsQueryOptions(api: ApiClient, { siteId }: DataFlowsVariables) {
  return queryOptions<DataFlowsData, DataFlowsError>({
    queryKey: dataFlowKeys.site(siteId),
    queryFn: ({ signal }) => api.get<SiteDataFlows>(`/sites/${siteId}/data-flows`, { signal }),
  });
}

export function useDataFlowsQuery(variables: DataFlowsVariables) {
  return useQuery(dataFlowsQueryOptions(useApi(), variables));
}
