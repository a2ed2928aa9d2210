import { createFrameHost, type FrameHost } from '@feedline/frame-bridge/host';
import { STANDBY_PATH, type FrameToShellMessage } from '@feedline/frame-bridge/messages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../../config/config';
import { browserConnection, canPrefetch } from '../../../lib/prefetch';
import { whenIdle } from '@feedline/frame-bridge/when-idle';
import {
  embeddedFrameAddress,
  openPath,
  rawQueryOf,
  type EmbeddedFrameAddress,
} from '../model/frame-address';
import classes from './embedded-frame.module.css';
import { answerSessionRequest } from './use-frame-session';

// The platform is another origin; the sandbox still keeps it from navigating the shell's tab.
export const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** How long after the shell has settled the next frame starts loading, out of sight. */
export const STANDBY_DELAY_MS = 1_500;

export interface StandbyOptions {
  /** config.platformHost */
  host: string;
  /** The language now: the frame's `_locale`, and the session's. */
  language: () => string;
}

export interface WarmFrame {
  iframe: HTMLIFrameElement;
  /** The token the frame holds. */
  token: string | null;
  /** The frame already shows the page's address (it was opened when the navigation began). */
  isOpen: boolean;
  /** What it said since then, in order, for the page to hear as if it had been listening. */
  heard: readonly FrameToShellMessage[];
}

interface Standby {
  iframe: HTMLIFrameElement;
  host: FrameHost;
  origin: string;
  /** The platform app has started, has its session and waits for `open`. */
  warm: boolean;
  token: string | null;
  /** The address it was told to show ahead of its page, and what it said since. */
  opened: string | null;
  heard: FrameToShellMessage[];
}

let standby: Standby | null = null;
let scheduled: ReturnType<typeof setTimeout> | null = null;
let lastOptions: StandbyOptions | null = null;
/** Embedded screens of the page still loading (`holdStandbyFrame`). */
let holds = 0;
/** What runs once the last of them has loaded: the preparation they held back. */
let afterHolds: (() => void) | null = null;

/**
 * Holds the frame loaded ahead back while an embedded screen of the page loads: on the same
 * origin, it runs in that screen's process, on its main thread, where its start (the platform
 * app's code, ~0.5 s at 4× CPU) would delay the screen the user is waiting for. Returns the
 * release; the frame is prepared once no screen holds it (`prepareStandbyFrame`, docs/adr/0027).
 */
export function holdStandbyFrame(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0 || !afterHolds) return;
    const resume = afterHolds;
    afterHolds = null;
    resume();
  };
}

/**
 * A frame can be kept loaded only where moving it into the page keeps its document
 * (`Element.prototype.moveBefore`); elsewhere every page loads its own, as it always did.
 */
export function canKeepFrameAhead(): boolean {
  return (
    typeof Element !== 'undefined' &&
    'moveBefore' in Element.prototype &&
    canPrefetch(browserConnection())
  );
}

function loadStandby({ host, language }: StandbyOptions): Standby {
  const address = embeddedFrameAddress({
    host,
    pathTemplate: STANDBY_PATH,
    params: {},
    query: {},
    locale: language(),
  });
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.inert = true;
  iframe.className = classes.standby ?? '';
  // Where it stands, for whoever looks at the page: `loading`, then `warm`.
  iframe.dataset.standby = 'loading';
  const loaded: Standby = {
    iframe,
    origin: address.origin,
    warm: false,
    token: null,
    opened: null,
    heard: [],
    host: createFrameHost({
      frame: () => iframe.contentWindow,
      platformOrigin: address.origin,
      onMessage: (message) => {
        if (message.type === 'ready' && !loaded.warm) {
          loaded.warm = true;
          iframe.dataset.standby = 'warm';
          return;
        }
        if (message.type !== 'session-request') {
          if (loaded.opened !== null) loaded.heard.push(message);
          return;
        }
        answerSessionRequest(loaded.token, (accessToken) => {
          if (loaded.host.post({ type: 'session', accessToken, locale: language() })) {
            loaded.token = accessToken;
          }
        });
      },
    }),
  };
  iframe.src = address.url;
  document.body.append(iframe);
  return loaded;
}

/**
 * Loads a frame of the platform ahead, out of sight, once the shell has settled and the page's own
 * embedded screen has loaded (`holdStandbyFrame`): the next page with an embedded screen takes it
 * (`takeStandbyFrame`) and shows its screen without loading the platform app again (ARCHITECTURE
 * §6; docs/adr/0027).
 */
export function prepareStandbyFrame(options: StandbyOptions): void {
  lastOptions = options;
  if (standby || scheduled !== null || !canKeepFrameAhead()) return;
  scheduled = setTimeout(() => {
    whenIdle(() => {
      scheduled = null;
      if (standby) return;
      // Settled again after that screen: its first renders, its data.
      if (holds > 0) afterHolds = () => prepareStandbyFrame(options);
      else standby = loadStandby(options);
    }, 5_000);
  }, STANDBY_DELAY_MS);
}

/** Whether a frame loaded ahead is ready for a page whose screen is on `origin`. */
export function hasStandbyFrame(origin: string): boolean {
  return Boolean(standby?.warm && standby.origin === origin && standby.iframe.isConnected);
}

function openIn(frame: Standby, address: EmbeddedFrameAddress): void {
  // Opened when its link was pressed, asked again by the navigation that followed: it is on its way.
  if (frame.opened === address.url) return;
  frame.opened = address.url;
  frame.heard = [];
  frame.host.post({ type: 'open', path: openPath(address) });
}

/**
 * A navigation to a page with an embedded screen has begun: the frame loaded ahead starts on that
 * screen (its chunk, its data) while the shell still loads the page, which then takes it.
 */
export function openStandbyFrameAhead(
  pathTemplate: string,
  params: Readonly<Record<string, string | number>>,
  searchStr: string,
): void {
  if (!standby || !lastOptions) return;
  const address = embeddedFrameAddress({
    host: lastOptions.host,
    pathTemplate,
    params,
    query: rawQueryOf(searchStr),
    locale: lastOptions.language(),
  });
  if (hasStandbyFrame(address.origin)) openIn(standby, address);
}

/**
 * The frame loaded ahead, for a page whose screen is at `address`, if it is ready: it is the
 * caller's from now on (its messages go to the caller's host) and shows that screen. The next one
 * is prepared.
 */
export function takeStandbyFrame(address: EmbeddedFrameAddress): WarmFrame | null {
  if (!standby || !hasStandbyFrame(address.origin)) return null;
  const taken = standby;
  const isOpen = taken.opened === address.url;
  standby = null;
  taken.host.dispose();
  taken.iframe.inert = false;
  taken.iframe.removeAttribute('aria-hidden');
  taken.iframe.removeAttribute('tabindex');
  delete taken.iframe.dataset.standby;
  if (lastOptions) prepareStandbyFrame(lastOptions);
  return { iframe: taken.iframe, token: taken.token, isOpen, heard: isOpen ? taken.heard : [] };
}

/** Removes the frame loaded ahead (signing out, tests). */
export function discardStandbyFrame(): void {
  if (scheduled !== null) clearTimeout(scheduled);
  scheduled = null;
  afterHolds = null;
  standby?.host.dispose();
  standby?.iframe.remove();
  standby = null;
}

/**
 * Keeps a frame of the platform loaded ahead while the signed-in shell is shown, so that the next
 * embedded screen opens without loading the platform app (in-app navigation to an embedded
 * screen as fast as the shell's own pages). Removed when the shell goes.
 */
export function useStandbyFrame(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    prepareStandbyFrame({ host: getConfig().platformHost, language: () => i18n.language });
    return discardStandbyFrame;
  }, [i18n]);
}
