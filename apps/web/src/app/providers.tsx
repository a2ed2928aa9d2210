import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

export function AppProviders({ queryClient, shellStore, env, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={queryClient}>
        <ShellStoreProvider store={shellStore}>{children}</ShellStoreProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
