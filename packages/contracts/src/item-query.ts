/**
 * How the data view narrows and orders a site's items (issue 12): filters on the items' fields as
 * imported, a search across every field, and a sort by one field. One text form, used by the API's
 * query (`filter=`, `sort=`), the embedded screen's address and the download: zod-free, so the
 * screens read it without the schema library.
 *
 * A filter is `op:field` or `op:field:value` — `notEmpty:gtin`, `gt:price:10`,
 * `contains:title:kettle, steel`. The value is everything after the second colon; a field name
 * cannot contain a colon.
 */

export const ITEM_FILTER_OPS = ['empty', 'notEmpty', 'eq', 'contains', 'gt', 'lt'] as const;
export type ItemFilterOp = (typeof ITEM_FILTER_OPS)[number];

/** The operators that compare with a value (the others take none). */
export const VALUE_OPS: ReadonlySet<ItemFilterOp> = new Set(['eq', 'contains', 'gt', 'lt']);
/** The operators whose value is a number. */
export const NUMBER_OPS: ReadonlySet<ItemFilterOp> = new Set(['gt', 'lt']);

/** Filters one request may combine (all must hold). */
export const MAX_ITEM_FILTERS = 10;
/** Longest field name or value of a filter, search or sort. */
export const MAX_ITEM_QUERY_TEXT = 200;

export interface ItemFilter {
  op: ItemFilterOp;
  field: string;
  /** The compared value; absent for `empty` and `notEmpty`. */
  value?: string;
}

export interface ItemSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** Why a filter or sort text cannot be read: the API answers 400 with this as the message. */
export class ItemQueryError extends Error {
  override readonly name = 'ItemQueryError';
}

const isOp = (text: string): text is ItemFilterOp =>
  (ITEM_FILTER_OPS as readonly string[]).includes(text);

/** A number as a filter value is written: digits with an optional sign and decimal point. */
export const FILTER_NUMBER = /^\s*-?\d+(?:[.,]\d+)?\s*$/;

/** Reads one filter; throws ItemQueryError saying what is wrong. */
export function parseItemFilter(text: string): ItemFilter {
  const first = text.indexOf(':');
  const op = first < 0 ? text : text.slice(0, first);
  if (!isOp(op)) {
    throw new ItemQueryError(
      `Unknown filter "${op}": use one of ${ITEM_FILTER_OPS.join(', ')}, as op:field[:value]`,
    );
  }
  const rest = first < 0 ? '' : text.slice(first + 1);
  const second = rest.indexOf(':');
  const field = (second < 0 ? rest : rest.slice(0, second)).trim();
  const value = second < 0 ? undefined : rest.slice(second + 1);
  if (field === '') throw new ItemQueryError(`The filter "${op}" needs a field: ${op}:field`);
  if (field.length > MAX_ITEM_QUERY_TEXT || (value?.length ?? 0) > MAX_ITEM_QUERY_TEXT) {
    throw new ItemQueryError(
      `A filter's field and value are at most ${MAX_ITEM_QUERY_TEXT} characters`,
    );
  }
  if (!VALUE_OPS.has(op)) {
    if (value !== undefined) throw new ItemQueryError(`The filter "${op}" takes no value`);
    return { op, field };
  }
  if (value === undefined || value.trim() === '') {
    throw new ItemQueryError(`The filter "${op}" needs a value: ${op}:${field}:value`);
  }
  if (NUMBER_OPS.has(op) && !FILTER_NUMBER.test(value)) {
    throw new ItemQueryError(`The filter "${op}" compares numbers: "${value}" is not a number`);
  }
  return { op, field, value };
}

/** The text form of a filter (what parseItemFilter reads). */
export function formatItemFilter(filter: ItemFilter): string {
  return filter.value === undefined
    ? `${filter.op}:${filter.field}`
    : `${filter.op}:${filter.field}:${filter.value}`;
}

/** Reads `field` or `field:asc` / `field:desc` (ascending unless said). */
export function parseItemSort(text: string): ItemSort {
  const match = /^(.*?)(?::(asc|desc))?$/.exec(text.trim());
  const field = match?.[1]?.trim() ?? '';
  if (field === '' || field.includes(':')) {
    throw new ItemQueryError('A sort is field, field:asc or field:desc');
  }
  if (field.length > MAX_ITEM_QUERY_TEXT) {
    throw new ItemQueryError(`A sort's field is at most ${MAX_ITEM_QUERY_TEXT} characters`);
  }
  return { field, direction: match?.[2] === 'desc' ? 'desc' : 'asc' };
}

export const formatItemSort = (sort: ItemSort): string => `${sort.field}:${sort.direction}`;

/** A number the way a filter or a field holds it (`12,5` or `12.5`); NaN when it is none. */
export const filterNumber = (text: string): number => Number(text.trim().replace(',', '.'));
