import { z } from 'zod';

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  amount: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** The spec's list shape: data, meta (totalPages, totalCount, currentPage, countPerPage), links. */
export function paginated<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({
      totalPages: z.number().int(),
      totalCount: z.number().int(),
      currentPage: z.number().int(),
      countPerPage: z.number().int(),
    }),
    links: z.object({ first: z.string(), last: z.string() }),
  });
}
export interface Paginated<T> {
  data: T[];
  meta: { totalPages: number; totalCount: number; currentPage: number; countPerPage: number };
  links: { first: string; last: string };
}
