import { afterNextPaint, whenIdle } from '@feedline/frame-bridge/when-idle';
// Types only: the painter is the first scripts', never in an app's code.
import type { KeptScreen, KeptScreens, KeptStyle } from './first-script/paint';

/**
 * The last render of the pages a user opened, per address, which the page's first script shows
 * the next time that address is opened, until the app has rendered its own
 * (`first-script/paint.ts`, docs/adr/0029). Shared by the shell and the embedded screens; each
 * keeps its own under its own key, for the user its session names.
 */

/** The element the first script shows a kept screen in. */
export const KEPT_SCREEN_COVER_ID = 'feedline-kept-screen';
/**
 * The attribute that marks a part of a page (its chrome: header, menus) that a kept picture of it
 * draws one frame after the rest (`first-script/paint.ts` LATER): spread `DRAWN_LATER_IN_PICTURE`
 * on the part's element.
 */
export const DRAWN_LATER_ATTRIBUTE = 'data-picture-later';
export const DRAWN_LATER_IN_PICTURE = { [DRAWN_LATER_ATTRIBUTE]: '' } as const;
/** Screens kept (the most recent), and the largest one kept, in characters of HTML. */
export const MAX_KEPT_SCREENS = 6;
export const MAX_KEPT_SCREEN_CHARS = 250_000;
/** `<html>` attributes the screen was drawn with. */
const DOCUMENT_ATTRIBUTES = ['lang', 'dir', 'data-mantine-color-scheme'];

/** The `sub` claim of a JWT access token, unverified: whose screens these are, not a proof. */
export function tokenSubject(token: string | null | undefined): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

/** Boxes that keep their size when emptied (`contain: size`): not a table's rows or cells. */
const CONTAINABLE_DISPLAY =
  /^(?:block|flow-root|flex|grid|inline-block|inline-flex|inline-grid|list-item|table)$/;

/**
 * The outermost of `elements` (a page's, in document order) wholly below the window's bottom edge,
 * with their boxes: out of sight in a picture, which shows the top of the page (the cover does not
 * scroll), and boxes whose size does not depend on their content once kept.
 */
function belowTheFold(elements: readonly Element[]): Map<Element, DOMRect> {
  const below = new Map<Element, DOMRect>();
  let outermost: Element | undefined;
  for (const element of elements) {
    if (outermost?.contains(element)) continue;
    if (!(element instanceof HTMLElement) || element.tagName === 'IFRAME') continue;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight || box.height === 0) continue;
    if (!CONTAINABLE_DISPLAY.test(getComputedStyle(element).display)) continue;
    below.set(element, box);
    outermost = element;
  }
  return below;
}

/**
 * The HTML of `root` as a picture of it: no script, no event handler attribute, no id (the page's
 * own elements keep theirs alone), no focus taken, and frames without their document, status or
 * name (the shell's first script loads the screen of `data-frame-address` in it, which the page
 * takes). What is wholly below the window's bottom edge is kept as an empty box of its size: the
 * picture shows the top of the page, and a first script parses, styles and lays out the rest for
 * nothing (an embedded screen's page is often mostly below it). A root not on the page has no
 * place on it: all of it is kept.
 */
export function pictureOf(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  if (root.isConnected) {
    const elements = [...root.querySelectorAll('*')];
    const below = belowTheFold(elements);
    // The copy's elements are in the same order as the page's.
    const copies = below.size > 0 ? copy.querySelectorAll('*') : undefined;
    elements.forEach((element, index) => {
      const box = below.get(element);
      const kept = copies?.[index];
      if (!box || !(kept instanceof HTMLElement)) return;
      kept.replaceChildren();
      kept.style.setProperty('contain', 'size');
      kept.style.setProperty('contain-intrinsic-size', `${box.width}px ${box.height}px`);
    });
  }
  copy.querySelectorAll('script, noscript, object, embed').forEach((element) => element.remove());
  for (const frame of copy.querySelectorAll('iframe')) {
    for (const name of ['src', 'srcdoc', 'title', 'name', 'data-status']) {
      frame.removeAttribute(name);
    }
  }
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const { name } of [...element.attributes]) {
      if (name === 'id' || name === 'autofocus' || name.startsWith('on')) {
        element.removeAttribute(name);
      }
    }
  }
  return copy.innerHTML;
}

/**
 * A stylesheet's rules are kept with a screen up to these sizes (a screen's own, not the app's,
 * whose thousands of rules would take longer to read than the request the picture saves).
 */
export const MAX_KEPT_STYLE_RULES = 300;
export const MAX_KEPT_STYLE_CHARS = 20_000;

/**
 * The page's stylesheets (`KeptScreen.styles`), with their rules where they can be read and are
 * short: a screen's own, which its lazy chunk loads after the first script; the first script gives
 * them to the picture without asking the network again.
 */
function stylesheetsOf(page: Document): KeptStyle[] {
  return [...page.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].flatMap((link) => {
    const href = link.getAttribute('href');
    // One still loading styles nothing on screen yet (a lazy chunk's code renders once its
    // stylesheet has loaded): kept, it would hold the next picture until it had loaded.
    if (!href || !link.sheet) return [];
    let css: string | undefined;
    try {
      const rules = link.sheet.cssRules;
      if (rules.length <= MAX_KEPT_STYLE_RULES) {
        const text = [...rules].map((rule) => rule.cssText).join('\n');
        if (text.length <= MAX_KEPT_STYLE_CHARS) css = text;
      }
    } catch {
      // Another origin's: its rules cannot be read.
    }
    return [css === undefined ? { href } : { href, css }];
  });
}

function readKept(key: string): KeptScreens | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as KeptScreens | null;
    return value && typeof value.user === 'string' && Array.isArray(value.screens)
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the most screens that fit in the storage, newest first. */
function writeKept(key: string, kept: KeptScreens): void {
  for (let count = kept.screens.length; count > 0; count -= 1) {
    try {
      localStorage.setItem(key, JSON.stringify({ ...kept, screens: kept.screens.slice(0, count) }));
      return;
    } catch {
      // Full: one screen fewer (a disabled storage fails every time and keeps nothing).
    }
  }
  forgetKeptScreens(key);
}

export interface KeepOptions {
  /** The storage key of the app's kept screens. */
  key: string;
  /** Who is signed in (the `sub` of the session's token); nothing is kept without. */
  user: string | undefined;
}

/**
 * Keeps what `root` shows now as the screen of `paths` (`pathname + search`) for `user`,
 * replacing what was kept for those addresses (and another user's screens). A screen too large to
 * keep is not kept.
 */
export function keepScreen(
  { key, user }: KeepOptions,
  paths: readonly string[],
  root: Element,
  now = Date.now(),
): void {
  if (!user || paths.length === 0) return;
  const html = pictureOf(root);
  const kept = readKept(key);
  const others = (kept?.user === user ? kept.screens : []).filter(
    (screen) => !screen.paths.some((path) => paths.includes(path)),
  );
  const screens =
    html.length > MAX_KEPT_SCREEN_CHARS
      ? others
      : [
          {
            paths: [...new Set(paths)],
            html,
            attributes: Object.fromEntries(
              DOCUMENT_ATTRIBUTES.flatMap((name) => {
                const value = document.documentElement.getAttribute(name);
                return value === null ? [] : [[name, value]];
              }),
            ),
            width: window.innerWidth,
            height: window.innerHeight,
            styles: stylesheetsOf(document),
            savedAt: now,
          } satisfies KeptScreen,
          ...others,
        ];
  writeKept(key, { user, screens: screens.slice(0, MAX_KEPT_SCREENS) });
}

/** Read by the first script (`first-script/paint.ts` RELEASED): the app has its own screen. */
const RELEASED = '__feedlineKeptScreenReleased';

/**
 * The app has rendered its own screen: the kept one, if the first script showed one, goes, and
 * one it was still to show (a frame not yet at its width) is not shown.
 */
export function releaseKeptScreen(): void {
  (globalThis as Record<string, unknown>)[RELEASED] = true;
  document.getElementById(KEPT_SCREEN_COVER_ID)?.remove();
}

/** How long {@link keptScreenPainted} waits at most for a frame's layout and paint. */
export const KEPT_SCREEN_PAINT_LIMIT_MS = 1_000;

/**
 * Resolves once the kept screen the first script shows, if any, has been painted: at once where
 * none is shown; where one is, after the paint that follows its showing: in a frame (a process of
 * its own, ADR 0031) the first script draws it once the frame has its width and its parent shows
 * it (`first-script/paint.ts`) — at most {@link KEPT_SCREEN_PAINT_LIMIT_MS}. The app's code waits
 * for it before its long first tasks, so that the picture is on screen before them, not after.
 */
export function keptScreenPainted(): Promise<void> {
  const cover = document.getElementById(KEPT_SCREEN_COVER_ID);
  if (!cover) return Promise.resolve();
  // Drawn, or gone (a width of another band, the app released it).
  const isDrawn = () =>
    !cover.isConnected || (cover.style.display !== 'none' && cover.style.visibility !== 'hidden');
  return new Promise((resolve) => {
    let cancelPaint = () => {};
    const done = () => {
      window.clearTimeout(limit);
      observer.disconnect();
      cancelPaint();
      resolve();
    };
    const limit = window.setTimeout(done, KEPT_SCREEN_PAINT_LIMIT_MS);
    const observer = new MutationObserver(() => {
      if (!isDrawn()) return;
      observer.disconnect();
      cancelPaint = afterNextPaint(done);
    });
    if (isDrawn()) {
      cancelPaint = afterNextPaint(done);
    } else {
      observer.observe(cover, { attributes: true, attributeFilter: ['style'] });
      if (cover.parentNode) observer.observe(cover.parentNode, { childList: true });
    }
  });
}

/** Forgets every screen kept under `key` (signing out), and the one shown, if any. */
export function forgetKeptScreens(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // A disabled storage kept nothing.
  }
  releaseKeptScreen();
}

export interface KeepWhenSettledOptions {
  /** Who keeps it and for whom, read when it is kept. */
  keeper: () => KeepOptions;
  paths: readonly string[];
  root: Element;
  /** Something of the screen is still on its way (its requests, a pending navigation). */
  isBusy: () => boolean;
  /** The screen is not one to show again (an error, no session). */
  isKeepable: () => boolean;
  /** Waits this long first: a screen whose data keeps changing is kept once it is quiet. */
  delayMs?: number;
}

/** How often, and how far apart, a busy screen is looked at again before it is left unkept. */
const SETTLE_TRIES = 20;
const SETTLE_RETRY_MS = 500;

/**
 * Keeps the screen once it has settled (nothing on its way) and the browser is idle, so that
 * keeping it never delays what the user does. Returns a cancel function (the next navigation).
 */
export function keepScreenWhenSettled(options: KeepWhenSettledOptions): () => void {
  let cancel: () => void = () => undefined;
  const attempt = (left: number) => {
    cancel = whenIdle(() => {
      if (!options.isBusy()) {
        if (options.isKeepable()) keepScreen(options.keeper(), options.paths, options.root);
        return;
      }
      if (left === 0) return;
      const retry = setTimeout(() => attempt(left - 1), SETTLE_RETRY_MS);
      cancel = () => clearTimeout(retry);
    }, 2_000);
  };
  const delay = setTimeout(() => attempt(SETTLE_TRIES), options.delayMs ?? 0);
  cancel = () => clearTimeout(delay);
  return () => cancel();
}

export interface ScreenKeeper {
  /** A screen was shown at `paths`: keep it once it has settled (what was pending is dropped). */
  shown(paths: readonly string[]): void;
  /** Its data changed: keep it again once the data has been quiet for `delayMs`. */
  changed(delayMs: number): void;
}

/**
 * Keeps each screen an app shows (`shown`) and keeps it again after its data changed
 * (`changed`), the first never put off by the second: a screen left soon after it settled is
 * still kept.
 */
export function createScreenKeeper(
  options: Omit<KeepWhenSettledOptions, 'paths' | 'delayMs'>,
): ScreenKeeper {
  let paths: readonly string[] = [];
  let cancelShown: () => void = () => undefined;
  let cancelChanged: () => void = () => undefined;
  return {
    shown(next) {
      cancelShown();
      cancelChanged();
      paths = next;
      cancelShown = keepScreenWhenSettled({ ...options, paths });
    },
    changed(delayMs) {
      if (paths.length === 0) return;
      cancelChanged();
      cancelChanged = keepScreenWhenSettled({ ...options, paths, delayMs });
    },
  };
}
