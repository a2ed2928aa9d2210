import { describe, expect, it } from 'vitest';
import { hidesSidebar, isFullscreenSearch, layoutMode } from './layout-mode';

describe('layout mode (spec §2.3)', () => {
  it('shows rail and menu by default', () => {
    expect(layoutMode({ isFullscreen: false, hideSidebar: false })).toEqual({
      showRail: true,
      showMenu: true,
    });
  });

  it('fullscreen=true hides the rail and the menu', () => {
    expect(layoutMode({ isFullscreen: true, hideSidebar: false })).toEqual({
      showRail: false,
      showMenu: false,
    });
    expect(layoutMode({ isFullscreen: true, hideSidebar: true })).toEqual({
      showRail: false,
      showMenu: false,
    });
  });

  it('hideSidebar hides only the menu', () => {
    expect(layoutMode({ isFullscreen: false, hideSidebar: true })).toEqual({
      showRail: true,
      showMenu: false,
    });
  });

  it('reads fullscreen=true as parsed by the router, or as text', () => {
    expect(isFullscreenSearch({ fullscreen: true })).toBe(true);
    expect(isFullscreenSearch({ fullscreen: 'true' })).toBe(true);
    expect(isFullscreenSearch({ fullscreen: false })).toBe(false);
    expect(isFullscreenSearch({ fullscreen: 'false' })).toBe(false);
    expect(isFullscreenSearch({ fullscreen: 1 })).toBe(false);
    expect(isFullscreenSearch({})).toBe(false);
  });

  it('finds hideSidebar on any matched route', () => {
    expect(hidesSidebar([{ staticData: {} }, { staticData: { hideSidebar: true } }])).toBe(true);
    expect(hidesSidebar([{ staticData: { hideSidebar: false } }, {}])).toBe(false);
    expect(hidesSidebar([])).toBe(false);
  });
});
