import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameHost } from './host';
import type { FrameHostOptions } from './host';
import { FakeWindow, allPosts, messageEvent } from './testing/fake-window';

const PLATFORM = 'https://platform.example.com';
const READY = { v: 1, source: 'feedline', type: 'ready', hasContent: true } as const;

function setup(overrides: Partial<FrameHostOptions> = {}) {
  const shell = new FakeWindow();
  const frame = new FakeWindow(shell);
  const onMessage = vi.fn();
  const host = createFrameHost({
    frame: () => frame,
    platformOrigin: PLATFORM,
    onMessage,
    target: shell,
    ...overrides,
  });
  return { shell, frame, onMessage, host };
}

afterEach(() => {
  expect(allPosts.some((post) => post.targetOrigin === '*')).toBe(false);
});

describe('createFrameHost: receiving', () => {
  it('accepts a valid message from the platform origin and the frame window', () => {
    const { shell, frame, onMessage } = setup();
    const event = messageEvent(READY, PLATFORM, frame);
    shell.dispatch(event);
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(READY, event);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['plain http', 'http://platform.example.com'],
    ['another port', 'https://platform.example.com:8443'],
    ['a subdomain', 'https://x.platform.example.com'],
    ['a suffix', 'https://platform.example.com.evil.example'],
    ['a trailing slash', 'https://platform.example.com/'],
    ['other case', 'https://Platform.example.com'],
    ['an opaque origin', 'null'],
    ['an empty origin', ''],
    ['a wildcard', '*'],
  ])('ignores a message from %s', (_name, origin) => {
    const { shell, frame, onMessage } = setup();
    shell.dispatch(messageEvent(READY, origin, frame));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('ignores a message from another window of the platform origin', () => {
    const { shell, onMessage } = setup();
    const otherFrame = new FakeWindow(shell);
    shell.dispatch(messageEvent(READY, PLATFORM, otherFrame));
    shell.dispatch(messageEvent(READY, PLATFORM, shell));
    shell.dispatch(messageEvent(READY, PLATFORM, null));
    shell.dispatch(messageEvent(READY, PLATFORM, undefined));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('ignores every message while the frame has no window', () => {
    const { shell, onMessage } = setup({ frame: () => null });
    shell.dispatch(messageEvent(READY, PLATFORM, null));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('reads the window of an iframe element at event time', () => {
    const shell = new FakeWindow();
    const first = new FakeWindow(shell);
    const second = new FakeWindow(shell);
    const iframe = { contentWindow: first as unknown } as HTMLIFrameElement;
    const onMessage = vi.fn();
    createFrameHost({ frame: iframe, platformOrigin: PLATFORM, onMessage, target: shell });

    shell.dispatch(messageEvent(READY, PLATFORM, first));
    (iframe as { contentWindow: unknown }).contentWindow = second;
    shell.dispatch(messageEvent(READY, PLATFORM, first));
    shell.dispatch(messageEvent(READY, PLATFORM, second));
    expect(onMessage).toHaveBeenCalledTimes(2);
    expect(onMessage.mock.calls.map(([, event]) => event.source)).toEqual([first, second]);
  });

  it.each([
    ['an invalid message', { ...READY, hasContent: 'yes' }],
    ['an unversioned message', { type: 'ready', hasContent: true }],
    ['a foreign message', { type: 'webpackOk' }],
    [
      'a shell-to-frame message',
      { v: 1, source: 'feedline', type: 'layout', scrollTop: 0, innerWidth: 1, innerHeight: 1 },
    ],
    ['a dialog reply', { v: 1, source: 'feedline', type: 'dialog', subtype: 'confirm', id: 'a' }],
    ['an origin post', { v: 1, source: 'feedline', type: 'origin', origin: PLATFORM }],
  ])('ignores %s from the frame', (_name, data) => {
    const { shell, frame, onMessage } = setup();
    shell.dispatch(messageEvent(data, PLATFORM, frame));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('stops listening once disposed', () => {
    const { shell, frame, onMessage, host } = setup();
    host.dispose();
    host.dispose();
    expect(shell.listeners.size).toBe(0);
    shell.dispatch(messageEvent(READY, PLATFORM, frame));
    expect(onMessage).not.toHaveBeenCalled();
  });
});

describe('createFrameHost: posting', () => {
  it('posts a versioned message to the frame with the platform origin as target', () => {
    const { frame, host } = setup();
    expect(host.post({ type: 'origin', origin: 'https://app.example.com' })).toBe(true);
    expect(frame.posted).toEqual([
      {
        message: { v: 1, source: 'feedline', type: 'origin', origin: 'https://app.example.com' },
        targetOrigin: PLATFORM,
      },
    ]);
  });

  it('posts layout and dialog replies', () => {
    const { frame, host } = setup();
    host.post({ type: 'layout', scrollTop: 10, innerWidth: 800, innerHeight: 600 });
    host.post({ type: 'dialog', subtype: 'confirm', id: 'd-1', value: 'name' });
    host.post({ type: 'dialog', subtype: 'cancel', id: 'd-2' });
    expect(frame.posted.map((post) => post.targetOrigin)).toEqual([PLATFORM, PLATFORM, PLATFORM]);
    expect(frame.posted.map((post) => (post.message as { type: string }).type)).toEqual([
      'layout',
      'dialog',
      'dialog',
    ]);
  });

  it('posts nothing while the frame has no window', () => {
    const { host } = setup({ frame: () => null });
    expect(host.post({ type: 'dialog', subtype: 'cancel', id: 'd-1' })).toBe(false);
  });

  it('posts nothing once disposed', () => {
    const { frame, host } = setup();
    host.dispose();
    expect(host.post({ type: 'dialog', subtype: 'cancel', id: 'd-1' })).toBe(false);
    expect(frame.posted).toEqual([]);
  });
});

describe('createFrameHost: configuration', () => {
  it.each([
    '*',
    '',
    'null',
    '/',
    'platform.example.com',
    `${PLATFORM}/`,
    `${PLATFORM}/app`,
    'ftp://x.example',
  ])('refuses platformOrigin %j', (platformOrigin) => {
    expect(() => setup({ platformOrigin })).toThrow(/exact origin/);
  });

  it('needs a window to listen on outside a browser', () => {
    expect(() =>
      createFrameHost({ frame: () => null, platformOrigin: PLATFORM, onMessage: () => undefined }),
    ).toThrow(/no window/);
  });
});
