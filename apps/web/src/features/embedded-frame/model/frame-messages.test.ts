import {
  createMessage,
  type FrameToShellMessage,
  type MessageBody,
} from '@feedline/frame-bridge/messages';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { dispatchFrameMessage, navigationHref, type FrameMessageHandlers } from './frame-messages';

type Spies = { [K in keyof FrameMessageHandlers]: Mock<FrameMessageHandlers[K]> };

function handlers(): Spies {
  return {
    onReady: vi.fn(),
    onSessionRequest: vi.fn(),
    onDialog: vi.fn(),
    onNotification: vi.fn(),
    onNavigate: vi.fn(),
    onLocation: vi.fn(),
    onNotificationsDrawer: vi.fn(),
    onSidebar: vi.fn(),
    onFullscreen: vi.fn(),
    onScroll: vi.fn(),
    onTrack: vi.fn(),
    onSharedSettings: vi.fn(),
    onUnsavedChanges: vi.fn(),
    onInvoices: vi.fn(),
  };
}

function dispatch(body: MessageBody<FrameToShellMessage>) {
  const spies = handlers();
  dispatchFrameMessage(createMessage<FrameToShellMessage>(body), spies);
  const called = Object.entries(spies).filter(([, spy]) => spy.mock.calls.length > 0);
  return { spies, called: called.map(([name]) => name) };
}

describe('dispatchFrameMessage (spec §7)', () => {
  it.each<[MessageBody<FrameToShellMessage>, keyof FrameMessageHandlers, unknown[]]>([
    [{ type: 'ready', hasContent: true }, 'onReady', [true]],
    [{ type: 'session-request' }, 'onSessionRequest', []],
    [
      { type: 'notification', subtype: 'warning', message: 'Careful' },
      'onNotification',
      ['warning', 'Careful'],
    ],
    [{ type: 'fullscreen', enabled: true }, 'onFullscreen', [true]],
    [{ type: 'scroll', top: 120 }, 'onScroll', [120]],
    [{ type: 'location', query: 'stage=import' }, 'onLocation', ['stage=import']],
    [{ type: 'planhat', event: 'Saved mapping' }, 'onTrack', ['Saved mapping', undefined]],
    [{ type: 'shared-settings', hasSharedSettings: true }, 'onSharedSettings', [true]],
    [{ type: 'unsaved-changes', hasUnsavedChanges: true }, 'onUnsavedChanges', [true]],
    [{ type: 'invoices', overdue: true, count: 2 }, 'onInvoices', [true]],
    [{ type: 'notifications', toggle: true }, 'onNotificationsDrawer', [{ toggle: true }]],
    [{ type: 'notifications', collapsed: false }, 'onNotificationsDrawer', [{ collapsed: false }]],
    [{ type: 'sidebar', collapsed: true }, 'onSidebar', [{ collapsed: true }]],
    [{ type: 'sidebar', toggle: true }, 'onSidebar', [{ toggle: true }]],
  ])('hands %j to exactly one handler', (body, handler, args) => {
    const { spies, called } = dispatch(body);
    expect(called).toEqual([handler]);
    expect(spies[handler]).toHaveBeenCalledWith(...args);
  });

  it('hands a dialog request over whole', () => {
    const body = {
      type: 'dialog',
      subtype: 'request',
      id: 'd1',
      kind: 'prompt',
      title: 'Name',
      message: 'Enter',
    } as const;
    const { spies } = dispatch(body);
    expect(spies.onDialog).toHaveBeenCalledWith(expect.objectContaining(body));
  });

  it('navigates to relative in-app paths with the query split (spec §5)', () => {
    const { spies } = dispatch({
      type: 'navigation',
      url: '/data-flow/site/3?x=1',
      query: 'classificationId=5&empty=',
    });
    expect(spies.onNavigate).toHaveBeenCalledWith({
      path: '/data-flow/site/3',
      query: { x: '1', classificationId: '5' },
    });
  });

  it.each<MessageBody<FrameToShellMessage>>([
    { type: 'navigation' },
    { type: 'navigation', url: '' },
    { type: 'navigation', url: '/overview/account/1', replaceOnly: true },
    { type: 'navigation', url: 'https://evil.example/phish' },
    { type: 'navigation', url: '//evil.example/phish' },
    { type: 'navigation', url: 'javascript:alert(1)' },
    { type: 'navigation', url: '/\\evil.example' },
  ])('ignores the navigation request %j', (body) => {
    expect(dispatch(body).called).toEqual([]);
  });
});

describe('navigationHref', () => {
  it('writes the query back, encoded', () => {
    expect(navigationHref({ path: '/site/3', query: { stage: 'channel', q: 'a b&c' } })).toBe(
      '/site/3?stage=channel&q=a+b%26c',
    );
    expect(navigationHref({ path: '/site/3', query: {} })).toBe('/site/3');
  });
});
