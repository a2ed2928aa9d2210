import { siteQueryOptions } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

/** The site, read for its name and whether the user may change it. */
export function useDesignerSiteQuery(siteId: number) {
  return useQuery(siteQueryOptions(useApi(), siteId));
}
