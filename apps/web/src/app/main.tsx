import '@mantine/core/styles.css';
import '@feedline/theme/type-scale.css';
// First: React's DOM renderer and the libraries, each evaluated in a task of its own (ADR 0030).
import './start/libraries-stage';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getConfig } from '../config/config';
import { recordFirstRequests, rememberFirstRequests } from '../lib/first-requests';
import { releaseKeptScreen } from '../lib/kept-screen';
import { keepScreens } from './keep-screens';
import { readerFormatterWarmUp } from '../lib/format';
import { nextTask } from '@feedline/frame-bridge/when-idle';
import { createShellStore } from './shell-store';
import { resolveLanguage } from '../lib/language';
import { setNavigate } from '../lib/navigation';
import { initI18n } from './i18n';
import { captureInitialHl } from './language-sync';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { firstScreenFormats, startFirstScreen } from '../routes/navigation-intent';
import { createAppRouter } from './router';

/**
 * Starts the app in parts, a task each (ADR 0030): the main thread is never held for long while
 * the page's first script shows its kept screen and the first requests are answered.
 */
async function start(): Promise<void> {
  await nextTask();
  getConfig();
  const i18n = initI18n(resolveLanguage({ hl: captureInitialHl(window.location.search) }));
  const queryClient = createQueryClient();
  // The router's route tree is the longest part (~170 ms at 4× CPU): in a task of its own.
  await nextTask();
  const router = createAppRouter(queryClient);
  await nextTask();
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
  if (startFirstScreen(router, queryClient) && firstScreenFormats(router)) {
    // While its data is on the way: the number and date formats the page writes with, one task
    // each, else in the first render. ICU's data, which a browser process's first formatter
    // loads (~100 ms at 4× CPU), the first script's worker has loaded meanwhile (ADR 0034). Not
    // for a page that writes none (an embedded screen's page).
    for (const step of readerFormatterWarmUp(i18n.language)) setTimeout(step, 0);
  }
  setNavigate(
    (href) => void router.navigate({ href }),
    // The router's latest location includes a navigation that is still being guarded.
    () => new URL(router.latestLocation.href, window.location.origin).href,
  );

  await nextTask();
  const root = createRoot(container);
  // A transition: React renders it in slices of a few milliseconds.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} shellStore={createShellStore()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // App-wide adapters (console policy, error reporting) after the first render, outside the first chunk.
  void import('../lib/tracking/start-app-adapters').then(({ startAppAdapters }) =>
    startAppAdapters(getConfig()),
  );
}

start().catch((error: unknown) => {
  releaseKeptScreen();
  // Spec §8: a failure to start the app is written to the console.
  console.error('Feedline could not start.', error);
});
