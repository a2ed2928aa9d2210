import { apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { ItemsPage } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

/** How many imported items the preview offers. */
export const SAMPLE_ITEM_COUNT = 10;

export type SampleItemsData = ItemsPage;

/** The first imported items of the site, to preview the template with. */
export function useSampleItemsQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys.items(siteId, { stage: 'import', limit: SAMPLE_ITEM_COUNT }),
    queryFn: ({ signal }) =>
      api.get<SampleItemsData>(pathOf(apiPaths.siteItems, { siteId }), {
        signal,
        searchParams: { stage: 'import', limit: SAMPLE_ITEM_COUNT },
      }),
  });
}
