import { z } from 'zod';

/** Types a log line may carry; anything else is shown as info (spec §3 "other"). */
export const SITE_LOG_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type SiteLogType = (typeof SITE_LOG_TYPES)[number];

/**
 * One live-log line as the realtime server sends it (spec §7): the payload of a `tail` event is
 * this object as JSON text. `microtime` is seconds since the epoch with a fraction; `id` orders
 * lines of equal time and lets clients drop a line they already have.
 */
export const siteLogLineSchema = z.object({
  id: z.number().int(),
  '@timestamp': z.string(),
  type: z.string(),
  message: z.string(),
  microtime: z.number(),
});
export type SiteLogLine = z.infer<typeof siteLogLineSchema>;

/** GET /api/sites/:siteId/secure-hash (legacy site service, kebab-case JSON). */
export const secureHashSchema = z.object({ hash: z.string() });
export type SecureHash = z.infer<typeof secureHashSchema>;

/** POST /api/sites/:siteId/imports: a re-import of the site's items, finished. */
export const siteImportSchema = z.object({
  siteId: z.number().int(),
  importStatus: z.string(),
  itemCount: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string(),
});
export type SiteImport = z.infer<typeof siteImportSchema>;

export {
  REALTIME_PATH,
  TAIL_EVENT,
  TAIL_ERROR_CODES,
  logFileName,
  parseLogFileName,
  type TailErrorCode,
} from './realtime';
import { TAIL_ERROR_CODES } from './realtime';

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
  tail: (file: string, ack: (result: TailAck) => void) => void;
}

export const FEED_RUN_STATUS_VALUES = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
] as const;

/** An import (or export) run as the data-sources and scheduling pages show it. */
export const feedRunSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  kind: z.enum(['import', 'export']),
  status: z.enum(FEED_RUN_STATUS_VALUES),
  rowsRead: z.number().int(),
  itemsWritten: z.number().int(),
  itemsSkipped: z.number().int(),
  problemCount: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;
