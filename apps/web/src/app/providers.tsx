import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

export function AppProviders({ queryClient, shellStore, env, children }: AppProvidersProps) {
  const localTheme = useLocalTheme();
  return (
    <MantineProvider theme={localTheme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={queryClient}>
        <ShellStoreProvider store={shellStore}>{children}</ShellStoreProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
