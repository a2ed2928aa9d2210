import type { Site } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import { designerKeys } from './designer-keys';

/** The site, read for its name and whether the user may change it. */
export function useDesignerSiteQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: designerKeys.site(siteId),
    queryFn: ({ signal }) => api.get<Site>(`/sites/${siteId}`, { signal }),
  });
}
