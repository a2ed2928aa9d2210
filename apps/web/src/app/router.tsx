import type { QueryClient } from '@tanstack/react-query';
import { createRouter, useRouter, type RouterHistory } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/error-state';
import { PageLoader } from '../components/page-loader';
import { browserConnection, canPrefetch, type ConnectionInfo } from '../lib/prefetch';
import { startRouteCode } from '../routes/navigation-ahead';
import { routeTree } from '../routes/route-tree';

function RouteError() {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <ErrorState description={t('app.error.description')} onRetry={() => void router.invalidate()} />
  );
}

export interface AppRouterOptions {
  history?: RouterHistory | undefined;
  /** The network information to judge prefetching by, read at every prefetch. */
  connection?: () => ConnectionInfo | undefined;
}

export function createAppRouter(
  queryClient: QueryClient,
  { history, connection = browserConnection }: AppRouterOptions = {},
) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    // Lazy areas are prefetched when their links become visible (spec §2.3) …
    defaultPreload: 'viewport',
    // TanStack Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PageLoader />,
    defaultErrorComponent: RouteError,
    // Every navigation scrolls smoothly to the top (back and forward restore the position).
    scrollRestoration: true,
    scrollRestorationBehavior: 'smooth',
  });
  // … except on 2g connections or with data saver on, judged when the prefetch would happen.
  const preloadRoute = router.preloadRoute;
  router.preloadRoute = (options) =>
    canPrefetch(connection()) ? preloadRoute(options) : Promise.resolve(undefined);
  // A page's own chunk is requested as soon as its route is known, beside the guard's requests,
  // instead of after the user has arrived (ARCHITECTURE.md §9: no request chains).
  // A page with an embedded screen also starts the screen in the frame loaded ahead, if there is
  // one (a new view of the same page is the frame's own business: only a new path does).
  router.subscribe('onBeforeLoad', ({ toLocation, pathChanged }) =>
    startRouteCode(router, router.matchRoutes(toLocation), toLocation.searchStr, {
      openFrame: pathChanged,
    }),
  );
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
