import { QueryClient } from '@tanstack/react-query';
import {
  KEPT_SCREEN_COVER_ID,
  KEPT_SCREEN_PAINT_LIMIT_MS,
  forgetKeptScreens,
  keptScreenPainted,
} from '@feedline/kept-screen/keep';
import { FRAME_USER_PREFIX } from '@feedline/kept-screen/first-script/paint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShellBridge } from '../bridge/shell-bridge';
import { KEPT_SCREENS_KEY, keepScreens } from './keep-screens';

/** An access token as the identity server issues it (a JWT); only its claims matter here. */
const tokenOf = (sub: string) =>
  `e30.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.signature`;

/** The bridge as `keepScreens` sees it: the session the shell gave, and the screen's content. */
function fakeBridge(sub: string) {
  const listeners: Array<() => void> = [];
  return {
    session: () => ({ accessToken: tokenOf(sub), locale: 'en' }),
    onContent: (listener: () => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    showContent: () => listeners.forEach((listener) => listener()),
  };
}

const PageIntersectionObserver = window.IntersectionObserver;
/** The page's size: the tests set the frame's own, and give the page its size back. */
const PAGE_SIZE = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };
/** The page's IntersectionObserver: `seeFrame` is the frame's parent showing the frame. */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
class FrameIntersectionObserver {
  private readonly watch: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.watch = { callback, targets: [] };
    observers.add(this.watch);
  }
  observe(target: Element) {
    this.watch.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.watch);
  }
  takeRecords() {
    return [];
  }
}
/** The parent shows the frame (`width` of it in sight: none while the frame has no width). */
function seeFrame(width = 1024) {
  for (const watch of [...observers]) {
    const entries = watch.targets.map((target) => ({
      target,
      isIntersecting: true,
      intersectionRect: { width },
    }));
    watch.callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
  }
}

/** The screen's page, as a new load of the frame runs its first script. */
async function openFrame(name: string) {
  document.getElementById(KEPT_SCREEN_COVER_ID)?.remove();
  window.name = name;
  vi.resetModules();
  await import('./first-script/kept-screen');
  return document.getElementById(KEPT_SCREEN_COVER_ID);
}

describe('a screen kept for the frame the shell loads for a kept page', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    window.IntersectionObserver =
      FrameIntersectionObserver as unknown as typeof IntersectionObserver;
    observers.clear();
    localStorage.clear();
    window.history.replaceState(null, '', '/dashboard/site/1/version/1?_locale=en');
    root = document.createElement('div');
    root.innerHTML = '<h2>Items over the latest imports</h2>';
  });
  /** The screen kept at `width` for user-1, as a new frame's page finds it (not released). */
  async function keepAtWidth(width: number) {
    window.innerWidth = width;
    const bridge = fakeBridge('user-1');
    keepScreens(bridge as unknown as ShellBridge, new QueryClient(), root);
    bridge.showContent();
    await vi.advanceTimersByTimeAsync(100);
    (globalThis as Record<string, unknown>).__feedlineKeptScreenReleased = undefined;
  }
  afterEach(() => {
    forgetKeptScreens(KEPT_SCREENS_KEY);
    window.name = '';
    window.IntersectionObserver = PageIntersectionObserver;
    Object.assign(window, PAGE_SIZE);
    vi.useRealTimers();
  });

  it('keeps a screen with content for the session’s user, and shows it only in a frame named for that user', async () => {
    const bridge = fakeBridge('user-1');
    keepScreens(bridge as unknown as ShellBridge, new QueryClient(), root);
    bridge.showContent();
    await vi.advanceTimersByTimeAsync(100);
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toContain('Items over the latest imports');

    const cover = await openFrame(`${FRAME_USER_PREFIX}user-1`);
    expect(cover?.innerHTML).toBe('<h2>Items over the latest imports</h2>');
    expect(cover?.getAttribute('aria-hidden')).toBe('true');
    // Laid out, and drawn once the shell shows the frame: drawn before, it would count as unseen.
    expect(cover?.style.visibility).toBe('hidden');
    seeFrame();
    expect(cover?.style.visibility).toBe('');
    // A shell that does not say so (idle, say) gets it drawn within a second all the same.
    const unseen = await openFrame(`${FRAME_USER_PREFIX}user-1`);
    await vi.advanceTimersByTimeAsync(900);
    expect(unseen?.style.visibility).toBe('hidden');
    await vi.advanceTimersByTimeAsync(100);
    expect(unseen?.style.visibility).toBe('');
    // A frame the shell's app loaded (no name), or one for another user: nothing kept is shown.
    expect(await openFrame('')).toBeNull();
    expect(await openFrame(`${FRAME_USER_PREFIX}user-2`)).toBeNull();
  });

  it('draws a frame’s picture once it is seen and the screen’s stylesheet has loaded', async () => {
    const screens = document.createElement('link');
    screens.rel = 'stylesheet';
    // As the screen's code adds it (Vite's loader of a lazy chunk's styles): the whole address.
    screens.href = `${window.location.origin}/assets/dashboard-screen-1.css`;
    // Loaded, with rules the page could not read: kept by its address only.
    Object.defineProperty(screens, 'sheet', {
      value: {
        get cssRules() {
          throw new DOMException('not readable', 'SecurityError');
        },
      },
    });
    document.head.append(screens);
    await keepAtWidth(1024);
    screens.remove();
    const cover = await openFrame(`${FRAME_USER_PREFIX}user-1`);
    const loaded = document.head.querySelector(
      `link[href="${window.location.origin}/assets/dashboard-screen-1.css"]`,
    );
    expect(loaded).not.toBeNull();
    seeFrame();
    // Seen, not styled yet: drawn unstyled, its text would count as painted at its unstyled size.
    expect(cover?.style.visibility).toBe('hidden');
    loaded?.dispatchEvent(new Event('load'));
    expect(cover?.style.visibility).toBe('');
    loaded?.remove();
  });

  it('takes the kept screen away once the screen has content of its own', async () => {
    const bridge = fakeBridge('user-1');
    keepScreens(bridge as unknown as ShellBridge, new QueryClient(), root);
    bridge.showContent();
    await vi.advanceTimersByTimeAsync(100);
    const cover = await openFrame(`${FRAME_USER_PREFIX}user-1`);
    expect(cover?.isConnected).toBe(true);

    const next = fakeBridge('user-1');
    keepScreens(next as unknown as ShellBridge, new QueryClient(), root);
    next.showContent();

    expect(cover?.isConnected).toBe(false);
  });

  it('shows it once the shell has given the new frame its width, not after the screen has content', async () => {
    await keepAtWidth(1024);

    // A new frame is 300 px wide until its parent has laid it out.
    window.innerWidth = 300;
    expect(await openFrame(`${FRAME_USER_PREFIX}user-1`)).toBeNull();
    window.innerWidth = 1024;
    window.dispatchEvent(new Event('resize'));
    expect(document.getElementById(KEPT_SCREEN_COVER_ID)?.innerHTML).toBe(
      '<h2>Items over the latest imports</h2>',
    );

    // The screen had its content before the frame had its width: nothing kept is shown then.
    window.innerWidth = 300;
    expect(await openFrame(`${FRAME_USER_PREFIX}user-1`)).toBeNull();
    const next = fakeBridge('user-1');
    keepScreens(next as unknown as ShellBridge, new QueryClient(), root);
    next.showContent();
    window.innerWidth = 1024;
    window.dispatchEvent(new Event('resize'));
    expect(document.getElementById(KEPT_SCREEN_COVER_ID)).toBeNull();
  });

  it('lays it out at once in a frame not laid out yet, at the size it was kept at, draws it at its width, or takes it away at another band', async () => {
    window.innerHeight = 700;
    await keepAtWidth(1024);

    // A frame the browser has not laid out yet has no width: the picture is parsed and laid out
    // at the size it was kept at, not drawn.
    window.innerWidth = 0;
    const cover = await openFrame(`${FRAME_USER_PREFIX}user-1`);
    expect(cover?.innerHTML).toBe('<h2>Items over the latest imports</h2>');
    expect(cover?.style).toMatchObject({ width: '1024px', height: '700px', display: '' });
    expect(cover?.style.visibility).toBe('hidden');
    // Touching the parent's viewport with no width of its own is not being seen.
    seeFrame(0);
    expect(cover?.style.visibility).toBe('hidden');
    window.innerWidth = 1024;
    window.dispatchEvent(new Event('resize'));
    expect(cover?.isConnected).toBe(true);
    // It fills the frame again, as drawn from then on.
    expect(cover?.style).toMatchObject({ width: '', height: '', right: '0px', bottom: '0px' });
    expect(cover?.style.visibility).toBe('hidden');
    seeFrame();
    expect(cover?.style.visibility).toBe('');

    // A frame its parent has not drawn since giving it its width hears no resize: drawn all the
    // same within a second.
    window.innerWidth = 0;
    const unheard = await openFrame(`${FRAME_USER_PREFIX}user-1`);
    window.innerWidth = 1024;
    await vi.advanceTimersByTimeAsync(900);
    expect(unheard?.style.width).toBe('1024px');
    await vi.advanceTimersByTimeAsync(100);
    expect(unheard?.isConnected).toBe(true);
    expect(unheard?.style.width).toBe('');
    expect(unheard?.style.visibility).toBe('');

    // Laid out at a width of another band: the picture goes, and comes back at its own band.
    window.innerWidth = 0;
    const narrow = await openFrame(`${FRAME_USER_PREFIX}user-1`);
    expect(narrow?.isConnected).toBe(true);
    window.innerWidth = 300;
    window.dispatchEvent(new Event('resize'));
    expect(narrow?.isConnected).toBe(false);
    expect(document.getElementById(KEPT_SCREEN_COVER_ID)).toBeNull();
    window.innerWidth = 1024;
    window.dispatchEvent(new Event('resize'));
    const back = document.getElementById(KEPT_SCREEN_COVER_ID);
    expect(back?.innerHTML).toBe('<h2>Items over the latest imports</h2>');
    expect(back?.style.width).toBe('');
  });

  it('holds a picture kept without its height out of the layout until the frame has its width', async () => {
    await keepAtWidth(1024);
    const kept = JSON.parse(localStorage.getItem(KEPT_SCREENS_KEY)!) as {
      screens: Array<{ height?: number }>;
    };
    for (const screen of kept.screens) delete screen.height;
    localStorage.setItem(KEPT_SCREENS_KEY, JSON.stringify(kept));

    window.innerWidth = 0;
    const cover = await openFrame(`${FRAME_USER_PREFIX}user-1`);
    expect(cover?.style).toMatchObject({ display: 'none', width: '' });
    window.innerWidth = 1024;
    window.dispatchEvent(new Event('resize'));
    expect(cover?.style.display).toBe('');
  });

  it('holds the screen’s code until the picture of a frame not laid out yet has been painted', async () => {
    await keepAtWidth(1024);
    const settled = (promise: Promise<void>) => {
      const state = { done: false };
      void promise.then(() => (state.done = true));
      return state;
    };
    // No picture: the code goes on at once.
    expect(await openFrame('')).toBeNull();
    const none = settled(keptScreenPainted());
    await vi.advanceTimersByTimeAsync(0);
    expect(none.done).toBe(true);

    // A picture in a frame without width: after the paint that follows the frame's first size
    // and its parent showing it.
    window.innerWidth = 0;
    await openFrame(`${FRAME_USER_PREFIX}user-1`);
    const painted = settled(keptScreenPainted());
    await vi.advanceTimersByTimeAsync(100);
    expect(painted.done).toBe(false);
    window.innerWidth = 1024;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(100);
    expect(painted.done).toBe(false);
    seeFrame();
    expect(painted.done).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(painted.done).toBe(true);

    // A picture of another band goes: the code goes on.
    window.innerWidth = 0;
    await openFrame(`${FRAME_USER_PREFIX}user-1`);
    const gone = settled(keptScreenPainted());
    window.innerWidth = 300;
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(50);
    expect(gone.done).toBe(true);

    // A frame the shell never lays out holds nothing back for longer than the limit.
    window.innerWidth = 0;
    await openFrame(`${FRAME_USER_PREFIX}user-1`);
    const waiting = settled(keptScreenPainted());
    await vi.advanceTimersByTimeAsync(KEPT_SCREEN_PAINT_LIMIT_MS - 10);
    expect(waiting.done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(waiting.done).toBe(true);
  });

  it('requests the screen’s code, and starts the formats’ worker, once the frame’s picture has been drawn and painted, at once without one', async () => {
    await keepAtWidth(1024);
    const tag = document.createElement('script');
    tag.setAttribute('data-app-scripts', '/assets/index-p1.js');
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    const requested = () =>
      [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
        script.getAttribute('src'),
      );
    // The workers the first script starts (jsdom has none, nor blob addresses).
    const workers: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(_url: string, options?: { name?: string }) {
          workers.push(options?.name ?? '');
        }
        addEventListener() {}
      },
    );
    const { createObjectURL } = URL;
    URL.createObjectURL = () => 'blob:intl-data';
    try {
      // A frame of the shell's app (no user in its name): nothing kept, the code at once.
      expect(await openFrame('')).toBeNull();
      expect(requested()).toEqual(['/assets/index-p1.js']);
      expect(workers).toEqual(['intl-data']);
      document.head.querySelector('script[type="module"]')?.remove();

      // A kept picture is drawn once the parent shows the frame: the code after that paint, and
      // the worker with it (nothing of it on the frame's thread before the picture).
      await openFrame(`${FRAME_USER_PREFIX}user-1`);
      await vi.advanceTimersByTimeAsync(100);
      expect(requested()).toEqual([]);
      seeFrame();
      expect(requested()).toEqual([]);
      expect(workers).toEqual(['intl-data']);
      await vi.advanceTimersByTimeAsync(50);
      expect(requested()).toEqual(['/assets/index-p1.js']);
      expect(workers).toEqual(['intl-data', 'intl-data']);
    } finally {
      for (const script of document.head.querySelectorAll('script[type="module"]')) script.remove();
      URL.createObjectURL = createObjectURL;
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('keeps nothing of the frame loaded ahead while it waits (its standby address)', async () => {
    window.history.replaceState(null, '', '/standby?_locale=en');
    const bridge = fakeBridge('user-1');
    keepScreens(bridge as unknown as ShellBridge, new QueryClient(), root);
    bridge.showContent();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  });
});
