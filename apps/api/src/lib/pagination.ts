import type { Paginated, PaginationQuery } from '@feedline/contracts';

/** Builds the spec's data/meta/links list shape for one page of `totalCount` rows. */
export function toPage<T>(
  data: T[],
  totalCount: number,
  query: PaginationQuery,
  path: string,
): Paginated<T> {
  const totalPages = Math.max(1, Math.ceil(totalCount / query.amount));
  const link = (page: number) => `${path}?page=${page}&amount=${query.amount}`;
  return {
    data,
    meta: { totalPages, totalCount, currentPage: query.page, countPerPage: query.amount },
    links: { first: link(1), last: link(totalPages) },
  };
}

export const offsetOf = (query: PaginationQuery) => (query.page - 1) * query.amount;

/** The page with the query's filters kept in its links, or following them would drop them. */
export function withQuery<T>(
  page: Paginated<T>,
  filters: Record<string, string | undefined>,
): Paginated<T> {
  const extra = Object.entries(filters)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `&${name}=${encodeURIComponent(value)}`)
    .join('');
  if (!extra) return page;
  return { ...page, links: { first: page.links.first + extra, last: page.links.last + extra } };
}
