import {
  DRAWN_LATER_ATTRIBUTE,
  KEPT_SCREEN_PAINT_LIMIT_MS,
  MAX_KEPT_STYLE_CHARS,
  MAX_KEPT_STYLE_RULES,
  keepScreen as keep,
  keptScreenPainted,
  keepScreenWhenSettled as keepWhenSettled,
  type KeepWhenSettledOptions,
} from '@feedline/kept-screen/keep';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  KEPT_SCREEN_COVER_ID,
  KEPT_SCREENS_KEY,
  MAX_KEPT_SCREEN_CHARS,
  MAX_KEPT_SCREENS,
  forgetKeptScreens,
  pictureOf,
  shellKeeper,
  tokenSubject,
} from './kept-screen';

/** What the shell keeps and for whom: its key, the user of the stored token. */
const keepScreen = (paths: readonly string[], root: Element) => keep(shellKeeper(), paths, root);
const keepScreenWhenSettled = (options: Omit<KeepWhenSettledOptions, 'keeper'>) =>
  keepWhenSettled({ ...options, keeper: shellKeeper });

/** An access token as the identity server issues it (a JWT); only its claims matter here. */
function tokenOf(sub: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'RS256' })}.${part({ sub, exp: 4_000_000_000 })}.signature`;
}

/** The page's first script, as a fresh page load runs it at the start of the body. */
async function openPage(path: string) {
  document.getElementById(KEPT_SCREEN_COVER_ID)?.remove();
  window.history.replaceState(null, '', path);
  vi.resetModules();
  await import('../app/first-script/kept-screen');
  return document.getElementById(KEPT_SCREEN_COVER_ID);
}

function screenOf(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const overview =
  '<header><h1 class="title">Acme Retail</h1></header><main><p>3 projects</p></main>';

describe('a page opened again shows its last screen until the app has rendered', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('access', tokenOf('user-1'));
    window.innerWidth = 1400;
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });
  afterEach(() => {
    forgetKeptScreens();
    vi.useRealTimers();
  });

  it('shows the kept screen of the address, as a picture nobody can use or hear', async () => {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    keepScreen(['/overview/account/1'], screenOf(overview));
    document.documentElement.removeAttribute('data-mantine-color-scheme');

    const cover = await openPage('/overview/account/1');

    expect(cover?.innerHTML).toBe(overview);
    expect(cover?.getAttribute('aria-hidden')).toBe('true');
    expect(cover?.inert).toBe(true);
    expect(cover?.style.position).toBe('fixed');
    expect(cover?.style.pointerEvents).toBe('none');
    // Drawn with the colour scheme it was kept with: Mantine's variables hang on that attribute.
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('draws the kept screen with the stylesheets it was drawn with: its rules kept, or loaded first', async () => {
    /** A stylesheet of the page; `rules` as the browser reads them once it has loaded. */
    const sheet = (href: string, rules?: string[]) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      if (rules) {
        Object.defineProperty(link, 'sheet', {
          value: { cssRules: rules.map((cssText) => ({ cssText })) },
        });
      }
      document.head.append(link);
      return link;
    };
    const sheets = () =>
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      );
    const screenSheet = `${window.location.origin}/assets/overview-screen-1.css`;
    try {
      // The page's own (large), and one its screen's code loaded (a lazy chunk's, with the whole
      // address, as the app's code adds it).
      sheet(
        '/assets/index-1.css',
        Array.from({ length: MAX_KEPT_STYLE_RULES + 1 }, () => '.a {}'),
      );
      // One of few rules, too long all the same (the page has both: no request for either).
      sheet('/assets/long-1.css', ['.long {}'.padEnd(MAX_KEPT_STYLE_CHARS + 1)]);
      const screens = sheet(screenSheet, [
        '.title { color: red; }',
        '.count { font-weight: 700; }',
      ]);
      // One a lazy chunk has just asked for: nothing on screen uses it yet.
      const loading = sheet('/assets/toast-host-1.css');
      keepScreen(['/overview/account/1'], screenOf(overview));
      loading.remove();
      // A new load of the page: the screen's code has not loaded its stylesheet yet.
      screens.remove();
      const kept = () =>
        JSON.parse(localStorage.getItem(KEPT_SCREENS_KEY)!) as {
          screens: Array<{ styles?: Array<{ href: string; css?: string }> }>;
        };
      expect(kept().screens[0]!.styles).toEqual([
        { href: '/assets/index-1.css' },
        { href: '/assets/long-1.css' },
        { href: screenSheet, css: '.title { color: red; }\n.count { font-weight: 700; }' },
      ]);

      // Its rules go with the picture, drawn at once, nothing asked for.
      const cover = await openPage('/overview/account/1');
      expect(cover?.querySelector('style')?.textContent).toBe(
        '.title { color: red; }\n.count { font-weight: 700; }',
      );
      expect(cover?.style.visibility).toBe('');
      expect(sheets()).toEqual(['/assets/index-1.css', '/assets/long-1.css']);

      // Rules it could not read: the stylesheet is asked for as the app asks for it, and the
      // picture drawn once it has loaded.
      const record = kept();
      record.screens[0]!.styles = [{ href: '/assets/index-1.css' }, { href: screenSheet }];
      localStorage.setItem(KEPT_SCREENS_KEY, JSON.stringify(record));
      const waiting = await openPage('/overview/account/1');
      expect(sheets()).toEqual(['/assets/index-1.css', '/assets/long-1.css', screenSheet]);
      expect(waiting?.style.visibility).toBe('hidden');
      document.head.querySelector(`link[href="${screenSheet}"]`)!.dispatchEvent(new Event('load'));
      expect(waiting?.style.visibility).toBe('');

      // One that is not there any more (another release): no picture without its styles.
      document.head.querySelector(`link[href="${screenSheet}"]`)!.remove();
      const unstyled = await openPage('/overview/account/1');
      document.head.querySelector(`link[href="${screenSheet}"]`)!.dispatchEvent(new Event('error'));
      expect(unstyled?.isConnected).toBe(false);
      document.head.querySelector(`link[href="${screenSheet}"]`)!.remove();

      // Another origin's stylesheet is never loaded from a record.
      record.screens[0]!.styles = [
        { href: '//elsewhere.test/a.css' },
        { href: 'https://elsewhere.test/b.css', css: '.title { color: red; }' },
      ];
      localStorage.setItem(KEPT_SCREENS_KEY, JSON.stringify(record));
      const elsewhere = await openPage('/overview/account/1');
      expect(sheets()).toEqual(['/assets/index-1.css', '/assets/long-1.css']);
      expect(elsewhere?.querySelector('style')).toBeNull();
      expect(elsewhere?.style.visibility).toBe('');
    } finally {
      document.head.querySelectorAll('link[rel="stylesheet"]').forEach((link) => link.remove());
    }
  });

  it('holds the app’s code until the kept screen has been painted, its stylesheet loaded first', async () => {
    vi.useFakeTimers();
    const settled = (promise: Promise<void>) => {
      const state = { done: false };
      void promise.then(() => (state.done = true));
      return state;
    };
    const screenSheet = `${window.location.origin}/assets/overview-screen-1.css`;
    try {
      // No kept screen: the code goes on at once.
      expect(await openPage('/overview/account/1')).toBeNull();
      const none = settled(keptScreenPainted());
      await vi.advanceTimersByTimeAsync(0);
      expect(none.done).toBe(true);

      // A picture drawn once the screen's stylesheet has loaded: the code waits for that, then
      // for the paint that follows.
      keepScreen(['/overview/account/1'], screenOf(overview));
      const record = JSON.parse(localStorage.getItem(KEPT_SCREENS_KEY)!) as {
        screens: Array<{ styles?: Array<{ href: string }> }>;
      };
      record.screens[0]!.styles = [{ href: screenSheet }];
      localStorage.setItem(KEPT_SCREENS_KEY, JSON.stringify(record));
      const cover = await openPage('/overview/account/1');
      const painted = settled(keptScreenPainted());
      await vi.advanceTimersByTimeAsync(100);
      expect(painted.done).toBe(false);
      document.head.querySelector(`link[href="${screenSheet}"]`)!.dispatchEvent(new Event('load'));
      expect(cover?.style.visibility).toBe('');
      expect(painted.done).toBe(false);
      await vi.advanceTimersByTimeAsync(50);
      expect(painted.done).toBe(true);

      // A stylesheet that never comes holds nothing back for longer than the limit.
      document.head.querySelector(`link[href="${screenSheet}"]`)!.remove();
      await openPage('/overview/account/1');
      const waiting = settled(keptScreenPainted());
      await vi.advanceTimersByTimeAsync(KEPT_SCREEN_PAINT_LIMIT_MS - 10);
      expect(waiting.done).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      expect(waiting.done).toBe(true);
    } finally {
      document.head.querySelectorAll('link[rel="stylesheet"]').forEach((link) => link.remove());
    }
  });

  it('draws the page’s chrome a frame after its content', async () => {
    vi.useFakeTimers();
    // Marked by the app; drawn by the first script.
    const page =
      `<header ${DRAWN_LATER_ATTRIBUTE}><a>Feedline</a></header>` +
      `<nav ${DRAWN_LATER_ATTRIBUTE}><a>Overview</a></nav><main><h1>Acme Retail</h1></main>`;
    keepScreen(['/overview/account/1'], screenOf(page));

    const cover = await openPage('/overview/account/1');
    await vi.advanceTimersByTimeAsync(0);
    const style = (selector: string) =>
      cover!.querySelector<HTMLElement>(selector)!.style.getPropertyValue('content-visibility');
    // The first frame: the content, and the chrome's boxes without what is in them.
    expect([style('header'), style('nav'), style('main')]).toEqual(['hidden', 'hidden', '']);
    // After that frame's paint, the rest.
    await vi.advanceTimersByTimeAsync(50);
    expect([style('header'), style('nav'), style('main')]).toEqual(['', '', '']);
  });

  it('shows one screen for the address that was opened and the one it led to', async () => {
    keepScreen(['/', '/overview/account/1'], screenOf(overview));

    expect((await openPage('/'))?.innerHTML).toBe(overview);
    expect((await openPage('/overview/account/1'))?.innerHTML).toBe(overview);
    expect(await openPage('/overview/account/2')).toBeNull();
    // The query is part of the address: another stage of the data view is another screen.
    keepScreen(['/data-view/site/1?stage=import'], screenOf('<p>import</p>'));
    expect(await openPage('/data-view/site/1?stage=export')).toBeNull();
  });

  it('never shows one user the screen another user saw', async () => {
    keepScreen(['/overview/account/1'], screenOf(overview));
    localStorage.setItem('access', tokenOf('user-2'));

    expect(await openPage('/overview/account/1')).toBeNull();

    // The next screen kept drops the other user's.
    keepScreen(['/overview/account/2'], screenOf('<p>Globex</p>'));
    const kept = JSON.parse(localStorage.getItem(KEPT_SCREENS_KEY)!) as {
      user: string;
      screens: unknown[];
    };
    expect(kept.user).toBe('user-2');
    expect(kept.screens).toHaveLength(1);
  });

  it('shows nothing without a session, after sign-out, a day later or at another width', async () => {
    keepScreen(['/overview/account/1'], screenOf(overview));
    localStorage.removeItem('access');
    expect(await openPage('/overview/account/1')).toBeNull();

    localStorage.setItem('access', tokenOf('user-1'));
    window.innerWidth = 600; // a phone's layout, not the desktop one it was kept with
    expect(await openPage('/overview/account/1')).toBeNull();
    window.innerWidth = 1300; // the same layout band as 1400
    expect(await openPage('/overview/account/1')).not.toBeNull();

    vi.useFakeTimers({ now: Date.now() + 24 * 60 * 60 * 1000 + 1, toFake: ['Date'] });
    expect(await openPage('/overview/account/1')).toBeNull();
    vi.useRealTimers();

    expect(await openPage('/overview/account/1')).not.toBeNull();
    forgetKeptScreens();
    expect(document.getElementById(KEPT_SCREEN_COVER_ID)).toBeNull();
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
    expect(await openPage('/overview/account/1')).toBeNull();
  });

  it('takes the picture without scripts, handlers, ids, focus or frame documents', () => {
    const root = screenOf(
      '<h1 id="heading" autofocus>Site</h1><img src="/a.png" onerror="alert(1)" alt="">' +
        '<script>alert(2)</script><iframe src="https://platform.test/screen" title="Screen" data-status="ready"></iframe>' +
        '<a href="/projects" aria-labelledby="heading">Projects</a>',
    );

    const picture = screenOf(pictureOf(root));

    expect(picture.querySelector('script')).toBeNull();
    expect(picture.querySelector('[id], [autofocus], [onerror]')).toBeNull();
    expect(picture.querySelector('iframe')?.hasAttribute('src')).toBe(false);
    // Not the page's frame: no name or status that would make it look like one.
    expect(picture.querySelector('iframe')?.hasAttribute('title')).toBe(false);
    expect(picture.querySelector('a')?.getAttribute('href')).toBe('/projects');
    expect(picture.textContent).toBe('SiteProjects');
    // The page's own elements are left as they are.
    expect(root.querySelector('#heading')).not.toBeNull();
  });

  it('keeps what is wholly below the window as an empty box of its size', () => {
    const height = window.innerHeight;
    window.innerHeight = 900;
    const root = screenOf(
      '<main><h1>Site</h1><section class="log"><p>line 1</p><p>line 2</p></section>' +
        '<table><tbody><tr><td>cell</td></tr></tbody></table></main>',
    );
    document.body.append(root);
    const place = (selector: string, top: number, width: number, height: number) => {
      root.querySelector(selector)!.getBoundingClientRect = () =>
        DOMRect.fromRect({ x: 0, y: top, width, height });
    };
    place('h1', 10, 1000, 40);
    // Below the window's bottom edge: its lines too, and a table's row, which keeps its cells.
    place('section', 900, 1000, 640);
    place('section p', 900, 1000, 20);
    place('table', 400, 1000, 30);
    place('tr', 950, 1000, 30);

    const picture = screenOf(pictureOf(root));
    root.remove();
    window.innerHeight = height;

    const section = picture.querySelector<HTMLElement>('section.log')!;
    expect(section.children).toHaveLength(0);
    expect(section.style.getPropertyValue('contain')).toBe('size');
    expect(section.style.getPropertyValue('contain-intrinsic-size')).toBe('1000px 640px');
    expect(picture.querySelector('h1')?.textContent).toBe('Site');
    expect(picture.querySelector('td')?.textContent).toBe('cell');
    // Detached from the page, nothing can be said to be out of sight: all of it is kept.
    expect(screenOf(pictureOf(root)).querySelectorAll('p')).toHaveLength(2);
  });

  it('keeps the most recent screens, and none too large to keep', () => {
    for (let index = 0; index <= MAX_KEPT_SCREENS; index += 1) {
      keepScreen([`/overview/account/${index}`], screenOf(`<p>${index}</p>`));
    }
    const read = () =>
      (JSON.parse(localStorage.getItem(KEPT_SCREENS_KEY)!) as { screens: { paths: string[] }[] })
        .screens;
    expect(read()).toHaveLength(MAX_KEPT_SCREENS);
    expect(read()[0]?.paths).toEqual([`/overview/account/${MAX_KEPT_SCREENS}`]);
    expect(read().some((screen) => screen.paths.includes('/overview/account/0'))).toBe(false);

    // A screen too large replaces nothing with itself: its address shows no old screen either.
    keepScreen(
      [`/overview/account/${MAX_KEPT_SCREENS}`],
      screenOf(`<p>${'x'.repeat(MAX_KEPT_SCREEN_CHARS)}</p>`),
    );
    expect(read()).toHaveLength(MAX_KEPT_SCREENS - 1);
    expect(read()[0]?.paths).toEqual([`/overview/account/${MAX_KEPT_SCREENS - 1}`]);
  });

  it('keeps fewer screens when the storage is full, and nothing when it refuses everything', () => {
    keepScreen(['/a'], screenOf('<p>a</p>'));
    keepScreen(['/b'], screenOf('<p>b</p>'));
    // Room for one screen only.
    const original = Storage.prototype.setItem;
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (
        key === KEPT_SCREENS_KEY &&
        (JSON.parse(value) as { screens: unknown[] }).screens.length > 1
      ) {
        throw new DOMException('full', 'QuotaExceededError');
      }
      original.call(this, key, value);
    });
    keepScreen(['/c'], screenOf('<p>c</p>'));
    const kept = JSON.parse(localStorage.getItem(KEPT_SCREENS_KEY)!) as {
      screens: { paths: string[] }[];
    };
    expect(kept.screens.map((screen) => screen.paths)).toEqual([['/c']]);

    spy.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keepScreen(['/d'], screenOf('<p>d</p>'));
    spy.mockRestore();
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  });

  it('keeps a screen once nothing of it is on its way, and not one that is not to be kept', async () => {
    let busy = true;
    let keepable = true;
    const root = screenOf(overview);
    vi.useFakeTimers();
    keepScreenWhenSettled({
      paths: ['/overview/account/1'],
      root,
      isBusy: () => busy,
      isKeepable: () => keepable,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
    busy = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toContain('3 projects');

    forgetKeptScreens();
    keepable = false;
    keepScreenWhenSettled({
      paths: ['/overview/account/1'],
      root,
      isBusy: () => busy,
      isKeepable: () => keepable,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();

    // Cancelled by the next navigation before it settled: nothing is kept.
    const cancel = keepScreenWhenSettled({
      paths: ['/overview/account/1'],
      root,
      isBusy: () => false,
      isKeepable: () => true,
    });
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  });

  it('reads whose screens they are from the token, and nothing from what is not a JWT', () => {
    expect(tokenSubject(tokenOf('user-1'))).toBe('user-1');
    expect(tokenSubject('opaque')).toBeUndefined();
    expect(tokenSubject('a.%%%.c')).toBeUndefined();
    expect(tokenSubject(null)).toBeUndefined();
  });
});
