import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useReadyWhen } from '../../../app/platform-context';
import { ScreenError, ScreenLoader } from '../../../components/screen-state';

type Results = readonly UseQueryResult<unknown, Error>[];
type DataOf<R extends Results> = {
  [K in keyof R]: R[K] extends UseQueryResult<infer D, Error> ? D : never;
};

/**
 * Renders `children` with the data of every query once all have answered; until then the loader,
 * and the screen error (403/404 text, retry) when one fails. Tells the shell when it is ready.
 */
export function Loaded<const R extends Results>({
  queries,
  children,
}: {
  queries: R;
  children: (data: DataOf<R>) => ReactNode;
}) {
  const isLoaded = queries.every((query) => query.data !== undefined);
  useReadyWhen(isLoaded);
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <ScreenError
        error={failed.error}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!isLoaded) return <ScreenLoader />;
  return <>{children(queries.map((query) => query.data) as DataOf<R>)}</>;
}
