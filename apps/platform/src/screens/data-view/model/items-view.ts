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

/**
 * The filter texts of the address: `filter` once per filter, or once as a JSON array (the form the
 * shell's router writes several values of one key in, and so the one this screen writes).
 */
function filterTexts(query: URLSearchParams): string[] {
  return query.getAll('filter').flatMap((value) => {
    if (!value.startsWith('[')) return [value];
    try {
      const list: unknown = JSON.parse(value);
      return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : [];
    } catch {
      return [];
    }
  });
}

/** Reads the view from the address; what cannot be read (an edited address) is left out. */
export function parseItemsView(query: URLSearchParams): ItemsView {
  const filters: ItemFilter[] = [];
  for (const text of filterTexts(query).slice(0, MAX_ITEM_FILTERS)) {
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

/** The view's entries in the address: several filters as one JSON array (see filterTexts). */
function addressEntries(view: ItemsView): [string, string][] {
  const entries = itemsViewEntries(view);
  if (view.filters.length < 2) return entries;
  const filters = JSON.stringify(view.filters.map(formatItemFilter));
  return [['filter', filters], ...entries.filter(([key]) => key !== 'filter')];
}

/** The address's query with another view: its other parameters kept, the view's replaced. */
export function withItemsView(current: URLSearchParams, view: ItemsView): string {
  const kept = [...current.entries()].filter(
    ([key]) => !(VIEW_KEYS as readonly string[]).includes(key) && key !== '_locale',
  );
  return toQueryString([...kept, ...addressEntries(view)]);
}

/** The next sort of a column whose header is clicked: ascending, descending, then none. */
export function nextSort(current: ItemSort | null, field: string): ItemSort | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}
