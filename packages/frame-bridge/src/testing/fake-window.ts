import type { MessageEventLike, MessageListener } from '../window-like';

export interface RecordedPost {
  message: unknown;
  targetOrigin: string;
}

/** Every post made through any fake window, so a test can assert `'*'` was never used. */
export const allPosts: RecordedPost[] = [];

/** Just enough of a Window for the helpers: listeners, a parent, and a recording postMessage. */
export class FakeWindow {
  readonly posted: RecordedPost[] = [];
  readonly listeners = new Set<MessageListener>();
  parent: FakeWindow | null;

  constructor(parent?: FakeWindow) {
    this.parent = parent ?? this;
  }

  addEventListener(type: 'message', listener: MessageListener): void {
    if (type === 'message') this.listeners.add(listener);
  }

  removeEventListener(type: 'message', listener: MessageListener): void {
    if (type === 'message') this.listeners.delete(listener);
  }

  postMessage(message: unknown, targetOrigin: string): void {
    // Like a browser, the receiver gets a structured clone, never the sender's object.
    const post = { message: structuredClone(message), targetOrigin };
    this.posted.push(post);
    allPosts.push(post);
  }

  /** Delivers a `message` event to this window's listeners. */
  dispatch(event: MessageEventLike): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

export function messageEvent(data: unknown, origin: string, source: unknown): MessageEventLike {
  return { data, origin, source };
}
