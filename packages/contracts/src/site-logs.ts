import { z } from 'zod';

/** Types a log line may carry; anything else is shown as info (spec §3 "other"). */
export const SITE_LOG_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type SiteLogType = (typeof SITE_LOG_TYPES)[number];

/**
 * One live-log line as the realtime server sends it (spec §7): the payload of a `tail` event is
 * this object as JSON text. `microtime` is seconds since the epoch with a fraction; `id` orders
 * lines of equal time and lets clients drop a line they already have.
 */
/**
 * A line the platform wrote: what it says (log-messages.ts), for readers to show in their own
 * language. Absent on older lines, which have their text only.
 */
export const logMessageFields = {
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

export const siteLogLineSchema = z.object({
  id: z.number().int(),
  '@timestamp': z.string(),
  type: z.string(),
  /** HTML; of a line the platform wrote, its English text. */
  message: z.string(),
  microtime: z.number(),
  ...logMessageFields,
});
export type SiteLogLine = z.infer<typeof siteLogLineSchema>;

/** GET /api/sites/:siteId/secure-hash (legacy site service, kebab-case JSON). */
export const secureHashSchema = z.object({ hash: z.string() });
export type SecureHash = z.infer<typeof secureHashSchema>;

export {
  REALTIME_PATH,
  TAIL_EVENT,
  TAIL_ERROR_CODES,
  logFileName,
  parseLogFileName,
  parseTailSince,
  type TailErrorCode,
  type TailSince,
} from './realtime';
import { TAIL_ERROR_CODES, type TailSince } from './realtime';

/** Acknowledgement of a tail request, sent after the history lines. */
export const tailAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), history: z.number().int() }),
  z.object({ ok: z.literal(false), code: z.enum(TAIL_ERROR_CODES) }),
]);
export type TailAck = z.infer<typeof tailAckSchema>;

export interface RealtimeServerEvents {
  tail: (payload: string) => void;
}
export interface RealtimeClientEvents {
  /** The log file to tail; after a reconnect also the newest line the client has (`TailSince`). */
  tail: (
    file: string,
    ...rest: [ack: (result: TailAck) => void] | [since: TailSince, ack: (result: TailAck) => void]
  ) => void;
}
