/** The vendor's messenger script (Intercom-style), loaded only when the chat is configured. */
export function supportChatScriptUrl(appId: string): string {
  return `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
}

/** Boot settings of the support chat widget (spec §7). */
export interface SupportChatSettings {
  app_id: string;
  email: string;
  /** HMAC-SHA256 of the e-mail address, computed by the API (identity verification). */
  user_hash: string;
  /** The shell opens the chat itself; the vendor's floating button stays hidden. */
  hide_default_launcher: true;
  /** The product lets a user belong to several organisations. */
  multi_organisation: true;
  /** The messenger opens as a side panel. */
  sidepanel: true;
}

export interface SupportChatIdentityInput {
  appId: string;
  email: string;
  hash: string;
}

/** The boot settings for a user: app id, e-mail, its hash, hidden launcher and the two flags. */
export function supportChatSettings({
  appId,
  email,
  hash,
}: SupportChatIdentityInput): SupportChatSettings {
  return {
    app_id: appId,
    email,
    user_hash: hash,
    hide_default_launcher: true,
    multi_organisation: true,
    sidepanel: true,
  };
}

type MessengerCall = (command: string, ...args: unknown[]) => void;
interface QueuedMessenger {
  (command: string, ...args: unknown[]): void;
  q: unknown[][];
}
type MessengerWindow = Window & { Intercom?: MessengerCall };

/**
 * Boots the chat: installs the vendor's call queue (so calls made before the script arrives are
 * replayed by it), adds the vendor script once, and sends `boot` with the settings.
 */
export function bootSupportChat(
  settings: SupportChatSettings,
  target: { window: MessengerWindow; document: Document } = {
    window: window as MessengerWindow,
    document,
  },
): void {
  const { window: win, document: doc } = target;
  if (typeof win.Intercom !== 'function') {
    const queued = ((...args: unknown[]) => {
      queued.q.push(args);
    }) as QueuedMessenger;
    queued.q = [];
    win.Intercom = queued;
  }
  const src = supportChatScriptUrl(settings.app_id);
  if (!doc.querySelector(`script[src="${src}"]`)) {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    doc.head.append(script);
  }
  win.Intercom('boot', settings);
}
