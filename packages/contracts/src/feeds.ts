import { z } from 'zod';
import {
  EXPORT_FORMATS,
  FEED_PROBLEM_CODES,
  FEED_RUN_STATUS_VALUES,
  FEED_RUN_TRIGGERS,
  IMPORT_FORMATS,
  MAX_SCHEDULE_TIMES,
  SCHEDULE_TIME_PATTERN,
} from './feed-constants';
import { paginated } from './pagination';

/**
 * Feeds in and out: data sources that import, runs, the error log's per-row problems, each
 * channel's published feed, and the site's schedule.
 */

export * from './feed-constants';

// ---- runs -----------------------------------------------------------------------------------

/** An import (or export) run as the data-sources, exports and scheduling pages show it. */
export const feedRunSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  kind: z.enum(['import', 'export']),
  /** The channel (and sub-channel) an export run published; null for imports. */
  channelId: z.number().int().nullable(),
  classificationId: z.number().int().nullable(),
  status: z.enum(FEED_RUN_STATUS_VALUES),
  trigger: z.enum(FEED_RUN_TRIGGERS),
  /** Rows read from the sources (import) or items of the site read (export). */
  rowsRead: z.number().int(),
  /** Items imported, or exported. */
  itemsWritten: z.number().int(),
  /** Rows left out for a problem (import), or items the flow excludes (export). */
  itemsSkipped: z.number().int(),
  /** Rows (or items) with a problem; the first ones are kept for the error log. */
  problemCount: z.number().int(),
  /** Why the whole run failed (or was cancelled). */
  error: z.string().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

export const feedRunListSchema = paginated(feedRunSchema);
export type FeedRunList = z.infer<typeof feedRunListSchema>;

/** GET /api/sites/:siteId/runs?kind=&page= */
export const feedRunQuerySchema = z.object({
  kind: z.enum(['import', 'export']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** One kept per-row problem of a run (the error log). */
export const feedRunProblemSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  /** The data source (import) it came from. */
  dataSourceId: z.number().int().nullable(),
  dataSourceName: z.string().nullable(),
  /** Row of the file (1 = the first data row) or item number of the export. */
  row: z.number().int(),
  code: z.enum(FEED_PROBLEM_CODES),
  externalId: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type FeedRunProblem = z.infer<typeof feedRunProblemSchema>;
export const feedRunProblemListSchema = paginated(feedRunProblemSchema);
export type FeedRunProblemList = z.infer<typeof feedRunProblemListSchema>;

// ---- data sources ---------------------------------------------------------------------------

/** Options of a reader; anything not given is detected. */
export const importOptionsSchema = z
  .object({
    delimiter: z.enum([',', ';', '\t', '|']).optional(),
    encoding: z
      .string()
      .regex(/^[A-Za-z0-9_-]{2,40}$/)
      .optional(),
    hasHeader: z.boolean().optional(),
    /** xml-generic: the repeating element, e.g. 'products/product'. */
    itemPath: z
      .string()
      .regex(/^[A-Za-z_][\w.-]*(?:\/[A-Za-z_][\w.-]*)*$/)
      .max(200)
      .optional(),
    /** Which field is the item id (default 'id'). */
    idField: z.string().min(1).max(100).optional(),
  })
  .strict();
export type ImportOptions = z.infer<typeof importOptionsSchema>;

const sourceName = z.string().trim().min(1).max(100);
/** http(s) only; whether the address may be fetched is decided when it is (safe fetch). */
const feedUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { message: 'Only http and https URLs' });

/** Where a feed is read from (a URL or a file uploaded before) and how. */
const feedLocation = {
  url: feedUrl.optional(),
  fileId: z.number().int().positive().optional(),
  format: z.enum(IMPORT_FORMATS).optional(),
  options: importOptionsSchema.default({}),
};
const oneLocation: [
  (value: { url?: string | undefined; fileId?: number | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => (value.url === undefined) !== (value.fileId === undefined),
  { message: 'Give either a URL or an uploaded file', path: ['url'] },
];

/** POST /api/sites/:siteId/data-sources: a URL, or a file uploaded before (its id). */
export const newDataSourceSchema = z
  .object({ name: sourceName, ...feedLocation })
  .strict()
  .refine(...oneLocation);
export type NewDataSource = z.input<typeof newDataSourceSchema>;

/** PATCH /api/sites/:siteId/data-sources/:sourceId: what changes. */
export const dataSourceChangeSchema = z
  .object({
    name: sourceName.optional(),
    url: feedUrl.optional(),
    fileId: z.number().int().positive().optional(),
    format: z.enum(IMPORT_FORMATS).nullable().optional(),
    options: importOptionsSchema.optional(),
  })
  .strict()
  .refine((value) => value.url === undefined || value.fileId === undefined, {
    message: 'Give either a URL or an uploaded file',
    path: ['url'],
  });
export type DataSourceChange = z.input<typeof dataSourceChangeSchema>;

/** POST /api/sites/:siteId/uploads: the stored file, ready to become (or replace) a source. */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  /** What the first bytes look like; null when they look like no feed format. */
  detectedFormat: z.enum(IMPORT_FORMATS).nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** POST /api/sites/:siteId/data-sources/test: what a feed at a URL (or an uploaded file) holds. */
export const feedTestRequestSchema = z
  .object(feedLocation)
  .strict()
  .refine(...oneLocation);
export type FeedTestRequest = z.input<typeof feedTestRequestSchema>;

export const feedTestResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    format: z.enum(IMPORT_FORMATS),
    encoding: z.string(),
    fields: z.array(z.string()),
    /** The first items as read (at most 5). */
    sample: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
    /** Problems of the rows read for the sample. */
    problems: z.array(z.object({ row: z.number().int(), code: z.string(), message: z.string() })),
  }),
  z.object({
    ok: z.literal(false),
    /** A safe-fetch problem or a whole-file feed error code. */
    code: z.string(),
    message: z.string(),
  }),
]);
export type FeedTestResult = z.infer<typeof feedTestResultSchema>;

// ---- exports --------------------------------------------------------------------------------

/** One published feed: a channel's own, or one of its sub-channels'. */
export const channelFeedSchema = z.object({
  channelId: z.number().int(),
  channelName: z.string(),
  classificationId: z.number().int().nullable(),
  classificationName: z.string().nullable(),
  format: z.enum(EXPORT_FORMATS),
  /** The feed's public address (with the channel's secret token). */
  url: z.string(),
  /** When the feed's file was last published; null = never exported. */
  publishedAt: z.string().nullable(),
  size: z.number().int().nullable(),
  lastRun: feedRunSchema.nullable(),
});
export type ChannelFeed = z.infer<typeof channelFeedSchema>;

/** GET /api/sites/:siteId/feeds */
export const channelFeedListSchema = z.object({ data: z.array(channelFeedSchema) });
export type ChannelFeedList = z.infer<typeof channelFeedListSchema>;

/** PATCH /api/sites/:siteId/channels/:channelId/feed */
export const channelFeedChangeSchema = z.object({ format: z.enum(EXPORT_FORMATS) }).strict();

/** POST /api/sites/:siteId/export-runs: one channel (with its sub-channels), or every channel. */
export const exportRequestSchema = z
  .object({ channelId: z.number().int().positive().optional() })
  .strict();
export const exportRunsSchema = z.object({ data: z.array(feedRunSchema) });

// ---- schedule -------------------------------------------------------------------------------

export const scheduleTimeSchema = z.string().regex(SCHEDULE_TIME_PATTERN, 'HH:MM, 24-hour');

/** PUT /api/sites/:siteId/schedule */
export const siteScheduleChangeSchema = z
  .object({
    enabled: z.boolean(),
    times: z.array(scheduleTimeSchema).max(MAX_SCHEDULE_TIMES),
    /** ISO weekdays: 1 = Monday … 7 = Sunday. */
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    exportAfterImport: z.boolean(),
  })
  .strict();
export type SiteScheduleChange = z.infer<typeof siteScheduleChangeSchema>;

/** GET /api/sites/:siteId/schedule */
export const siteScheduleSchema = siteScheduleChangeSchema.extend({
  /** The organisation's time zone, in which the times are. */
  timeZone: z.string(),
  /** The next time the schedule fires; null when it is off or has no time. */
  nextRunAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SiteSchedule = z.infer<typeof siteScheduleSchema>;
