/** Rows per request: a screen or two of rows, well under the API's limit of 500. */
export const PAGE_SIZE = 200;

/** Rows fetched beyond the visible ones, so a slow scroll finds the next page already there. */
export const PREFETCH_ROWS = 50;

export interface RowRange {
  /** First visible row (0-based). */
  startIndex: number;
  /** Last visible row, inclusive; below `startIndex` when nothing is visible. */
  endIndex: number;
}

/**
 * The offsets of the pages that hold the rows of `range`, widened by `prefetch` rows on both sides
 * and clipped to the `totalCount` rows there are. Only these pages are fetched, so a site of 100 000
 * items costs a page or two per screen, never the whole list.
 */
export function pageOffsetsFor(
  range: RowRange,
  totalCount: number,
  { pageSize = PAGE_SIZE, prefetch = PREFETCH_ROWS }: { pageSize?: number; prefetch?: number } = {},
): number[] {
  if (totalCount <= 0 || range.endIndex < range.startIndex) return [];
  const first = Math.max(0, range.startIndex - prefetch);
  const last = Math.min(totalCount - 1, range.endIndex + prefetch);
  if (last < first) return [];
  const offsets: number[] = [];
  for (let page = Math.floor(first / pageSize); page <= Math.floor(last / pageSize); page += 1) {
    offsets.push(page * pageSize);
  }
  return offsets;
}

/** The offset of the page that holds row `index`. */
export function pageOffsetOf(index: number, pageSize: number = PAGE_SIZE): number {
  return Math.floor(index / pageSize) * pageSize;
}

/**
 * The columns of the loaded pages, in order of first appearance. The API names a page's columns
 * from that page alone, so a later page may bring a field the first did not have.
 */
export function mergeColumns(pages: readonly { columns: readonly string[] }[]): string[] {
  const names = new Set<string>();
  for (const page of pages) for (const name of page.columns) names.add(name);
  return [...names];
}
