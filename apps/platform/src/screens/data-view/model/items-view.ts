import {
  formatItemFilter,
  formatItemSort,
  ItemQueryError,
  MAX_ITEM_FILTERS,
  parseItemFilter,
  parseItemSort,
  type ItemFilter,
  type ItemSort,
} from '@feedline/contracts/item-query';
import { toQueryString } from './data-view-selection';

/** What narrows and orders the data view's items: its filters, search and sort (issue 12). */
export interface ItemsView {
  filters: ItemFilter[];
  search: string;
  sort: ItemSort | null;
}

export const EMPTY_VIEW: ItemsView = { filters: [], search: '', sort: null };

/** The query keys the view owns, in the screen's address and in the API's query alike. */
const VIEW_KEYS = ['filter', 'search', 'sort'] as const;

/** Reads the view from the address; what cannot be read (an edited address) is left out. */
export function parseItemsView(query: URLSearchParams): ItemsView {
  const filters: ItemFilter[] = [];
  for (const text of query.getAll('filter').slice(0, MAX_ITEM_FILTERS)) {
    try {
      filters.push(parseItemFilter(text));
    } catch (error) {
      if (!(error instanceof ItemQueryError)) throw error;
    }
  }
  let sort: ItemSort | null = null;
  const sortText = query.get('sort');
  if (sortText) {
    try {
      sort = parseItemSort(sortText);
    } catch (error) {
      if (!(error instanceof ItemQueryError)) throw error;
    }
  }
  return { filters, search: (query.get('search') ?? '').trim().slice(0, 100), sort };
}

/** The view's query entries (for the API and for the address), in a stable order. */
export function itemsViewEntries(view: ItemsView): [string, string][] {
  const entries: [string, string][] = view.filters.map((filter) => [
    'filter',
    formatItemFilter(filter),
  ]);
  if (view.search) entries.push(['search', view.search]);
  if (view.sort) entries.push(['sort', formatItemSort(view.sort)]);
  return entries;
}

/** The view as one text: a part of the pages' query keys. */
export const itemsViewKey = (view: ItemsView) => toQueryString(itemsViewEntries(view));

export const hasItemsView = (view: ItemsView) =>
  view.filters.length > 0 || view.search !== '' || view.sort !== null;

/** The address's query with another view: its other parameters kept, the view's replaced. */
export function withItemsView(current: URLSearchParams, view: ItemsView): string {
  const kept = [...current.entries()].filter(
    ([key]) => !(VIEW_KEYS as readonly string[]).includes(key) && key !== '_locale',
  );
  return toQueryString([...kept, ...itemsViewEntries(view)]);
}

/** The next sort of a column whose header is clicked: ascending, descending, then none. */
export function nextSort(current: ItemSort | null, field: string): ItemSort | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}
