import '@mantine/core/styles.css';
import '@feedline/theme/type-scale.css';
// First: React's DOM renderer and the libraries, each evaluated in a task of its own (ADR 0030).
import './app/start/libraries-stage';
import { MantineProvider } from '@mantine/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@feedline/api-client';
import { releaseKeptScreen } from '@feedline/kept-screen/keep';
import { App, createPlatformQueryClient } from './app/app';
import { startRoute } from './app/routes';
import { initI18n, toLanguage } from './app/i18n';
import { keepScreens } from './app/keep-screens';
import { readerFormatterWarmUp } from './lib/format';
import { PlatformProvider } from './app/platform-context';
import { cssVariablesResolver, theme } from './app/theme';
import { bridgeAuth } from './bridge/bridge-auth';
import { createShellBridge } from './bridge/shell-bridge';
import { platformConfig } from './config';
import { nextTask } from '@feedline/frame-bridge/when-idle';

/** Starts the screen in parts, a task each (ADR 0030). */
async function start(): Promise<void> {
  await nextTask();
  const config = platformConfig();
  const query = new URLSearchParams(window.location.search);
  // The shell sends the language in `_locale` (spec §2.10) and again with the session.
  const language = toLanguage(query.get('_locale'));
  initI18n(language);
  const bridge = createShellBridge({ shellOrigin: config.shellOrigin });
  const api = createApiClient({ baseUrl: config.api, auth: bridgeAuth(bridge) });
  const queryClient = createPlatformQueryClient();
  if (bridge.isEmbedded) {
    startRoute(window.location.pathname, window.location.search, { api, queryClient });
    // While its data is on the way: the number and date formats the screen writes with, one task
    // each, else in its first render (docs/adr/0025). ICU's data, which the frame's process's
    // first formatter loads, the first script's worker has loaded meanwhile (docs/adr/0034).
    for (const step of readerFormatterWarmUp(language)) setTimeout(step, 0);
  }
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing');
  if (bridge.isEmbedded) keepScreens(bridge, queryClient, root);
  const reactRoot = createRoot(root);
  // A transition: React renders it in slices of a few milliseconds.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <PlatformProvider value={{ bridge, api }}>
            <App
              pathname={window.location.pathname}
              search={window.location.search}
              shellOrigin={config.shellOrigin}
              queryClient={queryClient}
            />
          </PlatformProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}

start().catch((error: unknown) => {
  releaseKeptScreen();
  console.error('The embedded screen could not start:', error);
});
