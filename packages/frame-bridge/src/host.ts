import { createMessage } from './messages';
import type { FrameToShellMessage, MessageBody, ShellToFrameMessage } from './messages';
import { parseFrameToShellMessage } from './parse';
import { assertOrigin, currentWindow } from './window-like';
import type { MessageEventLike, MessageListenerTarget, PostTarget } from './window-like';

export interface FrameHostOptions {
  /** The iframe, or a getter for its window (read on every event and post, so it may change). */
  frame: HTMLIFrameElement | (() => PostTarget | null);
  /** The platform host's exact origin, e.g. `https://platform.example.com`. Never `'*'`. */
  platformOrigin: string;
  onMessage: (message: FrameToShellMessage, event: MessageEventLike) => void;
  /** Where to listen for `message` events; the current window by default. */
  target?: MessageListenerTarget;
}

export interface FrameHost {
  /** Posts to the frame with targetOrigin = platformOrigin. False when there is no frame window yet. */
  post(message: MessageBody<ShellToFrameMessage>): boolean;
  /** Stops listening; later posts are dropped. */
  dispose(): void;
}

/**
 * The shell's side of one embedded frame. A message is handed to `onMessage` only when it comes from
 * exactly `platformOrigin`, from this frame's window (not another frame of the same origin), and is a
 * valid frame-to-shell message; everything else is dropped silently.
 */
export function createFrameHost(options: FrameHostOptions): FrameHost {
  const { frame, platformOrigin, onMessage } = options;
  assertOrigin(platformOrigin, 'platformOrigin');
  const target: MessageListenerTarget = options.target ?? currentWindow();
  const frameWindow = (): PostTarget | null =>
    typeof frame === 'function' ? frame() : frame.contentWindow;
  let isDisposed = false;

  const handleMessage = (event: MessageEventLike): void => {
    if (event.origin !== platformOrigin) return;
    const source = frameWindow();
    if (source === null || event.source !== source) return;
    const message = parseFrameToShellMessage(event.data);
    if (message) onMessage(message, event);
  };
  target.addEventListener('message', handleMessage);

  return {
    post(body) {
      const destination = frameWindow();
      if (isDisposed || destination === null) return false;
      destination.postMessage(createMessage<ShellToFrameMessage>(body), platformOrigin);
      return true;
    },
    dispose() {
      if (isDisposed) return;
      isDisposed = true;
      target.removeEventListener('message', handleMessage);
    },
  };
}
