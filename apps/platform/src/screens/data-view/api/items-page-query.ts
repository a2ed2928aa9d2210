import type { ItemsPage } from '@feedline/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import {
  type ApiClient,
  type ApiRequestError,
  apiPaths,
  pathOf,
  resourceKeys,
} from '@feedline/api-client';
import { useApi } from '../../../app/platform-context';
import { PAGE_SIZE } from '../model/item-pages';
import { toQueryString } from '../model/data-view-selection';
import type { ItemsScope } from '../model/items-scope';
import { itemsViewEntries, itemsViewKey } from '../model/items-view';

export interface ItemsPageVariables {
  scope: ItemsScope;
  offset: number;
}
export type ItemsPageData = ItemsPage;
export type ItemsPageError = ApiRequestError;

/** The query of the scope: stage, channel and sub-channel only where they apply, then the view. */
export function scopeEntries(scope: ItemsScope): [string, string][] {
  const query: [string, string][] = [['stage', scope.stage]];
  if (scope.stage === 'channel' && scope.channelId !== null) {
    query.push(['stageId', String(scope.channelId)]);
    if (scope.classificationId !== null) {
      query.push(['classificationId', String(scope.classificationId)]);
    }
  }
  return [...query, ...itemsViewEntries(scope.view)];
}

/** The API path of one page. */
export function itemsPagePath({ scope, offset }: ItemsPageVariables): string {
  const query: [string, string][] = [
    ...scopeEntries(scope),
    ['offset', String(offset)],
    ['limit', String(PAGE_SIZE)],
  ];
  return `${pathOf(apiPaths.siteItems, { siteId: scope.siteId })}?${toQueryString(query)}`;
}

export function itemsPageQueryOptions(api: ApiClient, variables: ItemsPageVariables) {
  return queryOptions<ItemsPageData, ItemsPageError>({
    queryKey: resourceKeys.items(variables.scope.siteId, {
      stage: variables.scope.stage,
      stageId: variables.scope.channelId,
      classificationId: variables.scope.classificationId,
      view: itemsViewKey(variables.scope.view),
      offset: variables.offset,
      limit: PAGE_SIZE,
    }),
    queryFn: ({ signal }) => api.get<ItemsPage>(itemsPagePath(variables), { signal }),
    // Pages scrolled past stay cached, so scrolling back shows them at once.
    staleTime: 5 * 60_000,
  });
}

/** The first page: it carries the row count, the columns and the shared-settings flag. */
export function useFirstItemsPage(scope: ItemsScope, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({ ...itemsPageQueryOptions(api, { scope, offset: 0 }), enabled });
}

export interface ItemsPagesVariables {
  scope: ItemsScope;
  /** The pages the visible rows need. */
  offsets: readonly number[];
  /** Those of them to fetch now; the others only show what is cached already. */
  fetchable: ReadonlySet<number>;
}

export interface ItemsPagesData {
  /** The loaded pages by offset. */
  pages: ReadonlyMap<number, ItemsPage>;
  /** Offsets whose page could not be loaded. */
  failed: number[];
  refetchFailed: () => void;
}

/** The pages of the visible window of rows, each cached on its own. */
export function useItemsPages({ scope, offsets, fetchable }: ItemsPagesVariables): ItemsPagesData {
  const api = useApi();
  return useQueries({
    queries: offsets.map((offset) => ({
      ...itemsPageQueryOptions(api, { scope, offset }),
      enabled: fetchable.has(offset),
    })),
    combine: (results) => {
      const pages = new Map<number, ItemsPage>();
      const failed: number[] = [];
      results.forEach((result, index) => {
        const offset = offsets[index]!;
        if (result.data) pages.set(offset, result.data);
        else if (result.isError) failed.push(offset);
      });
      return {
        pages,
        failed,
        refetchFailed: () => {
          for (const result of results) if (result.isError) void result.refetch();
        },
      };
    },
  });
}
