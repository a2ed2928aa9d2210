/**
 * Hand-written validators for the frame protocol. This package is loaded by the shell's first chunk,
 * so it carries no schema library. Validation is strict: an unknown type, a wrong field type, a
 * missing required field or any key the message type does not define makes the whole message null.
 */
import {
  DIALOG_KINDS,
  MESSAGE_SOURCE,
  MAX_LOCATION_QUERY,
  MAX_OPEN_PATH,
  NOTIFICATION_SUBTYPES,
  PROTOCOL_VERSION,
  isFrameToShellMessage,
  isShellToFrameMessage,
} from './messages';
import type {
  DialogMessage,
  Envelope,
  FrameMessage,
  FrameToShellMessage,
  ShellToFrameMessage,
} from './messages';

type Check = (value: unknown) => boolean;
interface Rule {
  check: Check;
  optional: boolean;
}
type Body<M, Extra extends PropertyKey = never> = Omit<M, keyof Envelope | 'type' | Extra>;
/** One rule per key of the message body: the compiler keeps the validators in step with the types. */
type Shape<M, Extra extends PropertyKey = never> = { readonly [K in keyof Body<M, Extra>]-?: Rule };
type Of<T extends FrameMessage['type']> = Extract<FrameMessage, { type: T }>;

const required = (check: Check): Rule => ({ check, optional: false });
const optional = (check: Check): Rule => ({ check, optional: true });

const isBoolean: Check = (value) => typeof value === 'boolean';
const isString: Check = (value) => typeof value === 'string';
const isNonEmptyString: Check = (value) => typeof value === 'string' && value.length > 0;
const isNonNegative: Check = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCount: Check = (value) => Number.isSafeInteger(value) && (value as number) >= 0;
const isTrue: Check = (value) => value === true;
const isLocationQuery: Check = (value) =>
  typeof value === 'string' && value.length <= MAX_LOCATION_QUERY && !value.includes('#');
/** A path of the frame's own origin: one leading slash, no scheme, host, fragment or control. */
const isInAppPath: Check = (value) =>
  typeof value === 'string' &&
  value.length <= MAX_OPEN_PATH &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  ![...value].some((char) => char === '\\' || char === '#' || char <= ' ' || char === '\u007f');
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === 'string' && values.includes(value);

/** A plain object literal: no arrays, dates, class instances (structured clone keeps these). */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]' && !Array.isArray(value);
}

/** An exact serialised origin such as `https://app.example.com` or `http://localhost:3000`. */
export function isOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

const isPlanhatProperties: Check = (value) =>
  isPlainRecord(value) &&
  Object.values(value).every(
    (item) =>
      item === null ||
      typeof item === 'string' ||
      typeof item === 'boolean' ||
      (typeof item === 'number' && Number.isFinite(item)),
  );

const COLLAPSE: Shape<{ collapsed: boolean }> = { collapsed: required(isBoolean) };
const TOGGLE: Shape<{ toggle: true }> = { toggle: required(isTrue) };

type SimpleType = Exclude<FrameMessage['type'], 'dialog' | 'sidebar' | 'notifications'>;

const SHAPES: { readonly [T in SimpleType]: Shape<Of<T>> } = {
  ready: { hasContent: required(isBoolean) },
  fullscreen: { enabled: required(isBoolean) },
  notification: {
    subtype: required(oneOf(NOTIFICATION_SUBTYPES)),
    message: required(isString),
  },
  'shared-settings': { hasSharedSettings: required(isBoolean) },
  'unsaved-changes': { hasUnsavedChanges: required(isBoolean) },
  planhat: { event: required(isNonEmptyString), properties: optional(isPlanhatProperties) },
  scroll: { top: required(isNonNegative) },
  navigation: {
    url: optional(isString),
    replaceOnly: optional(isBoolean),
    query: optional(isString),
  },
  location: { query: required(isLocationQuery) },
  invoices: { overdue: required(isBoolean), count: optional(isCount) },
  'session-request': {},
  origin: { origin: required(isOrigin) },
  open: { path: required(isInAppPath) },
  session: { accessToken: required(isNonEmptyString), locale: required(isNonEmptyString) },
  layout: {
    scrollTop: required(isNonNegative),
    innerWidth: required(isNonNegative),
    innerHeight: required(isNonNegative),
  },
};

type DialogOf<S extends DialogMessage['subtype']> = Extract<DialogMessage, { subtype: S }>;
const DIALOG_SHAPES: {
  readonly [S in DialogMessage['subtype']]: Shape<DialogOf<S>, 'subtype'>;
} = {
  request: {
    id: required(isNonEmptyString),
    kind: required(oneOf(DIALOG_KINDS)),
    title: required(isString),
    message: required(isString),
    label: optional(isString),
  },
  confirm: { id: required(isNonEmptyString), value: optional(isString) },
  cancel: { id: required(isNonEmptyString) },
  delete: { id: required(isNonEmptyString) },
};

const ENVELOPE_KEYS: ReadonlySet<string> = new Set(['v', 'source', 'type']);

/** Every own key is the envelope, a discriminator or a known field; every rule holds. */
function matches(
  data: Record<string, unknown>,
  shape: Readonly<Record<string, Rule>>,
  discriminators: readonly string[] = [],
): boolean {
  for (const key of Object.keys(data)) {
    if (ENVELOPE_KEYS.has(key) || discriminators.includes(key)) continue;
    if (!Object.hasOwn(shape, key)) return false;
  }
  return Object.entries(shape).every(([key, rule]) => {
    const value = data[key];
    return value === undefined ? rule.optional : rule.check(value);
  });
}

function matchesType(data: Record<string, unknown>, type: string): boolean {
  switch (type) {
    case 'dialog': {
      const subtype = data.subtype;
      if (typeof subtype !== 'string' || !Object.hasOwn(DIALOG_SHAPES, subtype)) return false;
      return matches(data, DIALOG_SHAPES[subtype as DialogMessage['subtype']], ['subtype']);
    }
    case 'sidebar':
    case 'notifications':
      return matches(data, COLLAPSE) || matches(data, TOGGLE);
    default:
      return Object.hasOwn(SHAPES, type) && matches(data, SHAPES[type as SimpleType]);
  }
}

/**
 * Validates untrusted `event.data` and returns it typed, or null when it is not exactly a message of
 * this protocol version. The returned object is the input (no copy); treat it as read-only.
 */
export function parseMessage(data: unknown): FrameMessage | null {
  if (!isPlainRecord(data)) return null;
  if (data.v !== PROTOCOL_VERSION || data.source !== MESSAGE_SOURCE) return null;
  if (typeof data.type !== 'string') return null;
  return matchesType(data, data.type) ? (data as unknown as FrameMessage) : null;
}

/** `parseMessage`, limited to what a frame may send: what the shell accepts. */
export function parseFrameToShellMessage(data: unknown): FrameToShellMessage | null {
  const message = parseMessage(data);
  return message && isFrameToShellMessage(message) ? message : null;
}

/** `parseMessage`, limited to what the shell may send: what a frame accepts. */
export function parseShellToFrameMessage(data: unknown): ShellToFrameMessage | null {
  const message = parseMessage(data);
  return message && isShellToFrameMessage(message) ? message : null;
}
