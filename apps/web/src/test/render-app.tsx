import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/providers';
import { createAppRouter } from '../app/router';
import { createShellStore } from '../app/shell-store';
import { storeTokens } from '../lib/auth/token-store';
import { setNavigate } from '../lib/navigation';
import type { ConnectionInfo } from '../lib/prefetch';

export interface RenderAppOptions {
  /** Start with tokens in storage (default true). */
  isSignedIn?: boolean;
  /** The network the router judges prefetching by (default: unknown, prefetching on). */
  connection?: () => ConnectionInfo | undefined;
}

/** Renders the whole app (real route tree, providers, HTTP layer) at `path`. */
export function renderApp(
  path: string,
  { isSignedIn = true, connection = () => undefined }: RenderAppOptions = {},
) {
  if (isSignedIn) storeTokens({ access_token: 'test-access', refresh_token: 'test-refresh' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [path] }),
    connection,
  });
  return { ...mountRouter(router, queryClient), router, queryClient };
}

/**
 * Renders `router` in the app's providers with a fresh shell store; the HTTP layer's redirects
 * (sign-out, access denied) go through it, as in the app.
 */
export function mountRouter(router: AnyRouter, queryClient: QueryClient) {
  setNavigate(
    (href) => void router.navigate({ href }),
    () => new URL(router.latestLocation.href, window.location.origin).href,
  );
  const shellStore = createShellStore();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} shellStore={shellStore} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, shellStore, user };
}
