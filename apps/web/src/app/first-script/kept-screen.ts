// A script the page runs at the start of its body, before the app's code, once the styles are
// there: on a signed-in page opened again, it shows the screen this path showed the last time
// (`@feedline/kept-screen`, kept by the app in `lib/kept-screen.ts`) for the user of the stored
// token, until the app has rendered its own (docs/adr/0029). A kept page with an embedded screen
// starts that screen in its frame at once; the page takes the frame when it renders. It imports
// nothing the app uses (the app's chunk would be its to wait for): its key names are
// `lib/kept-screen.ts`'s and the frame protocol's, and tests run one against the other.
import {
  findKeptScreen,
  fitsWindow,
  FRAME_USER_PREFIX,
  showKeptScreen,
} from '@feedline/kept-screen/first-script/paint';
import { appScriptsOf, startApp } from '@feedline/kept-screen/first-script/start-app';
import { loadIntlDataInWorker } from '@feedline/i18n/first-script/intl-data';

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

const KEY = 'feedline.kept-screens';
/** The embedded frames' sandbox (`standby-frame.ts` FRAME_SANDBOX; a test compares them). */
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';
/** frame-bridge's envelope (`createMessage`; a test compares them). */
const ENVELOPE = { v: 1, source: 'feedline' };
/** A token with less left than this is renewed by the app before a frame gets it (as the app does). */
const MIN_TOKEN_VALIDITY_S = 300;

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

/** What the HTML serialiser writes for these characters in an attribute's value. */
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
};

/** The kept picture's frame (as `pictureOf` writes it, empty): its attributes, its address. */
const KEPT_FRAME = /<iframe\b([^>]*\sdata-frame-address="([^"]+)"[^>]*)><\/iframe>/;

/** The address of the embedded screen a kept picture shows (its frame's `data-frame-address`). */
function frameAddressIn(html: string): string | undefined {
  const match = KEPT_FRAME.exec(html);
  return match?.[2]?.replace(/&(?:amp|quot|lt|gt|nbsp);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!);
}

/**
 * `html` with its frame held by an inert element of the same attributes, where the early frame
 * takes its place: a frame in the picture would be a document of its own, whose creation makes the
 * browser lay out the whole picture at once, inside this script.
 */
function holdingFrame(html: string): string {
  return html.replace(KEPT_FRAME, '<template$1></template>');
}

/** The origin of `url`, or undefined if it is not an absolute URL. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Loads the kept screen's embedded screen in a frame of its own now, on the platform's origin only,
 * before the picture is parsed (the frame's document is on its way meanwhile), and answers its
 * session request with the stored token when that is fresh (as the app would; else the app answers
 * once it has taken the frame). The frame's messages wait for the page.
 */
function loadEarlyFrame(url: string, token: string, user: string): EarlyFrame | undefined {
  const origin = platformOrigin();
  if (!origin || originOf(url) !== origin) return undefined;
  // A frame's name is taken when it is created, and it is loaded sandboxed whatever the picture says.
  const iframe = document.createElement('iframe');
  iframe.dataset.frameAddress = url;
  iframe.setAttribute('sandbox', SANDBOX);
  // Whose screen it is: the frame may show that user the screen it kept.
  iframe.name = `${FRAME_USER_PREFIX}${user}`;
  iframe.src = url;
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
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
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
  document.body.append(iframe);
  return early;
}

/**
 * Puts the early frame in its place in the kept picture: moved (`moveBefore`), its document kept;
 * nothing else happens to the page between (no layout), so it is drawn there first.
 */
function placeEarlyFrame(early: EarlyFrame, cover: HTMLElement): boolean {
  const kept = cover.querySelector<HTMLElement>('template[data-frame-address]');
  if (!kept?.parentNode || kept.dataset.frameAddress !== early.url) return false;
  early.iframe.className = kept.className;
  (kept.parentNode as ParentNode & { moveBefore(node: Node, child: Node): void }).moveBefore(
    early.iframe,
    kept,
  );
  kept.remove();
  return true;
}

/** Shows the kept screen, if any, and returns its cover. */
function start(): HTMLElement | null {
  const token = localStorage.getItem('access');
  const subject = token ? claimsOf(token).sub : undefined;
  const user = typeof subject === 'string' ? subject : undefined;
  const screen = findKeptScreen({ key: KEY, user });
  const address = screen ? frameAddressIn(screen.html) : undefined;
  // The number and date formats the page writes with, while its code loads; a page whose screen
  // is an embedded one writes none (the frame's process loads its own).
  if (!address) loadIntlDataInWorker();
  if (!screen || !fitsWindow(screen)) return null;
  // Where a frame can be moved with its document (`moveBefore`); elsewhere the page loads its own.
  const canMove = 'moveBefore' in Element.prototype;
  const early =
    canMove && address && token && user ? loadEarlyFrame(address, token, user) : undefined;
  const cover = showKeptScreen(early ? { ...screen, html: holdingFrame(screen.html) } : screen);
  if (!early) return cover;
  if (placeEarlyFrame(early, cover)) {
    (globalThis as EarlyFrameScope).__feedlineEarlyFrame = early;
  } else {
    early.stop();
    early.iframe.remove();
  }
  return cover;
}

// Read while this script runs: the build named the app's entry scripts on its tag.
const appScripts = appScriptsOf(document.currentScript);
let cover: HTMLElement | null = null;
try {
  cover = start();
} catch {
  // Storage disabled or a record that does not parse: the page waits for the app.
}
// The app's code is requested once the kept screen is on screen (docs/adr/0035).
startApp(appScripts, cover);
