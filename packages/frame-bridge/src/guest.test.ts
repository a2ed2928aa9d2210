import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameGuest } from './guest';
import type { FrameGuestOptions } from './guest';
import { createFrameHost } from './host';
import { FakeWindow, allPosts, messageEvent } from './testing/fake-window';

const SHELL = 'https://app.example.com';
const PLATFORM = 'https://platform.example.com';
const LAYOUT = {
  v: 1,
  source: 'feedline',
  type: 'layout',
  scrollTop: 0,
  innerWidth: 1024,
  innerHeight: 768,
} as const;

function setup(overrides: Partial<FrameGuestOptions> = {}) {
  const shell = new FakeWindow();
  const frame = new FakeWindow(shell);
  const onMessage = vi.fn();
  const guest = createFrameGuest({ shellOrigin: SHELL, onMessage, window: frame, ...overrides });
  return { shell, frame, onMessage, guest };
}

afterEach(() => {
  expect(allPosts.some((post) => post.targetOrigin === '*')).toBe(false);
});

describe('createFrameGuest: receiving', () => {
  it('accepts a valid message from the shell origin and the parent window', () => {
    const { shell, frame, onMessage } = setup();
    const event = messageEvent(LAYOUT, SHELL, shell);
    frame.dispatch(event);
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(LAYOUT, event);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['plain http', 'http://app.example.com'],
    ['another port', 'https://app.example.com:444'],
    ['a trailing slash', 'https://app.example.com/'],
    ['the platform itself', PLATFORM],
    ['an opaque origin', 'null'],
    ['a wildcard', '*'],
  ])('ignores a message from %s', (_name, origin) => {
    const { shell, frame, onMessage } = setup();
    frame.dispatch(messageEvent(LAYOUT, origin, shell));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('ignores a message from a window other than the parent', () => {
    const { shell, frame, onMessage } = setup();
    const sibling = new FakeWindow(shell);
    frame.dispatch(messageEvent(LAYOUT, SHELL, sibling));
    frame.dispatch(messageEvent(LAYOUT, SHELL, frame));
    frame.dispatch(messageEvent(LAYOUT, SHELL, null));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it.each([
    ['an invalid message', { ...LAYOUT, innerWidth: '1024' }],
    ['an unversioned message', { type: 'layout', scrollTop: 0, innerWidth: 1, innerHeight: 1 }],
    ['a frame-to-shell message', { v: 1, source: 'feedline', type: 'ready', hasContent: true }],
    [
      'a dialog request',
      {
        v: 1,
        source: 'feedline',
        type: 'dialog',
        subtype: 'request',
        id: 'a',
        kind: 'confirm',
        title: 't',
        message: 'm',
      },
    ],
  ])('ignores %s from the shell', (_name, data) => {
    const { shell, frame, onMessage } = setup();
    frame.dispatch(messageEvent(data, SHELL, shell));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('stops listening once disposed', () => {
    const { shell, frame, onMessage, guest } = setup();
    guest.dispose();
    expect(frame.listeners.size).toBe(0);
    frame.dispatch(messageEvent(LAYOUT, SHELL, shell));
    expect(onMessage).not.toHaveBeenCalled();
  });
});

describe('createFrameGuest: posting', () => {
  it('posts a versioned message to the parent with the shell origin as target', () => {
    const { shell, guest } = setup();
    expect(guest.isEmbedded).toBe(true);
    expect(guest.post({ type: 'ready', hasContent: true })).toBe(true);
    expect(shell.posted).toEqual([
      {
        message: { v: 1, source: 'feedline', type: 'ready', hasContent: true },
        targetOrigin: SHELL,
      },
    ]);
  });

  it('does nothing on a top-level page, which is its own parent', () => {
    const top = new FakeWindow();
    const onMessage = vi.fn();
    const guest = createFrameGuest({ shellOrigin: SHELL, onMessage, window: top });
    expect(guest.isEmbedded).toBe(false);
    expect(guest.post({ type: 'ready', hasContent: true })).toBe(false);
    top.dispatch(messageEvent(LAYOUT, SHELL, top));
    expect(top.posted).toEqual([]);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('posts nothing once disposed', () => {
    const { shell, guest } = setup();
    guest.dispose();
    expect(guest.post({ type: 'ready', hasContent: true })).toBe(false);
    expect(shell.posted).toEqual([]);
  });
});

describe('createFrameGuest: configuration', () => {
  it.each(['*', '', 'null', 'app.example.com', `${SHELL}/`, `${SHELL}/shell`])(
    'refuses shellOrigin %j',
    (shellOrigin) => {
      expect(() => setup({ shellOrigin })).toThrow(/exact origin/);
    },
  );

  it('needs a window outside a browser', () => {
    expect(() => createFrameGuest({ shellOrigin: SHELL, onMessage: () => undefined })).toThrow(
      /no window/,
    );
  });
});

describe('host and guest together', () => {
  it('exchange a dialog request and its reply', () => {
    const shell = new FakeWindow();
    const frame = new FakeWindow(shell);
    const hostReceived = vi.fn();
    const guestReceived = vi.fn();
    const host = createFrameHost({
      frame: () => frame,
      platformOrigin: PLATFORM,
      onMessage: hostReceived,
      target: shell,
    });
    const guest = createFrameGuest({ shellOrigin: SHELL, onMessage: guestReceived, window: frame });

    guest.post({
      type: 'dialog',
      subtype: 'request',
      id: 'd-1',
      kind: 'prompt',
      title: 'Save',
      message: 'Name',
    });
    // The browser delivers a post to the shell only because its origin matches the target origin.
    const request = shell.posted[0]!;
    expect(request.targetOrigin).toBe(SHELL);
    shell.dispatch(messageEvent(request.message, PLATFORM, frame));
    expect(hostReceived).toHaveBeenCalledOnce();

    host.post({ type: 'dialog', subtype: 'confirm', id: 'd-1', value: 'My view' });
    const reply = frame.posted[0]!;
    expect(reply.targetOrigin).toBe(PLATFORM);
    frame.dispatch(messageEvent(reply.message, SHELL, shell));
    expect(guestReceived).toHaveBeenCalledExactlyOnceWith(
      { v: 1, source: 'feedline', type: 'dialog', subtype: 'confirm', id: 'd-1', value: 'My view' },
      expect.anything(),
    );
  });
});
