import { showKeptScreen, type KeptScreen } from '@feedline/kept-screen/first-script/paint';
import {
  APP_START_LIMIT_MS,
  appScriptsOf,
  startApp,
} from '@feedline/kept-screen/first-script/start-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepScreen } from '@feedline/kept-screen/keep';
import { FIRST_REQUESTS_KEY } from '../../lib/first-requests';
import { forgetKeptScreens, shellKeeper } from '../../lib/kept-screen';

const SOURCES = ['/assets/rolldown-runtime-a1.js', '/assets/index-b2.js'];

/** The module scripts the page has been given, in order. */
const added = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => ({
    src: script.getAttribute('src'),
    crossOrigin: script.crossOrigin,
  }));

function screen(styles: KeptScreen['styles'] = []): KeptScreen {
  return {
    paths: ['/overview/account/1'],
    html: '<h1>Acme Retail</h1>',
    attributes: {},
    width: innerWidth,
    height: innerHeight,
    styles,
    savedAt: Date.now(),
  };
}

/** Runs the animation frame the browser would paint after, and the task queued from it. */
async function paint() {
  await vi.advanceTimersByTimeAsync(20);
}

describe('the app’s code, requested by the page’s first script once its kept screen is on screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const script of document.head.querySelectorAll('script[type="module"]')) script.remove();
    for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.remove();
    forgetKeptScreens();
  });

  it('reads the entry scripts the build named on the first script’s tag', () => {
    const tag = document.createElement('script');
    tag.setAttribute('data-app-scripts', SOURCES.join(' '));
    expect(appScriptsOf(tag)).toEqual(SOURCES);
    // In development the page has its own entry tag, and the first script names none.
    expect(appScriptsOf(document.createElement('script'))).toEqual([]);
    expect(appScriptsOf(null)).toEqual([]);
  });

  it('requests it at once where no kept screen is shown', () => {
    startApp(SOURCES, null);
    expect(added()).toEqual(SOURCES.map((src) => ({ src, crossOrigin: 'anonymous' })));
  });

  it('requests it once the kept screen has been painted, not before, and once only', async () => {
    startApp(SOURCES, showKeptScreen(screen()));
    expect(added()).toEqual([]);
    await paint();
    expect(added().map((script) => script.src)).toEqual(SOURCES);
    await vi.advanceTimersByTimeAsync(APP_START_LIMIT_MS);
    expect(added()).toHaveLength(SOURCES.length);
  });

  it('starts what goes with the app (its first requests) right before its code, not before the paint', async () => {
    const order: string[] = [];
    const withApp = () => order.push(`with the app, ${added().length} scripts added`);
    startApp(SOURCES, showKeptScreen(screen()), withApp);
    expect(order).toEqual([]);
    await paint();
    expect(order).toEqual(['with the app, 0 scripts added']);
    expect(added()).toHaveLength(SOURCES.length);
    await vi.advanceTimersByTimeAsync(APP_START_LIMIT_MS);
    expect(order).toHaveLength(1);

    // No kept screen, or no scripts named (in development): at once.
    for (const script of document.head.querySelectorAll('script[type="module"]')) script.remove();
    startApp(SOURCES, null, withApp);
    startApp([], showKeptScreen(screen()), withApp);
    expect(order).toEqual([
      'with the app, 0 scripts added',
      'with the app, 0 scripts added',
      `with the app, ${SOURCES.length} scripts added`,
    ]);
  });

  it('waits while the picture is held for a stylesheet, and requests it once that is drawn', async () => {
    const cover = showKeptScreen(screen([{ href: '/assets/data-view-c3.css' }]));
    startApp(SOURCES, cover);
    await paint();
    expect(cover.style.visibility).toBe('hidden');
    expect(added()).toEqual([]);

    document.head
      .querySelector<HTMLLinkElement>('link[href="/assets/data-view-c3.css"]')!
      .dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    await paint();
    expect(added().map((script) => script.src)).toEqual(SOURCES);
  });

  it('requests it at once when the held picture is taken away', async () => {
    const cover = showKeptScreen(screen([{ href: '/assets/data-view-c3.css' }]));
    startApp(SOURCES, cover);
    document.head
      .querySelector<HTMLLinkElement>('link[href="/assets/data-view-c3.css"]')!
      .dispatchEvent(new Event('error'));
    expect(cover.isConnected).toBe(false);
    await paint();
    expect(added().map((script) => script.src)).toEqual(SOURCES);
  });

  it('requests it after a bounded wait where the picture is never drawn', async () => {
    startApp(SOURCES, showKeptScreen(screen([{ href: '/assets/data-view-c3.css' }])));
    await vi.advanceTimersByTimeAsync(APP_START_LIMIT_MS - 50);
    expect(added()).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(added().map((script) => script.src)).toEqual(SOURCES);
  });
});

describe('the shell page’s first script', () => {
  /** A fresh load of `path`: its first script runs from the tag the build wrote. */
  async function openPage(path: string) {
    window.history.replaceState(null, '', path);
    const tag = document.createElement('script');
    tag.setAttribute('data-app-scripts', SOURCES.join(' '));
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
    vi.resetModules();
    await import('./kept-screen');
  }

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    const claims = btoa(JSON.stringify({ sub: 'user-1' })).replace(/=+$/, '');
    localStorage.setItem('access', `e30.${claims}.signature`);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    for (const script of document.head.querySelectorAll('script[type="module"]')) script.remove();
    forgetKeptScreens();
  });

  it('shows the kept screen, then requests the app’s code once it has been painted', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Acme Retail</h1>';
    keepScreen(shellKeeper(), ['/overview/account/1'], root);

    await openPage('/overview/account/1');
    expect(document.getElementById('feedline-kept-screen')?.textContent).toBe('Acme Retail');
    expect(added()).toEqual([]);
    await paint();
    expect(added().map((script) => script.src)).toEqual(SOURCES);
  });

  it('asks for the first screen’s data with the app’s code: after the picture’s paint, else at once', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    try {
      localStorage.setItem(
        FIRST_REQUESTS_KEY,
        JSON.stringify({
          '/overview/account/1': ['/api/user'],
          '/overview/account/2': ['/api/user'],
        }),
      );
      const root = document.createElement('div');
      root.innerHTML = '<h1>Acme Retail</h1>';
      keepScreen(shellKeeper(), ['/overview/account/1'], root);

      await openPage('/overview/account/1');
      expect(network).not.toHaveBeenCalled();
      await paint();
      expect(network).toHaveBeenCalledTimes(1);

      // No kept screen: nothing to wait for.
      await openPage('/overview/account/2');
      expect(network).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('requests the app’s code at once on a page with no kept screen', async () => {
    await openPage('/overview/account/2');
    expect(document.getElementById('feedline-kept-screen')).toBeNull();
    expect(added().map((script) => script.src)).toEqual(SOURCES);
  });

  it('requests the app’s code at once where the storage cannot be read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    await openPage('/overview/account/1');
    expect(added().map((script) => script.src)).toEqual(SOURCES);
  });
});
