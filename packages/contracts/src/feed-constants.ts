// The feed values the screens need at run time, without zod (see sso-constants.ts for why): the
// platform screens import them from `@feedline/contracts/feed-constants`.

/** How a data source is read (@feedline/feeds): the formats shops actually have. */
export const IMPORT_FORMATS = ['csv', 'tsv', 'xml-google', 'xml-generic', 'jsonl', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** How a channel's feed is written. */
export const EXPORT_FORMATS = ['csv', 'tsv', 'xml-google'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What a run may be: queued, running, or one of its ends. */
export const FEED_RUN_STATUS_VALUES = [
  'queued',
  'running',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUS_VALUES)[number];

/** Who started a run: a user, the site's schedule, or an import that exports after it. */
export const FEED_RUN_TRIGGERS = ['user', 'schedule', 'import'] as const;
export type FeedRunTrigger = (typeof FEED_RUN_TRIGGERS)[number];

/** The per-row problems of an import (and of an export, per item). */
export const FEED_PROBLEM_CODES = [
  'missing-id',
  'duplicate-id',
  'bad-price',
  'ragged-row',
  'bad-row',
  'too-long',
  'missing-value',
  'bad-value',
] as const;
export type FeedProblemCode = (typeof FEED_PROBLEM_CODES)[number];

/** An upload larger than this is refused (413 `file-too-large`) before it is stored. */
export const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

/** A schedule has at most this many times of day. */
export const MAX_SCHEDULE_TIMES = 24;

/** 'HH:MM', 24-hour. */
export const SCHEDULE_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
