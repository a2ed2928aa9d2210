import type { ItemsPage } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import { designerKeys } from './designer-keys';

/** How many imported items the preview offers. */
export const SAMPLE_ITEM_COUNT = 10;

export type SampleItemsData = ItemsPage;

/** The first imported items of the site, to preview the template with. */
export function useSampleItemsQuery(siteId: number) {
  const api = useApi();
  return useQuery({
    queryKey: designerKeys.sampleItems(siteId),
    queryFn: ({ signal }) =>
      api.get<SampleItemsData>(`/sites/${siteId}/items?stage=import&limit=${SAMPLE_ITEM_COUNT}`, {
        signal,
      }),
  });
}
