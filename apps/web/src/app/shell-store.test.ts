import { describe, expect, it, vi } from 'vitest';
import { createShellStore, type KeyValueStorage } from './shell-store';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  values: Record<string, string>;
} {
  const values = { ...initial };
  return {
    values,
    read: (key) => values[key] ?? null,
    write: (key, value) => {
      values[key] = value;
    },
  };
}

describe('shell store', () => {
  it('starts expanded from 1280 px wide and collapsed below, until the user chooses (spec §9)', () => {
    const widthBefore = window.innerWidth;
    try {
      window.innerWidth = 1280;
      expect(createShellStore(memoryStorage()).getState().navCollapsed).toBe(false);
      window.innerWidth = 1279;
      expect(createShellStore(memoryStorage()).getState().navCollapsed).toBe(true);
      const chosen = memoryStorage({ 'feedline.nav.collapsed': 'false' });
      expect(createShellStore(chosen).getState().navCollapsed).toBe(false);
    } finally {
      window.innerWidth = widthBefore;
    }
  });

  it('restores the collapsed menu from feedline.nav.collapsed', () => {
    const store = createShellStore(memoryStorage({ 'feedline.nav.collapsed': 'true' }));
    expect(store.getState().navCollapsed).toBe(true);
  });

  it('persists every toggle and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createShellStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.toggleNav();
    expect(store.getState().navCollapsed).toBe(true);
    expect(storage.values['feedline.nav.collapsed']).toBe('true');
    store.toggleNav();
    expect(storage.values['feedline.nav.collapsed']).toBe('false');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('uses localStorage by default', () => {
    createShellStore().setNavCollapsed(true);
    expect(localStorage.getItem('feedline.nav.collapsed')).toBe('true');
  });

  it("hides the rail and menu on an embedded page's request, telling subscribers once", () => {
    const store = createShellStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState().isFrameFullscreen).toBe(false);

    store.setFrameFullscreen(true);
    store.setFrameFullscreen(true);
    expect(store.getState().isFrameFullscreen).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.setFrameFullscreen(false);
    expect(store.getState().isFrameFullscreen).toBe(false);
  });

  it('numbers drawer requests, so a repeated toggle is a new request', () => {
    const store = createShellStore(memoryStorage());
    expect(store.getState().drawerRequest).toBeNull();

    store.requestDrawer({ toggle: true });
    const first = store.getState().drawerRequest;
    store.requestDrawer({ toggle: true });
    expect(store.getState().drawerRequest).toEqual({ id: 2, toggle: true });
    expect(store.getState().drawerRequest).not.toBe(first);
    store.requestDrawer({ collapsed: false });
    expect(store.getState().drawerRequest).toEqual({ id: 3, collapsed: false });
  });
});
