import { afterEach, describe, expect, it } from 'vitest';
import { bootSupportChat, supportChatScriptUrl, supportChatSettings } from './support-chat';

type MessengerWindow = Window & { Intercom?: ((...args: unknown[]) => void) & { q?: unknown[][] } };

afterEach(() => {
  delete (window as MessengerWindow).Intercom;
  document.head
    .querySelectorAll('script[src^="https://widget.intercom.io"]')
    .forEach((s) => s.remove());
});

describe('support chat boot settings (spec §7)', () => {
  it('carry app id, e-mail, its hash, a hidden launcher and the two flags', () => {
    expect(supportChatSettings({ appId: 'abc123', email: 'ada@acme.test', hash: 'f00d' })).toEqual({
      app_id: 'abc123',
      email: 'ada@acme.test',
      user_hash: 'f00d',
      hide_default_launcher: true,
      multi_organisation: true,
      sidepanel: true,
    });
  });
});

describe('bootSupportChat', () => {
  const settings = supportChatSettings({ appId: 'abc123', email: 'ada@acme.test', hash: 'f00d' });

  it('loads the vendor script once and queues boot until it arrives', () => {
    bootSupportChat(settings);
    bootSupportChat(settings);
    const scripts = document.head.querySelectorAll(
      `script[src="${supportChatScriptUrl('abc123')}"]`,
    );
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect((window as MessengerWindow).Intercom?.q).toEqual([
      ['boot', settings],
      ['boot', settings],
    ]);
  });

  it('calls an already loaded messenger directly', () => {
    const calls: unknown[][] = [];
    (window as MessengerWindow).Intercom = (...args: unknown[]) => void calls.push(args);
    bootSupportChat(settings);
    expect(calls).toEqual([['boot', settings]]);
  });

  it('escapes the app id in the script address', () => {
    expect(supportChatScriptUrl('a/b?c')).toBe('https://widget.intercom.io/widget/a%2Fb%3Fc');
  });
});
