import '@mantine/core/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getConfig } from '../config/config';
import { recordFirstRequests, rememberFirstRequests } from '../lib/first-requests';
import { releaseKeptScreen } from '../lib/kept-screen';
import { keepScreens } from './keep-screens';
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

try {
  start();
} catch (error) {
  releaseKeptScreen();
  // Spec §8: a failure to start the app is written to the console.
  console.error('Feedline could not start.', error);
}
