import '@mantine/core/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getConfig } from '../config/config';
import { recordFirstRequests, rememberFirstRequests } from '../lib/first-requests';
import { keepScreenWhenSettled, releaseKeptScreen } from '../lib/kept-screen';
import { discardEarlyFrame } from '../features/embedded-frame/components/early-frame';
import { warmReaderFormatter } from '../lib/format';
import { createShellStore } from './shell-store';
import { resolveLanguage } from '../lib/language';
import { setNavigate } from '../lib/navigation';
import { initI18n } from './i18n';
import { captureInitialHl } from './language-sync';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { startFirstScreen } from '../routes/navigation-intent';
import { createAppRouter } from './router';

function start(): void {
  getConfig();
  const i18n = initI18n(resolveLanguage({ hl: captureInitialHl(window.location.search) }));
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const firstPathname = window.location.pathname;
  recordFirstRequests();
  // What the first screen asked for is asked for by the page's first script next time.
  const stopWatching = router.subscribe('onResolved', () => {
    stopWatching();
    rememberFirstRequests(firstPathname);
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html.');
  keepScreens(router, queryClient, container);
  if (startFirstScreen(router, queryClient)) {
    // While its data is on the way: the number and date formats the page writes with. A browser
    // process builds its first of each from ICU's data (~100 ms at 4× CPU), else in the first render.
    setTimeout(() => warmReaderFormatter(i18n.language), 0);
  }
  setNavigate(
    (href) => void router.navigate({ href }),
    // The router's latest location includes a navigation that is still being guarded.
    () => new URL(router.latestLocation.href, window.location.origin).href,
  );

  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} shellStore={createShellStore()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // App-wide adapters (console policy, error reporting) after the first render, outside the first chunk.
  void import('../lib/tracking/start-app-adapters').then(({ startAppAdapters }) =>
    startAppAdapters(getConfig()),
  );
}

/**
 * Each page the user opens is kept as it settles, and again when its data changes (a closed
 * announcement is not shown again), for the first script to show the next time its address is
 * opened (docs/adr/0029); the one it showed for this opening goes once the app has rendered the
 * page itself.
 */
function keepScreens(
  router: ReturnType<typeof createAppRouter>,
  queryClient: ReturnType<typeof createQueryClient>,
  root: Element,
): void {
  const current = () => window.location.pathname + window.location.search;
  const opened = current();
  let paths: string[] = [];
  let cancel: () => void = () => undefined;
  const keep = () => {
    cancel();
    cancel = keepScreenWhenSettled({
      paths,
      root,
      // An embedded screen still loading would be kept under its loading overlay.
      isBusy: () =>
        queryClient.isFetching() > 0 ||
        router.state.status !== 'idle' ||
        root.querySelector('iframe[data-status="loading"]') !== null,
      isKeepable: () =>
        router.state.matches.every((match) => match.status === 'success') &&
        router.state.resolvedLocation?.href === router.latestLocation.href,
    });
  };
  router.subscribe('onResolved', () => {
    releaseKeptScreen();
    discardEarlyFrame();
    // A first screen the address led elsewhere (`/` to the organisation's overview): both show it.
    paths = paths.length === 0 ? [opened, current()] : [current()];
    keep();
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (paths.length > 0 && event.type === 'updated' && event.action.type === 'success') keep();
  });
}

try {
  start();
} catch (error) {
  releaseKeptScreen();
  // Spec §8: a failure to start the app is written to the console.
  console.error('Feedline could not start.', error);
}
