// What the page's first scripts know of its kept screen before the app's code has run (docs/adr/0029,
// 0036): the screen kept for this address and user, and the embedded screen it holds, which
// `early-frame.ts` starts in a frame of its own at the top of the head and `kept-screen.ts` puts
// in its place in the picture. Nothing here runs on import. It imports nothing the app uses: its
// key names are `lib/kept-screen.ts`'s and the frame protocol's, and tests run one against the
// other.
import {
  findKeptScreen,
  fitsWindow,
  FRAME_USER_PREFIX,
  type KeptScreen,
} from '@feedline/kept-screen/first-script/paint';

/**
 * The embedded screen of a kept page, loaded by this script in a frame of its own while the app's
 * code still loads: the page takes it (`features/embedded-frame/components/early-frame.ts`).
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

/** What this script found for the page. */
export interface KeptPage {
  /** The screen kept for this address, for the signed-in user, to be shown (null: none). */
  screen: KeptScreen | null;
  /** The address of the embedded screen the kept screen holds, if it holds one. */
  frameAddress: string | undefined;
}

export type EarlyFrameScope = typeof globalThis & {
  __feedlineEarlyFrame?: EarlyFrame;
  /** Absent where this script did not run. */
  __feedlineKeptPage?: KeptPage;
};

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
export const KEPT_FRAME = /<iframe\b([^>]*\sdata-frame-address="([^"]+)"[^>]*)><\/iframe>/;

/** The address of the embedded screen a kept picture shows (its frame's `data-frame-address`). */
function frameAddressIn(html: string): string | undefined {
  const match = KEPT_FRAME.exec(html);
  return match?.[2]?.replace(/&(?:amp|quot|lt|gt|nbsp);/g, (entity) => ATTRIBUTE_ENTITIES[entity]!);
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
 * and answers its session request with the stored token when that is fresh (as the app would;
 * else the app answers once it has taken the frame). The frame's messages wait for the page. Out
 * of sight and of no width until the next script puts it in its place: its own first script lays
 * its kept screen out at the size it was kept at meanwhile.
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
  iframe.style.cssText = 'position:absolute;width:0;height:0;border:0';
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
  // In the head, the body is not there yet.
  (document.body ?? document.documentElement).append(iframe);
  return early;
}

/** Who is signed in, as far as the page can tell before its app runs. */
function signedIn(): { token: string | null; user: string | undefined } {
  const token = localStorage.getItem('access');
  const subject = token ? claimsOf(token).sub : undefined;
  return { token, user: typeof subject === 'string' ? subject : undefined };
}

/**
 * The screen kept for this address, for the user of the stored token, if it was kept at a width of
 * the window's layout band; the address of its embedded screen, if it holds one.
 */
export function findKeptPage(user = signedIn().user): KeptPage {
  const screen = findKeptScreen({ key: KEY, user });
  return {
    screen: screen && fitsWindow(screen) ? screen : null,
    frameAddress: screen ? frameAddressIn(screen.html) : undefined,
  };
}

/**
 * Finds the page's kept screen for the scripts after this one, and starts its embedded screen, if it
 * holds one, in a frame of its own (see {@link loadEarlyFrame}).
 */
export function startEarlyFrame(): void {
  const scope = globalThis as EarlyFrameScope;
  const { token, user } = signedIn();
  const page = findKeptPage(user);
  scope.__feedlineKeptPage = page;
  // Where a frame can be moved with its document (`moveBefore`); elsewhere the page loads its own.
  const canMove = 'moveBefore' in Element.prototype;
  if (!page.screen || !page.frameAddress || !canMove || !token || !user) return;
  const early = loadEarlyFrame(page.frameAddress, token, user);
  if (early) scope.__feedlineEarlyFrame = early;
}
