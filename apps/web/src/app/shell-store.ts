import { BREAKPOINTS } from '@feedline/theme';
import { readItem, storageKeys, writeItem } from '../lib/storage';

/** Menu widths (spec §9). */
export const MENU_WIDTH_COLLAPSED = 48;
export const MENU_WIDTH_EXPANDED = 220;

/**
 * A request of an embedded page to collapse, open or toggle the notifications drawer (spec §4).
 * `id` grows with every request, so the drawer can tell a repeated toggle from the one it already
 * followed.
 */
export type DrawerRequest = { id: number } & ({ collapsed: boolean } | { toggle: true });

export interface ShellState {
  navCollapsed: boolean;
  /** An embedded page asked to hide the rail and the menu, like `?fullscreen=true` (spec §7). */
  isFrameFullscreen: boolean;
  /** The latest drawer request of an embedded page, null before the first. */
  drawerRequest: DrawerRequest | null;
}

export interface KeyValueStorage {
  read: (key: string) => string | null;
  write: (key: string, value: string) => void;
}

export type ShellListener = (state: ShellState, previous: ShellState) => void;

export interface ShellStore {
  getState: () => ShellState;
  subscribe: (listener: ShellListener) => () => void;
  setNavCollapsed: (collapsed: boolean) => void;
  toggleNav: () => void;
  setFrameFullscreen: (enabled: boolean) => void;
  requestDrawer: (request: { collapsed: boolean } | { toggle: true }) => void;
}

/** Whether the screen is at least the desktop breakpoint wide (spec §9: 1280 px). */
export function isDesktopScreen(): boolean {
  return window.matchMedia(`(min-width: ${BREAKPOINTS.desktop}px)`).matches;
}

/**
 * The single owner of shell state (menu collapse, and the fullscreen and drawer
 * requests of embedded pages). Every change goes through here and is observable with `subscribe`;
 * the collapse choice persists as `feedline.nav.collapsed`. Until the user chooses, the menu starts
 * expanded on a desktop screen and collapsed on a narrower one.
 */
export function createShellStore(
  storage: KeyValueStorage = { read: readItem, write: writeItem },
  isDesktop: () => boolean = isDesktopScreen,
): ShellStore {
  const storedCollapse = storage.read(storageKeys.navCollapsed);
  let state: ShellState = {
    navCollapsed: storedCollapse === null ? !isDesktop() : storedCollapse === 'true',
    isFrameFullscreen: false,
    drawerRequest: null,
  };
  const listeners = new Set<ShellListener>();

  function update(next: ShellState): void {
    const previous = state;
    state = next;
    for (const listener of listeners) listener(state, previous);
  }

  function setNavCollapsed(collapsed: boolean): void {
    if (state.navCollapsed === collapsed) return;
    storage.write(storageKeys.navCollapsed, String(collapsed));
    update({ ...state, navCollapsed: collapsed });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setNavCollapsed,
    toggleNav: () => setNavCollapsed(!state.navCollapsed),
    setFrameFullscreen(enabled) {
      if (state.isFrameFullscreen === enabled) return;
      update({ ...state, isFrameFullscreen: enabled });
    },
    requestDrawer(request) {
      // A fresh object per request: even an identical one is a new command to the drawer.
      const id = (state.drawerRequest?.id ?? 0) + 1;
      update({ ...state, drawerRequest: { ...request, id } });
    },
  };
}
