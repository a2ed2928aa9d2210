import { siteQueryOptions as siteOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http';

export function siteQueryOptions({ siteId }: { siteId: number }) {
  return siteOptions(api, siteId);
}

export function useSiteQuery(siteId: number | undefined) {
  return useQuery({ ...siteQueryOptions({ siteId: siteId ?? 0 }), enabled: siteId !== undefined });
}
