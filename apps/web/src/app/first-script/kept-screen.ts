// A script the page runs at the start of its body, before the app's code, once the styles are
// there: on a signed-in page opened again, it shows the screen this path showed the last time,
// kept by the app (`lib/kept-screen.ts`), until the app has rendered its own (docs/adr/0029). The
// copy is a picture: out of the accessibility tree, inert, pointer events pass through it to the
// page underneath. Nothing is imported: a module shared with the app would be in the app's chunk,
// which this script must not wait for. Its key names are `lib/kept-screen.ts`'s (a test runs one
// against the other). A kept page with an embedded screen starts that screen in its frame at
// once; the page takes the frame when it renders.

/** One screen as the app kept it. */
export interface KeptScreen {
  /** `pathname + search` of the addresses that showed it (the one opened, the one it settled on). */
  paths: string[];
  html: string;
  /** `lang`, `dir` and the colour scheme of `<html>` when it was kept. */
  attributes: Record<string, string>;
  /** `innerWidth` when it was kept. */
  width: number;
  /** `Date.now()` when it was kept. */
  savedAt: number;
}

/**
 * The embedded screen of a kept page, loaded by this script in the kept screen's frame while the
 * app's code still loads: the page takes it (`features/embedded-frame/components/early-frame.ts`).
 */
export interface EarlyFrame {
  iframe: HTMLIFrameElement;
  /** Its address, as the page builds it (`data-frame-address`). */
  url: string;
  origin: string;
  /** The token this script gave it, if it asked and the stored one was fresh enough. */
  token: string | null;
  /** What it said before the page took it, as posted (checked by the page's frame host). */
  heard: unknown[];
  /** Stops listening to it. */
  stop: () => void;
}

export type EarlyFrameScope = typeof globalThis & { __feedlineEarlyFrame?: EarlyFrame };

export interface KeptScreens {
  /** The `sub` of the session's access token that saw them. */
  user: string;
  screens: KeptScreen[];
}

const KEY = 'feedline.kept-screens';
const COVER_ID = 'feedline-kept-screen';
/** Older than this, a screen is not shown: the page waits for the app. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The app takes over much sooner; an app that failed to start does not leave a picture behind. */
const COVER_LIMIT_MS = 15_000;
/** Mantine's breakpoints in px (xs … xl): a screen kept in another band has another layout. */
const BREAKPOINTS = [576, 768, 992, 1200, 1408];
const ATTRIBUTES = ['lang', 'dir', 'data-mantine-color-scheme'];
/** The embedded frames' sandbox (`standby-frame.ts` FRAME_SANDBOX; a test compares them). */
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';
/** frame-bridge's envelope (`createMessage`; a test compares them). */
const ENVELOPE = { v: 1, source: 'feedline' };
/** A token with less left than this is renewed by the app before a frame gets it (as the app does). */
const MIN_TOKEN_VALIDITY_S = 300;

const band = (width: number) => BREAKPOINTS.filter((breakpoint) => width >= breakpoint).length;

/** The claims of a JWT access token, unverified (the API verifies every request). */
function claimsOf(token: string): { sub?: unknown; exp?: unknown } {
  const payload = token.split('.')[1];
  if (!payload) return {};
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as object;
}

/** The origin of the embedded screens, from the page's configuration (`WebConfig`). */
function platformOrigin(): string | undefined {
  const config = document.getElementById('feedline-config')?.textContent;
  const host = config ? (JSON.parse(config) as { platformHost?: unknown }).platformHost : undefined;
  return typeof host === 'string' ? new URL(host).origin : undefined;
}

/**
 * Loads the kept screen's embedded screen in its frame now, on the platform's origin only, and
 * answers its session request with the stored token when that is fresh (as the app would; else the
 * app answers once it has taken the frame). The frame's messages wait for the page.
 */
function loadEarlyFrame(cover: HTMLElement, token: string): void {
  const iframe = cover.querySelector<HTMLIFrameElement>('iframe[data-frame-address]');
  const url = iframe?.dataset.frameAddress;
  const origin = platformOrigin();
  if (!iframe || !url || !origin || new URL(url).origin !== origin) return;
  const exp = claimsOf(token).exp;
  const isFresh = typeof exp === 'number' && exp - Date.now() / 1000 >= MIN_TOKEN_VALIDITY_S;
  const locale = new URL(url).searchParams.get('_locale') ?? 'en';
  const early: EarlyFrame = {
    iframe,
    url,
    origin,
    token: null,
    heard: [],
    stop: () => window.removeEventListener('message', listen),
  };
  function listen(event: MessageEvent) {
    if (event.origin !== origin || event.source !== iframe?.contentWindow) return;
    const message = event.data as { type?: unknown; source?: unknown; v?: unknown } | null;
    const isSessionRequest =
      message?.type === 'session-request' &&
      message.v === ENVELOPE.v &&
      message.source === ENVELOPE.source;
    if (isFresh && isSessionRequest && early.token === null) {
      early.token = token;
      iframe.contentWindow?.postMessage(
        { type: 'session', accessToken: token, locale, ...ENVELOPE },
        origin,
      );
      return;
    }
    early.heard.push(event.data);
  }
  window.addEventListener('message', listen);
  iframe.setAttribute('sandbox', SANDBOX);
  iframe.src = url;
  (globalThis as EarlyFrameScope).__feedlineEarlyFrame = early;
}

function start(): void {
  const token = localStorage.getItem('access');
  const stored = localStorage.getItem(KEY);
  if (!token || !stored) return;
  const kept = JSON.parse(stored) as KeptScreens;
  // Another user's screens are never shown (the app drops them when it keeps the next one).
  if (!kept.user || kept.user !== claimsOf(token).sub) return;
  const path = location.pathname + location.search;
  const screen = kept.screens.find(
    (candidate) =>
      candidate.paths.includes(path) &&
      Date.now() - candidate.savedAt <= MAX_AGE_MS &&
      band(candidate.width) === band(innerWidth),
  );
  if (!screen) return;
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
  document.body.append(cover);
  loadEarlyFrame(cover, token);
  setTimeout(() => cover.remove(), COVER_LIMIT_MS);
}

try {
  start();
} catch {
  // Storage disabled or a record that does not parse: the page waits for the app.
}
