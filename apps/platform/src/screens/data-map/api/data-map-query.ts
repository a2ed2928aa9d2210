import type { DataMap } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient, ApiError } from '../../../api/client';
import { useApi } from '../../../app/platform-context';
import { dataMapKeys } from './keys';

export interface DataMapVariables {
  siteId: number;
}
export type DataMapData = DataMap;
export type DataMapError = ApiError;

export function dataMapQueryOptions(api: ApiClient, { siteId }: DataMapVariables) {
  return queryOptions<DataMapData, DataMapError>({
    queryKey: dataMapKeys.site(siteId),
    queryFn: ({ signal }) => api.get<DataMap>(`/sites/${siteId}/data-map`, { signal }),
  });
}

export function useDataMapQuery(variables: DataMapVariables) {
  return useQuery(dataMapQueryOptions(useApi(), variables));
}
