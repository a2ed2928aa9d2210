import type { ComponentType, LazyExoticComponent } from 'react';

/** What every screen receives: its path params (ids already checked) and the query. */
export interface ScreenProps {
  params: Readonly<Record<string, string>>;
  /** Route params that are ids, as positive integers. */
  ids: Readonly<Record<string, number>>;
  query: URLSearchParams;
}

export type Screen = ComponentType<ScreenProps>;

export interface ScreenRoute {
  /** Path with `:name` segments, without a leading slash, e.g. `data-map/site/:siteId`. */
  pattern: string;
  screen: LazyExoticComponent<Screen> | Screen;
}
