import { createFrameGuest } from '@feedline/frame-bridge';
import type {
  DialogKind,
  FrameGuest,
  FrameGuestOptions,
  FrameToShellMessage,
  LayoutMessage,
  MessageBody,
  NotificationSubtype,
  ShellToFrameMessage,
} from '@feedline/frame-bridge';

/** The signed-in session the shell hands over (spec §7, `session`). */
export interface Session {
  accessToken: string;
  locale: string;
}

export type Layout = Pick<LayoutMessage, 'scrollTop' | 'innerWidth' | 'innerHeight'>;

export interface DialogRequest {
  kind: DialogKind;
  title: string;
  message: string;
  /** Label of the prompt's input. */
  label?: string;
}

/** The user's answer: confirmed (with the prompt's text) or dismissed. */
export type DialogResult = { confirmed: true; value?: string } | { confirmed: false };

export class SessionUnavailableError extends Error {
  override readonly name = 'SessionUnavailableError';
}

export interface ShellBridge {
  /** True inside the shell's frame; a page opened on its own has no shell to talk to. */
  readonly isEmbedded: boolean;
  /** The last session the shell sent, if any. */
  session(): Session | null;
  /**
   * A session to call the API with. Asks the shell when there is none yet, or always when `renew`
   * (the API refused the token we hold). Rejects with SessionUnavailableError after `timeoutMs`.
   */
  requestSession(options?: { renew?: boolean }): Promise<Session>;
  onSession(listener: (session: Session) => void): () => void;
  /** The shell's last scroll position and viewport, if it sent one. */
  layout(): Layout | null;
  onLayout(listener: (layout: Layout) => void): () => void;
  /** Tells the shell the page has loaded; with content, the shell drops its overlay. */
  ready(hasContent: boolean): void;
  /** Calls `listener` once the screen has said it shows its content (at once if it has). */
  onContent(listener: () => void): () => void;
  notify(subtype: NotificationSubtype, message: string): void;
  /** Asks the shell to go to a relative in-app path, with an optional `a=1&b=2` query. */
  navigate(url: string, query?: string): void;
  /**
   * The screen moves to another view of itself (`a=1&b=2`): its own address and the shell's take
   * the query, and the screen re-renders with it; nothing is loaded again.
   */
  replaceLocation(query: string): void;
  /** Called with the query after each replaceLocation. */
  onLocation(listener: (search: string) => void): () => void;
  /**
   * Called when the shell turns this frame, loaded ahead at the standby address, into a page's
   * frame: with the screen's path and query on this origin. An `open` that came before anyone
   * listened is handed to the first listener.
   */
  onOpen(listener: (path: string) => void): () => void;
  /** Opens a prompt, confirm or delete confirm in the shell and resolves with the answer. */
  dialog(request: DialogRequest): Promise<DialogResult>;
  sharedSettings(hasSharedSettings: boolean): void;
  /** Tells the shell to ask before leaving while there are unsaved changes. */
  unsavedChanges(hasUnsavedChanges: boolean): void;
  invoices(overdue: boolean, count?: number): void;
  post(message: MessageBody<FrameToShellMessage>): boolean;
  dispose(): void;
}

export interface ShellBridgeOptions {
  shellOrigin: string;
  /** How long to wait for the shell's answer to a session request. */
  sessionTimeoutMs?: number;
  window?: FrameGuestOptions['window'];
}

const DEFAULT_SESSION_TIMEOUT_MS = 10_000;

/** The embedded page's side of the protocol, on top of frame-bridge's guest. */
export function createShellBridge(options: ShellBridgeOptions): ShellBridge {
  const sessionTimeoutMs = options.sessionTimeoutMs ?? DEFAULT_SESSION_TIMEOUT_MS;
  let currentSession: Session | null = null;
  /** The first session request in flight: later ones wait for its answer, not ask again. */
  let firstSessionRequest: Promise<Session> | null = null;
  let currentLayout: Layout | null = null;
  const sessionListeners = new Set<(session: Session) => void>();
  const layoutListeners = new Set<(layout: Layout) => void>();
  // Whether the screen has said it shows its content: what waits for that runs after it.
  let shownContent = false;
  const contentListeners = new Set<() => void>();
  const locationListeners = new Set<(search: string) => void>();
  const openListeners = new Set<(path: string) => void>();
  let unheardOpen: string | null = null;
  const pendingDialogs = new Map<string, (result: DialogResult) => void>();
  let dialogCounter = 0;

  const onMessage = (message: ShellToFrameMessage): void => {
    switch (message.type) {
      case 'session': {
        currentSession = { accessToken: message.accessToken, locale: message.locale };
        for (const listener of [...sessionListeners]) listener(currentSession);
        return;
      }
      case 'layout': {
        currentLayout = {
          scrollTop: message.scrollTop,
          innerWidth: message.innerWidth,
          innerHeight: message.innerHeight,
        };
        for (const listener of [...layoutListeners]) listener(currentLayout);
        return;
      }
      case 'dialog': {
        const resolve = pendingDialogs.get(message.id);
        if (!resolve) return;
        pendingDialogs.delete(message.id);
        resolve(
          message.subtype === 'cancel'
            ? { confirmed: false }
            : message.subtype === 'confirm' && message.value !== undefined
              ? { confirmed: true, value: message.value }
              : { confirmed: true },
        );
        return;
      }
      case 'open': {
        if (openListeners.size === 0) unheardOpen = message.path;
        for (const listener of [...openListeners]) listener(message.path);
        return;
      }
      case 'origin':
        // The shell's origin is already known from the configuration; nothing to do.
        return;
    }
  };

  const guest: FrameGuest = createFrameGuest({
    shellOrigin: options.shellOrigin,
    onMessage,
    ...(options.window ? { window: options.window } : {}),
  });

  const onSession = (listener: (session: Session) => void): (() => void) => {
    sessionListeners.add(listener);
    return () => sessionListeners.delete(listener);
  };

  return {
    isEmbedded: guest.isEmbedded,
    session: () => currentSession,
    requestSession({ renew = false } = {}) {
      if (currentSession && !renew) return Promise.resolve(currentSession);
      if (!guest.isEmbedded) {
        return Promise.reject(new SessionUnavailableError('This screen is not inside Feedline.'));
      }
      // The shell renews the token when asked twice, so a screen that starts its requests beside
      // the app's own first request must not ask again.
      if (!renew && firstSessionRequest) return firstSessionRequest;
      const previous = currentSession;
      const request = new Promise<Session>((resolve, reject) => {
        const timer = setTimeout(() => {
          stop();
          reject(new SessionUnavailableError('Feedline did not answer the session request.'));
        }, sessionTimeoutMs);
        const stop = onSession((session) => {
          // When renewing, wait for a token other than the refused one.
          if (renew && previous && session.accessToken === previous.accessToken) return;
          clearTimeout(timer);
          stop();
          resolve(session);
        });
        guest.post({ type: 'session-request' });
      });
      if (!renew) {
        firstSessionRequest = request;
        const settled = () => {
          firstSessionRequest = null;
        };
        request.then(settled, settled);
      }
      return request;
    },
    onSession,
    layout: () => currentLayout,
    onLayout(listener) {
      layoutListeners.add(listener);
      return () => layoutListeners.delete(listener);
    },
    ready(hasContent) {
      guest.post({ type: 'ready', hasContent });
      if (!hasContent || shownContent) return;
      shownContent = true;
      for (const listener of [...contentListeners]) listener();
      contentListeners.clear();
    },
    onContent(listener) {
      if (shownContent) {
        listener();
        return () => {};
      }
      contentListeners.add(listener);
      return () => contentListeners.delete(listener);
    },
    notify(subtype, message) {
      guest.post({ type: 'notification', subtype, message });
    },
    navigate(url, query) {
      guest.post({ type: 'navigation', url, ...(query ? { query } : {}) });
    },
    replaceLocation(query) {
      const search = query === '' ? '' : `?${query}`;
      const { history, location } = globalThis.window;
      history.replaceState(history.state, '', `${location.pathname}${search}`);
      for (const listener of [...locationListeners]) listener(search);
      guest.post({ type: 'location', query });
    },
    onLocation(listener) {
      locationListeners.add(listener);
      return () => locationListeners.delete(listener);
    },
    onOpen(listener) {
      openListeners.add(listener);
      if (unheardOpen !== null) {
        const path = unheardOpen;
        unheardOpen = null;
        listener(path);
      }
      return () => openListeners.delete(listener);
    },
    dialog(request) {
      dialogCounter += 1;
      const id = `dialog-${dialogCounter}`;
      return new Promise<DialogResult>((resolve) => {
        pendingDialogs.set(id, resolve);
        const sent = guest.post({
          type: 'dialog',
          subtype: 'request',
          id,
          kind: request.kind,
          title: request.title,
          message: request.message,
          ...(request.label === undefined ? {} : { label: request.label }),
        });
        if (!sent) {
          pendingDialogs.delete(id);
          resolve({ confirmed: false });
        }
      });
    },
    unsavedChanges(hasUnsavedChanges) {
      guest.post({ type: 'unsaved-changes', hasUnsavedChanges });
    },
    sharedSettings(hasSharedSettings) {
      guest.post({ type: 'shared-settings', hasSharedSettings });
    },
    invoices(overdue, count) {
      guest.post({ type: 'invoices', overdue, ...(count === undefined ? {} : { count }) });
    },
    post: (message) => guest.post(message),
    dispose() {
      guest.dispose();
      sessionListeners.clear();
      layoutListeners.clear();
      for (const resolve of pendingDialogs.values()) resolve({ confirmed: false });
      pendingDialogs.clear();
    },
  };
}
