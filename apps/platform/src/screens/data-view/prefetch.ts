import { channelsQueryOptions } from '@feedline/api-client';
import type { ScreenPrefetch } from '../../app/screen';
import { itemsPageQueryOptions } from './api/items-page-query';
import { parseDataViewSelection } from './model/data-view-selection';
import type { ItemsScope } from './model/items-scope';
import { parseItemsView } from './model/items-view';

/** The first page of the view the address asks for, and the site's channels, with the route. */
export const prefetchDataView: ScreenPrefetch = ({ ids, query, api, queryClient }) => {
  const siteId = ids.siteId!;
  const selection = parseDataViewSelection(query);
  const scope: ItemsScope = { siteId, ...selection, view: parseItemsView(query) };
  if (selection.stage !== 'channel' || selection.channelId !== null) {
    void queryClient.prefetchQuery(itemsPageQueryOptions(api, { scope, offset: 0 }));
  }
  void queryClient.prefetchQuery(channelsQueryOptions(api, siteId));
};
