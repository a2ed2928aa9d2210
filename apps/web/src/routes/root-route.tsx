import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { StandalonePage } from '../components/standalone-page';
import { ShellLocationSync } from '../features/shell/components/shell-location-sync';
import { matchLegacyRedirect } from './legacy-redirect-matcher';
import { NotFoundPage } from './lazy-pages';

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  return (
    <>
      <ShellLocationSync />
      <Outlet />
    </>
  );
}

function RootNotFound() {
  return (
    <StandalonePage>
      <NotFoundPage />
    </StandalonePage>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Old platform paths move to their new address before any guard runs (spec §2.16).
  beforeLoad: ({ location }) => {
    const target = matchLegacyRedirect(location.pathname, location.searchStr);
    if (target !== null) throw redirect({ href: target, replace: true });
  },
  component: RootLayout,
  notFoundComponent: RootNotFound,
});
