/**
 * The window-message protocol between the shell (host) and the embedded screens (guests), spec §7.
 * One union on `type`; every message carries the protocol version and the `feedline` marker so that
 * stray messages from other scripts on either page (extensions, widgets) are never mistaken for ours.
 */

export const PROTOCOL_VERSION = 1;
export const MESSAGE_SOURCE = 'feedline';

export interface Envelope {
  v: typeof PROTOCOL_VERSION;
  source: typeof MESSAGE_SOURCE;
}

// ---- frame → shell -------------------------------------------------------------------------

/** The embedded page has loaded; the shell drops its loading overlay once `hasContent` is true. */
export interface ReadyMessage extends Envelope {
  type: 'ready';
  hasContent: boolean;
}

export const DIALOG_KINDS = ['prompt', 'confirm', 'delete'] as const;
export type DialogKind = (typeof DIALOG_KINDS)[number];

/** Asks the shell to open a text prompt (save label), a confirm, or a delete confirm (danger). */
export interface DialogRequestMessage extends Envelope {
  type: 'dialog';
  subtype: 'request';
  /** Chosen by the frame; the shell's reply carries it back. */
  id: string;
  kind: DialogKind;
  title: string;
  message: string;
  /** Label of the prompt's input. */
  label?: string;
}

/** Asks the shell to collapse or toggle the navigation menu. */
export type SidebarMessage = Envelope & { type: 'sidebar' } & CollapseOrToggle;

/** Asks the shell to hide (`enabled`) or show the side rail and navigation, like `?fullscreen=true`. */
export interface FullscreenMessage extends Envelope {
  type: 'fullscreen';
  enabled: boolean;
}

export const NOTIFICATION_SUBTYPES = ['success', 'warning', 'error', 'info'] as const;
export type NotificationSubtype = (typeof NOTIFICATION_SUBTYPES)[number];

/** A toast of the same kind as `subtype`. */
export interface NotificationMessage extends Envelope {
  type: 'notification';
  subtype: NotificationSubtype;
  message: string;
}

/** The data-flow editor or data view reports whether the site uses shared settings (§2.11, §2.12). */
export interface SharedSettingsMessage extends Envelope {
  type: 'shared-settings';
  hasSharedSettings: boolean;
}

/**
 * The frame has changes the user has not saved (the data-flow editor): while it says so, the shell
 * asks before leaving the page, with its confirm dialog. An extension of spec §7's list.
 */
export interface UnsavedChangesMessage extends Envelope {
  type: 'unsaved-changes';
  hasUnsavedChanges: boolean;
}

export type PlanhatPropertyValue = string | number | boolean | null;

/** A customer-success track event to forward (§7, customer-success). */
export interface PlanhatMessage extends Envelope {
  type: 'planhat';
  event: string;
  properties?: Record<string, PlanhatPropertyValue>;
}

/** Asks the shell to scroll its content area to `top` (pixels). */
export interface ScrollMessage extends Envelope {
  type: 'scroll';
  top: number;
}

/**
 * Asks the shell to navigate. Ignored without a url or when `replaceOnly` (spec §5); see
 * `resolveNavigationRequest` for the rules applied before anything is followed.
 */
export interface NavigationMessage extends Envelope {
  type: 'navigation';
  url?: string;
  replaceOnly?: boolean;
  /** A query string (`a=1&b=2`), split and decoded by `splitQuery`. */
  query?: string;
}

/** Longest query a `location` message may carry. */
export const MAX_LOCATION_QUERY = 4000;

/**
 * The frame now shows another view of the same screen (a stage, a channel, filters): the shell
 * replaces the query of its address with `query` — the frame's own, as `a=1&b=2` — without loading
 * the frame again. Its path stays; another screen is a `navigation`.
 */
export interface LocationMessage extends Envelope {
  type: 'location';
  query: string;
}

/** Either an explicit state or a toggle, never both (spec §4). */
export type CollapseOrToggle =
  { collapsed: boolean; toggle?: never } | { toggle: true; collapsed?: never };

/** Collapses, opens or toggles the notifications drawer (spec §4). */
export type NotificationsMessage = Envelope & { type: 'notifications' } & CollapseOrToggle;

/** Invoice state of the account; overdue shows the overdue-invoice toast once (spec §4). */
export interface InvoicesMessage extends Envelope {
  type: 'invoices';
  overdue: boolean;
  /** Number of overdue invoices, when the frame knows it. */
  count?: number;
}

/**
 * Asks the shell for the signed-in session: sent once the frame listens, and again when the API
 * refuses the token the frame holds (it expired). The shell answers with a `session` message.
 */
export interface SessionRequestMessage extends Envelope {
  type: 'session-request';
}

// ---- shell → frame -------------------------------------------------------------------------

/**
 * The signed-in session, for the frame's calls to the API (bearer token) and its language. Posted only
 * to the exact platform origin, in answer to `session-request` and whenever the token is renewed.
 */
export interface SessionMessage extends Envelope {
  type: 'session';
  accessToken: string;
  locale: string;
}

/** The shell's origin, posted to the frame after the view initialises (spec §2.12). */
export interface OriginMessage extends Envelope {
  type: 'origin';
  origin: string;
}

/** The shell's scroll position and viewport, sent on scroll and resize (spec §7). */
export interface LayoutMessage extends Envelope {
  type: 'layout';
  scrollTop: number;
  innerWidth: number;
  innerHeight: number;
}

/** The user confirmed dialog `id`; `value` is the prompt's text. */
export interface DialogConfirmMessage extends Envelope {
  type: 'dialog';
  subtype: 'confirm';
  id: string;
  value?: string;
}

/** The user dismissed dialog `id`. */
export interface DialogCancelMessage extends Envelope {
  type: 'dialog';
  subtype: 'cancel';
  id: string;
}

/**
 * A subtype of the protocol's vocabulary (spec §7). The shell replies confirm or cancel to every
 * dialog, a delete confirm's included; an embedded page treats this like confirm.
 */
export interface DialogDeleteMessage extends Envelope {
  type: 'dialog';
  subtype: 'delete';
  id: string;
}

export type DialogReplyMessage = DialogConfirmMessage | DialogCancelMessage | DialogDeleteMessage;
export type DialogMessage = DialogRequestMessage | DialogReplyMessage;

export type FrameToShellMessage =
  | ReadyMessage
  | DialogRequestMessage
  | SidebarMessage
  | FullscreenMessage
  | NotificationMessage
  | SharedSettingsMessage
  | UnsavedChangesMessage
  | PlanhatMessage
  | ScrollMessage
  | NavigationMessage
  | LocationMessage
  | NotificationsMessage
  | InvoicesMessage
  | SessionRequestMessage;

/** The platform's address where a frame the shell loads ahead waits for `open`. */
export const STANDBY_PATH = '/standby';

/** Longest in-app path (with its query) an `open` message may carry. */
export const MAX_OPEN_PATH = 8000;

/**
 * A frame the shell loaded ahead, waiting at the platform's standby address, is now the frame of a
 * page: it shows the screen at `path` (the address's path and query, `_locale` included, on the
 * frame's own origin) as if it had been loaded there, without loading anything again.
 */
export interface OpenMessage extends Envelope {
  type: 'open';
  path: string;
}

export type ShellToFrameMessage =
  OriginMessage | LayoutMessage | DialogReplyMessage | SessionMessage | OpenMessage;

/** Every message of the protocol, in either direction. */
export type FrameMessage = FrameToShellMessage | ShellToFrameMessage;
export type FrameMessageType = FrameMessage['type'];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A message as written by a sender; `post` adds the envelope. */
export type MessageBody<M extends FrameMessage = FrameMessage> = DistributiveOmit<
  M,
  keyof Envelope
>;

/** Adds the protocol version and marker to a message body. */
export function createMessage<M extends FrameMessage>(body: MessageBody<M>): M {
  return { ...body, v: PROTOCOL_VERSION, source: MESSAGE_SOURCE } as unknown as M;
}

/** True for the messages a frame may send to the shell. */
export function isFrameToShellMessage(message: FrameMessage): message is FrameToShellMessage {
  if (message.type === 'dialog') return message.subtype === 'request';
  return (
    message.type !== 'origin' &&
    message.type !== 'layout' &&
    message.type !== 'session' &&
    message.type !== 'open'
  );
}

/** True for the messages the shell may send to a frame. */
export function isShellToFrameMessage(message: FrameMessage): message is ShellToFrameMessage {
  return !isFrameToShellMessage(message);
}
