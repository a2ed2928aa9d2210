// Names and helpers of the live-log protocol, free of the schema library so that browser code
// can import them without it (docs/adr/0006).

/** Socket.IO path of the realtime server on the api's HTTP server. */
export const REALTIME_PATH = '/realtime';
/** Event name both ways: the client asks for a log file, the server streams its lines. */
export const TAIL_EVENT = 'tail';

/** Legacy log file name (spec §3): `{siteId}_{hash}.log`. */
export function logFileName(siteId: number, hash: string): string {
  return `${siteId}_${hash}.log`;
}

const LOG_FILE_PATTERN = /^([1-9]\d{0,9})_([A-Za-z0-9-]{1,200})\.log$/;

export function parseLogFileName(name: unknown): { siteId: number; hash: string } | null {
  if (typeof name !== 'string') return null;
  const match = LOG_FILE_PATTERN.exec(name);
  if (!match) return null;
  const siteId = Number(match[1]);
  return siteId <= 2_147_483_647 ? { siteId, hash: match[2]! } : null;
}

/**
 * The optional second argument of a tail request, sent on a reconnect: the id of the newest line
 * the client has. The server then sends the lines written after it — the ones the client missed
 * while it was disconnected — instead of the recent history.
 */
export interface TailSince {
  after: number;
}

/** A tail request's `since` argument, or null when it is not one. */
export function parseTailSince(value: unknown): TailSince | null {
  if (typeof value !== 'object' || value === null) return null;
  const { after } = value as { after?: unknown };
  return typeof after === 'number' && Number.isSafeInteger(after) && after >= 0 ? { after } : null;
}

export const TAIL_ERROR_CODES = [
  'invalid-file',
  'invalid-since',
  'invalid-hash',
  'expired',
  'forbidden',
  'internal',
] as const;
export type TailErrorCode = (typeof TAIL_ERROR_CODES)[number];
