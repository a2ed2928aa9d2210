import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '@feedline/frame-bridge/when-idle';
import { ShellStoreProvider } from './shell-store-context';
import type { ShellStore } from './shell-store';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  shellStore: ShellStore;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * The theme with the words Mantine's widgets say themselves, in the reader's language: every
 * toast's close button is named (an icon-only button has no name of its own).
 */
function useLocalTheme() {
  const { t } = useTranslation('common');
  // A new label (another language) makes a new theme.
  const closeLabel = t('app.notification-close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        },
      }),
    [closeLabel],
  );
}

const ToastHost = lazy(() => import('../components/toast-host'));

/**
 * The toasts' host, mounted once the browser is idle after the first screen: its code and its
 * render are not part of the first paint, nor of any navigation's. A toast asked for before is
 * kept by Mantine's store and shows when the host mounts.
 */
function IdleToastHost() {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => whenIdle(() => setIsMounted(true), 2_000), []);
  return isMounted ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

export function AppProviders({ queryClient, shellStore, env, children }: AppProvidersProps) {
  const localTheme = useLocalTheme();
  return (
    <MantineProvider theme={localTheme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={queryClient}>
        <ShellStoreProvider store={shellStore}>
          {children}
          <IdleToastHost />
        </ShellStoreProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
