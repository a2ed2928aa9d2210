import { createContext, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '@feedline/api-client';
import type { ShellBridge } from '../bridge/shell-bridge';

export interface Platform {
  bridge: ShellBridge;
  api: ApiClient;
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ value, children }: { value: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a PlatformProvider');
  return platform;
}

export const useBridge = (): ShellBridge => usePlatform().bridge;
export const useApi = (): ApiClient => usePlatform().api;

/**
 * Tells the shell the screen is ready once `hasContent` turns true (the shell then drops its
 * overlay), exactly once per screen.
 */
export function useReadyWhen(hasContent: boolean): void {
  const bridge = useBridge();
  const sent = useRef(false);
  useEffect(() => {
    if (!hasContent || sent.current) return;
    sent.current = true;
    bridge.ready(true);
  }, [bridge, hasContent]);
}
