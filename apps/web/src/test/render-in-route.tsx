import type { CurrentUser } from '@feedline/contracts';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouteComponent,
  type StaticDataRouteOption,
} from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { storeTokens } from '../lib/auth/token-store';
import { currentUserQueryOptions } from '../lib/current-user-query';
import { mountRouter } from './render-app';

/** A page of the small router. */
export interface TestPage {
  /** Its route path; the params are the ones components read the level from: `/site/$siteId`. */
  path: string;
  /** What it shows; by default a level-1 heading naming its path. */
  component?: RouteComponent;
  /** Its route data, e.g. `{ hideSidebar: true }`. */
  staticData?: StaticDataRouteOption;
}

export interface RenderInRouteOptions {
  /** Where the router starts, e.g. `/site/100?fullscreen=true`. */
  url: string;
  pages: readonly TestPage[];
}

/** The heading of the page that any path outside `pages` shows. */
const OTHER_PAGE = 'Any other page';

function PageHeading({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/**
 * Renders `layout` (put an `<Outlet />` in it to show the pages; a function gets the signed-in
 * user, as the app's shell route hands it to the shell) inside the app's providers and a
 * small router instead of the app's route tree. Like the app, the pages sit below the pathless
 * `authenticated` and `shell` routes (so route ids such as `/authenticated/shell/profile` hold),
 * and the user is signed in: tokens in storage, and the current user loaded from the API (MSW)
 * before anything renders, with `user` in the route context, as the sign-in guard leaves them.
 * There are no guards and no loaders; any path outside `pages` shows a page named OTHER_PAGE.
 */
export function renderInRoute(
  layout: ReactNode | ((user: CurrentUser) => ReactNode),
  { url, pages }: RenderInRouteOptions,
) {
  storeTokens({ access_token: 'test-access', refresh_token: 'test-refresh' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

  const rootRoute = createRootRoute({ component: Outlet });
  const authenticatedRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'authenticated',
    beforeLoad: async () => ({
      user: await queryClient.ensureQueryData(currentUserQueryOptions()),
    }),
  });
  const shellRoute = createRoute({
    getParentRoute: () => authenticatedRoute,
    id: 'shell',
    component: function ShellLayoutRoute() {
      const { user } = shellRoute.useRouteContext();
      return typeof layout === 'function' ? layout(user) : layout;
    },
  });
  const pageRoutes = pages.map(({ path, component, staticData }) =>
    createRoute({
      getParentRoute: () => shellRoute,
      path,
      component: component ?? (() => <PageHeading name={path} />),
      ...(staticData ? { staticData } : {}),
    }),
  );
  const otherPage = createRoute({
    getParentRoute: () => shellRoute,
    path: '$',
    component: () => <PageHeading name={OTHER_PAGE} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      authenticatedRoute.addChildren([shellRoute.addChildren([...pageRoutes, otherPage])]),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const { shellStore, user, ...view } = mountRouter(router, queryClient);

  /** Resolves once no query is loading any more: the moment a user sees the finished page. */
  const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));

  return { ...view, router, queryClient, shellStore, user, settled };
}
