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
