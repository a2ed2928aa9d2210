import type { ItemDetail } from '@feedline/contracts';
import { apiPaths, pathOf, resourceKeys, type ApiRequestError } from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

/** One item at every stage with its problems; nothing is asked while no item is open. */
export function useItemDetailQuery({ siteId, itemId }: { siteId: number; itemId: number | null }) {
  const api = useApi();
  return useQuery<ItemDetail, ApiRequestError>({
    queryKey: resourceKeys.item(siteId, itemId ?? 0),
    queryFn: ({ signal }) =>
      api.get<ItemDetail>(pathOf(apiPaths.siteItem, { siteId, itemId: itemId ?? 0 }), { signal }),
    enabled: itemId !== null,
  });
}
