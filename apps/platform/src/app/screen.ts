import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ApiClient } from '@feedline/api-client';

/** What every screen receives: its path params (ids already checked) and the query. */
export interface ScreenProps {
  params: Readonly<Record<string, string>>;
  /** Route params that are ids, as positive integers. */
  ids: Readonly<Record<string, number>>;
  query: URLSearchParams;
}

export type Screen = ComponentType<ScreenProps>;

/** What a route needs to start its screen's first requests before the screen renders. */
export interface ScreenPrefetchContext extends ScreenProps {
  api: ApiClient;
  queryClient: QueryClient;
}

/**
 * Starts the requests the screen's first render needs (data with `queryClient.prefetchQuery`,
 * chunks with `import()`), so they run beside the screen's own chunk instead of after it.
 */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => void;

/** A screen's code, loaded once: `load` for the app, `screen` for a Suspense boundary. */
export interface ScreenModule {
  /** The screen's chunk; the same promise each time (a failed load may be tried again). */
  load(): Promise<Screen>;
  /** The loaded screen, once `load` has resolved; the app renders it without suspending. */
  loaded(): Screen | undefined;
  /** The same screen as a lazy component. */
  screen: LazyExoticComponent<Screen>;
}

export interface ScreenRoute extends ScreenModule {
  /** Path with `:name` segments, without a leading slash, e.g. `data-map/site/:siteId`. */
  pattern: string;
  prefetch?: ScreenPrefetch;
}
