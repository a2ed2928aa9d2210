// Shows a kept screen before the app's code has run: used by the pages' first scripts only (its
// folder keeps it out of the apps' chunks, `packages/build` isFirstScript), never by the apps,
// which keep the screens (`../keep.ts`). Nothing is imported: the key names and limits are
// passed in or written again here, and a test runs one side against the other.

/** One screen as an app kept it. */
export interface KeptScreen {
  /** `pathname + search` of the addresses that showed it (the one opened, the one it settled on). */
  paths: string[];
  html: string;
  /** `lang`, `dir` and the colour scheme of `<html>` when it was kept. */
  attributes: Record<string, string>;
  /** `innerWidth` when it was kept. */
  width: number;
  /** `innerHeight` when it was kept (absent in screens kept before it was recorded). */
  height?: number;
  /**
   * The page's stylesheets when it was kept: a screen's own are loaded with its code, after the
   * first script (absent in screens kept before they were recorded).
   */
  styles?: KeptStyle[];
  /** `Date.now()` when it was kept. */
  savedAt: number;
}

/** A stylesheet of the page a screen was kept from. */
export interface KeptStyle {
  /** Its `href`, as the page had it. */
  href: string;
  /** Its rules, where they could be read and are short (a screen's own, not the app's). */
  css?: string;
}

export interface KeptScreens {
  /** Who saw them (the `sub` of the session's access token). */
  user: string;
  screens: KeptScreen[];
}

/**
 * An embedded screen the shell's first script loads for a kept page is named for the user whose
 * page it is (`name` = this + the user): the frame shows its own kept screen only to that user.
 */
export const FRAME_USER_PREFIX = 'feedline-kept-screen:';

/** Parts of a picture drawn one frame after the rest (`keep.ts` DRAWN_LATER_ATTRIBUTE). */
const LATER = 'data-picture-later';
/** The element a kept screen is shown in (`keep.ts` KEPT_SCREEN_COVER_ID). */
const COVER_ID = 'feedline-kept-screen';
/** Older than this, a screen is not shown: the page waits for the app. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The app takes over much sooner; an app that failed to start does not leave a picture behind. */
const COVER_LIMIT_MS = 15_000;
/** Mantine's breakpoints in px (xs … xl): a screen kept in another band has another layout. */
const BREAKPOINTS = [576, 768, 992, 1200, 1408];
const ATTRIBUTES = ['lang', 'dir', 'data-mantine-color-scheme'];

const band = (width: number) => BREAKPOINTS.filter((breakpoint) => width >= breakpoint).length;

export interface PaintOptions {
  /** The storage key the app keeps its screens under. */
  key: string;
  /** Who is signed in, as far as the page can tell before its app runs; nothing is shown without. */
  user: string | undefined;
}

/** Set by the app's `releaseKeptScreen` (`keep.ts` RELEASED): a late kept screen is not shown. */
const RELEASED = '__feedlineKeptScreenReleased';

/**
 * The screen kept for this address, if `user` saw it at most a day ago (nothing without a user).
 */
export function findKeptScreen({ key, user }: PaintOptions) {
  const stored = localStorage.getItem(key);
  if (!user || !stored) return undefined;
  const kept = JSON.parse(stored) as KeptScreens;
  // Another user's screens are never shown (the app drops them when it keeps the next one).
  if (kept.user !== user) return undefined;
  const path = location.pathname + location.search;
  return kept.screens.find(
    (candidate) => candidate.paths.includes(path) && Date.now() - candidate.savedAt <= MAX_AGE_MS,
  );
}

/** Whether `screen` was kept at a width of the same layout band as the window's now. */
export const fitsWindow = (screen: KeptScreen): boolean => band(screen.width) === band(innerWidth);

/** Reasons a cover is not drawn yet (see {@link hold}). */
const holds = new WeakMap<HTMLElement, number>();
/** What waits for a cover to be drawn, or taken away (see {@link whenDrawn}). */
const waitingForDraw = new WeakMap<HTMLElement, Array<() => void>>();

/** Runs what waited for `cover` (see {@link whenDrawn}): it is drawn now, or gone. */
function drawn(cover: HTMLElement): void {
  const callbacks = waitingForDraw.get(cover) ?? [];
  waitingForDraw.delete(cover);
  for (const callback of callbacks) callback();
}

/**
 * Calls `then` once `cover` is drawn — no hold on it left (see {@link hold}) — or taken away:
 * at once if it is already.
 */
export function whenDrawn(cover: HTMLElement, then: () => void): void {
  if (!cover.isConnected || (holds.get(cover) ?? 0) === 0) {
    then();
    return;
  }
  waitingForDraw.set(cover, [...(waitingForDraw.get(cover) ?? []), then]);
}

/**
 * Calls `then` in a task after the paint that follows `cover`'s drawing (see {@link whenDrawn}):
 * after the next animation frame, which the paint follows. A frame its parent does not show runs
 * no animation frames: a caller that must go on bounds the wait itself.
 */
export function whenPainted(cover: HTMLElement, then: () => void): void {
  whenDrawn(cover, () => requestAnimationFrame(() => setTimeout(then, 0)));
}

/** Takes `cover` away, and runs what waited for it to be drawn. */
function takeAway(cover: HTMLElement): void {
  cover.remove();
  drawn(cover);
}

/**
 * Keeps `cover` out of sight (laid out, not drawn) until the returned release has been called, and
 * every other hold on it released.
 */
function hold(cover: HTMLElement): () => void {
  holds.set(cover, (holds.get(cover) ?? 0) + 1);
  cover.style.visibility = 'hidden';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holds.get(cover) ?? 1) - 1;
    holds.set(cover, left);
    if (left > 0) return;
    cover.style.visibility = '';
    drawn(cover);
  };
}

/** The address of `href` (as a `link` element has it), if it is on the page's origin. */
function ownAddress(href: string): string | undefined {
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives the cover the stylesheets `screen` was drawn with that the page has not loaded (a screen's
 * own come with its code): their rules where they were kept (in the cover, which takes them away
 * with it), or else loaded with the `href` the app's code loads them by, so that it finds them
 * there, and the cover drawn once they have. Drawn without them, the picture would be drawn
 * unstyled and then again styled (another layout, and for the browser's paint timing, the text
 * first drawn unstyled is the one that counts). One that fails to load (a release has replaced it)
 * takes the picture away.
 */
function giveStyles(cover: HTMLElement, screen: KeptScreen): void {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.href,
    ),
  );
  const missing = (screen.styles ?? []).filter((style) => {
    const address = ownAddress(style.href);
    return address !== undefined && !present.has(address);
  });
  const toLoad: string[] = [];
  for (const style of missing) {
    if (typeof style.css === 'string') {
      const element = document.createElement('style');
      element.textContent = style.css;
      cover.prepend(element);
    } else {
      toLoad.push(style.href);
    }
  }
  if (toLoad.length === 0) return;
  const release = hold(cover);
  let waiting = toLoad.length;
  for (const href of toLoad) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => {
      waiting -= 1;
      if (waiting === 0) release();
    };
    link.onerror = () => takeAway(cover);
    document.head.append(link);
  }
}

/**
 * Draws the parts of the picture in `cover` that its page marked {@link LATER} (its chrome: the
 * header, the menus) one frame after the rest: until then the browser leaves their content out of
 * its style, layout and paint (`content-visibility: hidden`; their own boxes, sized by the page's
 * styles, are drawn), and shows it in a task after the paint of the first frame — the one with
 * what the user came for, now the smaller. Looked at once this script's task is over, when every
 * hold on the cover (see {@link hold}) is known.
 */
function drawLater(cover: HTMLElement): void {
  const later = [...cover.querySelectorAll<HTMLElement>(`[${LATER}]`)];
  if (later.length === 0) return;
  for (const element of later) element.style.setProperty('content-visibility', 'hidden');
  const show = () => {
    for (const element of later) element.style.removeProperty('content-visibility');
  };
  queueMicrotask(() => whenPainted(cover, show));
}

/** A parent that has not said it shows the frame by then (it is idle, say) gets it drawn anyway. */
const SEEN_LIMIT_MS = 1_000;

/**
 * Draws `cover` once the page's parent shows the frame it is in: a frame in a process of its own
 * learns where it is from its parent, and what it draws before it knows is, for the browser's
 * paint timing, drawn out of sight, never the frame's largest paint. Laid out meanwhile. At once
 * where the browser cannot tell (no IntersectionObserver), at the latest after SEEN_LIMIT_MS.
 * Seen means some of it in sight: a frame without width touches the viewport with none.
 */
function drawWhenSeen(cover: HTMLElement): HTMLElement {
  if (typeof IntersectionObserver !== 'function') return cover;
  const release = hold(cover);
  const draw = () => {
    observer.disconnect();
    clearTimeout(limit);
    release();
  };
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting && entry.intersectionRect.width > 0)) draw();
  });
  const limit = setTimeout(draw, SEEN_LIMIT_MS);
  observer.observe(cover);
  return cover;
}

/**
 * Lays `cover` out at the size its screen was kept at, in a frame its parent has not laid out
 * yet (no width): the frame waits for its size meanwhile, and gets the one it had when its parent
 * shows the same page again, where the layout done now holds. Returns the release: the cover fills
 * the frame again. Held out of the layout instead where the kept height is not known.
 */
function layOutAtKeptSize(cover: HTMLElement, screen: KeptScreen): () => void {
  if (!screen.height) {
    cover.style.display = 'none';
    return () => (cover.style.display = '');
  }
  Object.assign(cover.style, {
    right: 'auto',
    bottom: 'auto',
    width: `${screen.width}px`,
    height: `${screen.height}px`,
  });
  // Now, while the frame has nothing else to do, not once its size has come.
  void cover.offsetWidth;
  // Back to the edges of the frame: without `right` and `bottom` (no longer the `inset` they came
  // from), a fixed element of no set size would shrink to its content's widest line instead.
  return () => Object.assign(cover.style, { right: '0', bottom: '0', width: '', height: '' });
}

/**
 * Shows the screen kept for this address, if `user` saw it, at most a day ago, at a width of the
 * same layout band (see {@link showKeptScreen}), in a frame's page: drawn once the frame is seen
 * (see {@link drawWhenSeen}). A new frame has no width until its parent has laid it out: the
 * picture is parsed and laid out then at once (see {@link layOutAtKeptSize}) and drawn at the
 * frame's first width (as the parent's own kept screen sets the frame's size as it was), or taken
 * away if that width is of another band; a frame with a width of another band shows it once it
 * is resized to its band. Neither happens once the app has released the kept screen. Returns the
 * cover, or null.
 */
export function paintKeptScreen({ key, user }: PaintOptions): HTMLElement | null {
  const screen = findKeptScreen({ key, user });
  if (!screen) return null;
  const show = () => drawWhenSeen(showKeptScreen(screen));
  if (fitsWindow(screen)) return show();
  // Parsed and laid out now (at the size it was kept at), drawn at the frame's first width.
  let cover = innerWidth === 0 ? show() : null;
  const release = cover ? layOutAtKeptSize(cover, screen) : () => undefined;
  const startedAt = Date.now();
  const onResize = () => {
    const isReleased = (globalThis as Record<string, unknown>)[RELEASED] === true;
    if (innerWidth === 0) return;
    if (isReleased || Date.now() - startedAt > COVER_LIMIT_MS) {
      removeEventListener('resize', onResize);
    } else if (fitsWindow(screen)) {
      removeEventListener('resize', onResize);
      release();
      cover ??= show();
    } else {
      if (cover) takeAway(cover);
      cover = null;
    }
  };
  addEventListener('resize', onResize);
  // A frame whose parent has not drawn it since giving it its width gets no `resize` event (its
  // rendering waits for the parent): its width is read again then.
  setTimeout(onResize, SEEN_LIMIT_MS);
  return cover;
}

/**
 * Shows `screen` in a fixed cover over the page, out of the accessibility tree, inert, pointer
 * events passing through to the page underneath; with the `<html>` attributes and the stylesheets
 * it was drawn with (see {@link giveStyles}), its chrome a frame after the rest (see
 * {@link drawLater}). Returns the cover.
 */
export function showKeptScreen(screen: KeptScreen): HTMLElement {
  for (const name of ATTRIBUTES) {
    const value = screen.attributes[name];
    if (typeof value === 'string') document.documentElement.setAttribute(name, value);
  }
  const cover = document.createElement('div');
  cover.id = COVER_ID;
  cover.inert = true;
  cover.setAttribute('aria-hidden', 'true');
  cover.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;overflow:hidden;pointer-events:none;' +
    'background:var(--mantine-color-body,#fff)';
  // The app's own render of the page, cleaned when it was kept (no script, no id, no frame source).
  cover.innerHTML = screen.html;
  giveStyles(cover, screen);
  drawLater(cover);
  document.body.append(cover);
  setTimeout(() => cover.remove(), COVER_LIMIT_MS);
  return cover;
}
