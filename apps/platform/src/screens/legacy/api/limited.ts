import type { QueryFunctionContext } from '@tanstack/react-query';
import type { Limiter } from '../model/limit-concurrency';

/** The same query options, their request held in `limit`'s queue (when there is one). */
export function limited<O extends { queryFn?: unknown }>(options: O, limit?: Limiter): O {
  if (!limit) return options;
  const queryFn = options.queryFn as (context: QueryFunctionContext) => Promise<unknown>;
  return {
    ...options,
    queryFn: (context: QueryFunctionContext) => limit(() => queryFn(context), context.signal),
  };
}
