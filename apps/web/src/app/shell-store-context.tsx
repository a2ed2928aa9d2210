import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ShellState, ShellStore } from './shell-store';

const ShellStoreContext = createContext<ShellStore | null>(null);

export function ShellStoreProvider({
  store,
  children,
}: {
  store: ShellStore;
  children: ReactNode;
}) {
  return <ShellStoreContext.Provider value={store}>{children}</ShellStoreContext.Provider>;
}

export function useShellStore(): ShellStore {
  const store = useContext(ShellStoreContext);
  if (!store) throw new Error('useShellStore needs a ShellStoreProvider above it.');
  return store;
}

/** Subscribes to one slice of shell state; the selector must return a stable value. */
export function useShellState<T>(select: (state: ShellState) => T): T {
  const store = useShellStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
