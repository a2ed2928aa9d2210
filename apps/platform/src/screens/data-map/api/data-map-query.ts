import { dataMapQueryOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

export function useDataMapQuery({ siteId }: { siteId: number }) {
  return useQuery(dataMapQueryOptions(useApi(), siteId));
}
