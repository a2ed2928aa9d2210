import { parseFrameToShellMessage } from '@feedline/frame-bridge/parse';
// Types only: nothing of the first script is in the app's code, nor the other way round.
import type { EarlyFrameScope } from '../../../app/first-script/kept-page';
import type { EmbeddedFrameAddress } from '../model/frame-address';
import type { WarmFrame } from './standby-frame';

const scope = globalThis as EarlyFrameScope;

/**
 * Whether the page's first script loaded this page's embedded screen already, in the frame of the
 * screen it kept (`app/first-script/kept-page.ts`, docs/adr/0029, 0036).
 */
export function hasEarlyFrame(address: EmbeddedFrameAddress): boolean {
  const early = scope.__feedlineEarlyFrame;
  return Boolean(
    early &&
    early.url === address.url &&
    early.origin === address.origin &&
    early.iframe.isConnected,
  );
}

/**
 * That frame, for the page whose screen is at `address`: the page's from now on (the first script
 * stops listening to it) and showing that screen; what it said meanwhile, as the page's frame host
 * would have heard it (anything that is not a frame-to-shell message is dropped).
 */
export function takeEarlyFrame(address: EmbeddedFrameAddress): WarmFrame | null {
  const early = scope.__feedlineEarlyFrame;
  if (!early || !hasEarlyFrame(address)) return null;
  scope.__feedlineEarlyFrame = undefined;
  early.stop();
  const heard = early.heard.flatMap((data) => {
    const message = parseFrameToShellMessage(data);
    return message ? [message] : [];
  });
  return { iframe: early.iframe, token: early.token, isOpen: true, heard };
}

/** The app has shown its own screen: a frame the first script loaded and nobody took goes too. */
export function discardEarlyFrame(): void {
  const early = scope.__feedlineEarlyFrame;
  if (!early) return;
  scope.__feedlineEarlyFrame = undefined;
  early.stop();
  early.iframe.remove();
}
