import { createMessage } from '@feedline/frame-bridge';
import type { ShellToFrameMessage } from '@feedline/frame-bridge';
import { FakeWindow, messageEvent } from '@feedline/frame-bridge/testing/fake-window';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionUnavailableError, createShellBridge } from './shell-bridge';

const SHELL = 'http://localhost:3000';

function setup(sessionTimeoutMs = 1_000) {
  const shell = new FakeWindow();
  const frame = new FakeWindow(shell);
  const bridge = createShellBridge({ shellOrigin: SHELL, window: frame, sessionTimeoutMs });
  const fromShell = (
    body: Parameters<typeof createMessage<ShellToFrameMessage>>[0],
    origin = SHELL,
  ) => frame.dispatch(messageEvent(createMessage<ShellToFrameMessage>(body), origin, shell));
  return { shell, frame, bridge, fromShell };
}

afterEach(() => vi.useRealTimers());

describe('shell bridge', () => {
  it('asks the shell for the session and resolves with its answer', async () => {
    const { shell, bridge, fromShell } = setup();
    const session = bridge.requestSession();
    expect(shell.posted.at(-1)).toEqual({
      message: { v: 1, source: 'feedline', type: 'session-request' },
      targetOrigin: SHELL,
    });
    fromShell({ type: 'session', accessToken: 'token-1', locale: 'de' });
    await expect(session).resolves.toEqual({ accessToken: 'token-1', locale: 'de' });
    await expect(bridge.requestSession()).resolves.toEqual({
      accessToken: 'token-1',
      locale: 'de',
    });
  });

  it('asks once while the first request waits: a second request would renew the token', async () => {
    const { shell, bridge, fromShell } = setup();
    const first = bridge.requestSession();
    const second = bridge.requestSession();
    const requests = () =>
      shell.posted.filter(
        ({ message }) => (message as { type: string }).type === 'session-request',
      );
    expect(requests()).toHaveLength(1);
    fromShell({ type: 'session', accessToken: 'token-1', locale: 'en' });
    await expect(Promise.all([first, second])).resolves.toEqual([
      { accessToken: 'token-1', locale: 'en' },
      { accessToken: 'token-1', locale: 'en' },
    ]);
    const renewed = bridge.requestSession({ renew: true });
    expect(requests()).toHaveLength(2);
    fromShell({ type: 'session', accessToken: 'token-2', locale: 'en' });
    await expect(renewed).resolves.toEqual({ accessToken: 'token-2', locale: 'en' });
  });

  it('ignores a session from another origin', async () => {
    vi.useFakeTimers();
    const { bridge, fromShell } = setup(500);
    const session = bridge.requestSession();
    fromShell({ type: 'session', accessToken: 'stolen', locale: 'en' }, 'https://evil.test');
    const failed = expect(session).rejects.toBeInstanceOf(SessionUnavailableError);
    vi.advanceTimersByTime(600);
    await failed;
    expect(bridge.session()).toBeNull();
  });

  it('on renew waits for a token other than the refused one', async () => {
    const { bridge, fromShell } = setup();
    fromShell({ type: 'session', accessToken: 'old', locale: 'en' });
    const renewed = bridge.requestSession({ renew: true });
    fromShell({ type: 'session', accessToken: 'old', locale: 'en' });
    fromShell({ type: 'session', accessToken: 'new', locale: 'en' });
    await expect(renewed).resolves.toEqual({ accessToken: 'new', locale: 'en' });
  });

  it('round-trips a dialog: confirm with the value, cancel as not confirmed', async () => {
    const { shell, bridge, fromShell } = setup();
    const prompt = bridge.dialog({
      kind: 'prompt',
      title: 'Save view',
      message: '',
      label: 'Name',
    });
    const request = shell.posted.at(-1)!.message as { id: string; kind: string; label: string };
    expect(request).toMatchObject({
      type: 'dialog',
      subtype: 'request',
      kind: 'prompt',
      label: 'Name',
    });
    fromShell({ type: 'dialog', subtype: 'confirm', id: request.id, value: 'My view' });
    await expect(prompt).resolves.toEqual({ confirmed: true, value: 'My view' });

    const remove = bridge.dialog({ kind: 'delete', title: 'Delete?', message: 'Sure?' });
    const second = shell.posted.at(-1)!.message as { id: string };
    expect(second.id).not.toBe(request.id);
    fromShell({ type: 'dialog', subtype: 'cancel', id: second.id });
    await expect(remove).resolves.toEqual({ confirmed: false });
  });

  it('posts ready, notifications, navigation and invoices only to the shell origin', () => {
    const { shell, bridge } = setup();
    bridge.ready(true);
    bridge.notify('success', 'Saved');
    bridge.navigate('/data-map/site/3', 'a=1');
    bridge.invoices(true, 1);
    expect(shell.posted.map((post) => post.targetOrigin)).toEqual([SHELL, SHELL, SHELL, SHELL]);
    expect(shell.posted.map((post) => (post.message as { type: string }).type)).toEqual([
      'ready',
      'notification',
      'navigation',
      'invoices',
    ]);
  });

  it('calls what waits for the content once the screen has said it shows it, and later callers at once', () => {
    const { bridge } = setup();
    const heard: string[] = [];
    bridge.onContent(() => heard.push('first'));
    const stopped = bridge.onContent(() => heard.push('stopped'));
    stopped();
    bridge.ready(false);
    expect(heard).toEqual([]);
    bridge.ready(true);
    bridge.ready(true);
    expect(heard).toEqual(['first']);
    bridge.onContent(() => heard.push('later'));
    expect(heard).toEqual(['first', 'later']);
  });

  it('moves to another view in place: its own address, the listeners, then the shell', () => {
    window.history.replaceState(null, '', '/data-view/site/3?stage=import&_locale=de');
    const { shell, bridge } = setup();
    const seen: string[] = [];
    const stop = bridge.onLocation((search) => seen.push(search));
    bridge.replaceLocation('stage=channel&stageId=7');
    expect(window.location.pathname + window.location.search).toBe(
      '/data-view/site/3?stage=channel&stageId=7',
    );
    expect(seen).toEqual(['?stage=channel&stageId=7']);
    expect(shell.posted.at(-1)).toEqual({
      message: { v: 1, source: 'feedline', type: 'location', query: 'stage=channel&stageId=7' },
      targetOrigin: SHELL,
    });
    stop();
    bridge.replaceLocation('');
    expect(window.location.search).toBe('');
    expect(seen).toHaveLength(1);
  });

  it('has no shell when the page is opened on its own', async () => {
    const alone = new FakeWindow();
    const bridge = createShellBridge({ shellOrigin: SHELL, window: alone });
    expect(bridge.isEmbedded).toBe(false);
    await expect(bridge.requestSession()).rejects.toBeInstanceOf(SessionUnavailableError);
  });
});
