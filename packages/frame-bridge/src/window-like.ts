/**
 * The few members of `Window` the helpers touch. Typed this narrowly so the helpers can be driven by a
 * plain object in tests and never depend on a DOM being present at import time.
 */
import { isOrigin } from './parse';

export interface MessageEventLike {
  data: unknown;
  origin: string;
  source: unknown;
}

export type MessageListener = (event: MessageEventLike) => void;

export interface MessageListenerTarget {
  addEventListener(type: 'message', listener: MessageListener): void;
  removeEventListener(type: 'message', listener: MessageListener): void;
}

export interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** What the helpers listen on by default: the current window, when there is one. */
export function currentWindow(): Window {
  if (typeof window === 'undefined') {
    throw new Error('frame-bridge: no window; pass one explicitly outside a browser');
  }
  return window;
}

/** Refuses `'*'`, paths, trailing slashes and opaque origins: only an exact origin is compared. */
export function assertOrigin(origin: string, name: string): void {
  if (!isOrigin(origin)) {
    throw new Error(
      `frame-bridge: ${name} must be an exact origin such as https://host:port, got "${origin}"`,
    );
  }
}
