import { createMessage } from './messages';
import type { FrameToShellMessage, MessageBody, ShellToFrameMessage } from './messages';
import { parseShellToFrameMessage } from './parse';
import { assertOrigin, currentWindow } from './window-like';
import type { MessageEventLike, MessageListenerTarget, PostTarget } from './window-like';

/** The embedded page's own window: where it listens, and its parent (the shell). */
export interface GuestWindow extends MessageListenerTarget {
  parent: PostTarget | null;
}

export interface FrameGuestOptions {
  /** The shell's exact origin, e.g. `https://app.example.com`. Never `'*'`. */
  shellOrigin: string;
  onMessage: (message: ShellToFrameMessage, event: MessageEventLike) => void;
  /** The embedded page's window; the current window by default. */
  window?: GuestWindow;
}

export interface FrameGuest {
  /** True when the page runs inside a frame (its parent is another window). */
  readonly isEmbedded: boolean;
  /** Posts to the parent with targetOrigin = shellOrigin. False when not embedded or disposed. */
  post(message: MessageBody<FrameToShellMessage>): boolean;
  /** Stops listening; later posts are dropped. */
  dispose(): void;
}

/**
 * The embedded page's side. A message is handed to `onMessage` only when it comes from exactly
 * `shellOrigin`, from the parent window, and is a valid shell-to-frame message.
 */
export function createFrameGuest(options: FrameGuestOptions): FrameGuest {
  const { shellOrigin, onMessage } = options;
  assertOrigin(shellOrigin, 'shellOrigin');
  const ownWindow: GuestWindow = options.window ?? currentWindow();
  // A top-level page is its own parent; it has no shell to talk to.
  const parent =
    ownWindow.parent !== null && (ownWindow.parent as unknown) !== ownWindow
      ? ownWindow.parent
      : null;
  let isDisposed = false;

  const handleMessage = (event: MessageEventLike): void => {
    if (parent === null || event.origin !== shellOrigin || event.source !== parent) return;
    const message = parseShellToFrameMessage(event.data);
    if (message) onMessage(message, event);
  };
  ownWindow.addEventListener('message', handleMessage);

  return {
    isEmbedded: parent !== null,
    post(body) {
      if (isDisposed || parent === null) return false;
      parent.postMessage(createMessage<FrameToShellMessage>(body), shellOrigin);
      return true;
    },
    dispose() {
      if (isDisposed) return;
      isDisposed = true;
      ownWindow.removeEventListener('message', handleMessage);
    },
  };
}
