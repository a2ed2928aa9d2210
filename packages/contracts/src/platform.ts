import { z } from 'zod';
import { paginated, paginationQuerySchema } from './pagination';
import { idSchema } from './shell';
import { logMessageFields } from './site-logs';
import { flowColumnSchema } from '@feedline/data-flow/schema';
import { IMPORT_FORMATS, importOptionsSchema } from './feeds';
import {
  ItemQueryError,
  MAX_ITEM_FILTERS,
  parseItemFilter,
  parseItemSort,
  type ItemFilter,
  type ItemSort,
} from './item-query';

/**
 * The API of the embedded screens (apps/platform on the second origin). Every route is tenant
 * checked like the shell's: unknown → 404, foreign → 403 `inaccessible`, malformed → 400.
 */

// ---- data view ------------------------------------------------------------------------------

/** The stages of a site's items (spec §2.11, §2.14): as imported, after the site's rules, per channel. */
export const ITEM_STAGES = ['import', 'intermediate', 'channel'] as const;
export type ItemStage = (typeof ITEM_STAGES)[number];

/** Largest window of rows one request returns. */
export const ITEM_PAGE_LIMIT = 500;

/**
 * GET /api/sites/:siteId/items?stage=&stageId=&classificationId=&offset=&limit=
 * `stage` defaults to import. For `channel`, `stageId` (a channel of the site) is required and
 * `classificationId` (a sub-channel of that channel) optional; missing/0/-1 means the channel's own flow.
 */
export const itemsQuerySchema = z.object({
  stage: z.enum(ITEM_STAGES).default('import'),
  stageId: z.coerce.number().int().positive().optional(),
  classificationId: z.coerce.number().int().min(-1).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(ITEM_PAGE_LIMIT).default(100),
  /** Only items with a field (as imported) that contains this text, case-insensitively. */
  search: z.string().trim().max(100).optional(),
  /** Filters on the fields as imported, all of which must hold (item-query.ts: `op:field[:value]`). */
  filter: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, context): ItemFilter[] => {
      const texts = value === undefined ? [] : Array.isArray(value) ? value : [value];
      if (texts.length > MAX_ITEM_FILTERS) {
        context.addIssue({ code: 'custom', message: `At most ${MAX_ITEM_FILTERS} filters` });
        return z.NEVER;
      }
      try {
        return texts.map(parseItemFilter);
      } catch (error) {
        if (!(error instanceof ItemQueryError)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    }),
  /** The order: a field as imported, `field:asc` or `field:desc`; by item id when absent. */
  sort: z
    .string()
    .optional()
    .transform((value, context): ItemSort | undefined => {
      if (value === undefined || value.trim() === '') return undefined;
      try {
        return parseItemSort(value);
      } catch (error) {
        if (!(error instanceof ItemQueryError)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    }),
  /** `none`: the page without counting the site's items (totalCount -1), for a quick look. */
  count: z.enum(['exact', 'none']).default('exact'),
});
export type ItemsQuery = z.infer<typeof itemsQuerySchema>;

/** The formats the data view downloads its current view in. */
export const ITEM_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;

/**
 * GET /api/sites/:siteId/items/download — every item of the view (stage, filters, search, sort),
 * streamed as CSV or XLSX. `columns` (repeated) chooses and orders the columns; by default every
 * field of the stage. The response's `X-Total-Count` says how many items it holds.
 */
export const itemsDownloadQuerySchema = itemsQuerySchema
  .omit({ offset: true, limit: true, count: true })
  .extend({
    format: z.enum(ITEM_DOWNLOAD_FORMATS).default('csv'),
    columns: z
      .union([z.string().min(1).max(200), z.array(z.string().min(1).max(200)).max(500)])
      .optional()
      .transform((value) => (value === undefined ? undefined : [value].flat())),
  });
export type ItemsDownloadQuery = z.infer<typeof itemsDownloadQuerySchema>;

export type ItemValue = string | number | boolean | null;

export const itemsPageSchema = z.object({
  stage: z.enum(ITEM_STAGES),
  /** Column names in display order. */
  columns: z.array(z.string()),
  /** One object per item, keyed by column name; `_id` is the item's stable id. */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  /** How many items the page is taken from; -1 when the request asked not to count. */
  totalCount: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** True when one of the site's data sources is a shared (organisation-wide) one. */
  hasSharedSettings: z.boolean(),
});
export type ItemsPage = z.infer<typeof itemsPageSchema>;

const itemFieldsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

/**
 * GET /api/sites/:siteId/items/:itemId — one item at every stage: as imported, after the site's
 * rules, and through each channel's data flow (and each sub-channel's own), with the problems the
 * latest import and exports of the site found with it.
 */
export const itemDetailSchema = z.object({
  id: z.number().int(),
  externalId: z.string(),
  import: itemFieldsSchema,
  intermediate: itemFieldsSchema,
  channels: z.array(
    z.object({
      channelId: z.number().int(),
      classificationId: z.number().int().nullable(),
      /** The channel's name, and the sub-channel's after it. */
      name: z.string(),
      /** The flow's columns in order, with this item's values. */
      columns: z.array(z.string()),
      fields: itemFieldsSchema,
    }),
  ),
  problems: z.array(
    z.object({
      runId: z.number().int(),
      kind: z.enum(['import', 'export']),
      /** The export's channel; null for the import. */
      channelName: z.string().nullable(),
      row: z.number().int(),
      code: z.string(),
      field: z.string().nullable(),
      message: z.string(),
    }),
  ),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

// ---- data sources and data map --------------------------------------------------------------

export const DATA_SOURCE_KINDS = ['csv', 'xml', 'json', 'api', 'spreadsheet'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];

export const dataSourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(DATA_SOURCE_KINDS),
  /** Where it is fetched from; null for an uploaded file. */
  url: z.string().nullable(),
  /** The uploaded file it reads; null for a URL. */
  file: z.object({ id: z.number().int(), name: z.string(), size: z.number().int() }).nullable(),
  /** How it is read; null = from the kind (csv, Google XML, JSON). */
  format: z.enum(IMPORT_FORMATS).nullable(),
  options: importOptionsSchema,
  /** Shared across the organisation (shared settings). */
  shared: z.boolean(),
  itemCount: z.number().int(),
  lastImportAt: z.string().nullable(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

/** GET /api/sites/:siteId/data-sources */
export const dataSourceListSchema = z.object({ data: z.array(dataSourceSchema) });
export type DataSourceList = z.infer<typeof dataSourceListSchema>;

/** GET /api/sites/:siteId/data-map: where the site's items come from and where they go. */
export const dataMapSchema = z.object({
  site: z.object({ id: z.number().int(), name: z.string(), itemCount: z.number().int() }),
  sources: z.array(dataSourceSchema),
  channels: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** Output columns of the channel's own data flow. */
      columnCount: z.number().int(),
      classifications: z.array(
        z.object({ id: z.number().int(), name: z.string(), columnCount: z.number().int() }),
      ),
    }),
  ),
  hasSharedSettings: z.boolean(),
});
export type DataMap = z.infer<typeof dataMapSchema>;

// ---- image designers ------------------------------------------------------------------------

/** `new` = new/designer/site/{siteId}, `classic` = designer/site/{siteId} (the older designer). */
export const DESIGNER_KINDS = ['new', 'classic'] as const;
export type DesignerKind = (typeof DESIGNER_KINDS)[number];

const percent = z.number().min(0).max(100);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');

export const designerLayerSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1).max(40),
    type: z.literal('text'),
    /** Literal text; `{field}` placeholders are filled from the item (e.g. `{price} {currency}`). */
    text: z.string().max(200),
    x: percent,
    y: percent,
    fontSize: z.number().int().min(6).max(200),
    color: colour,
    background: colour.nullable(),
    bold: z.boolean(),
  }),
  z.object({
    id: z.string().min(1).max(40),
    type: z.literal('image'),
    /** An https address, or an item field holding one, as `{field}`. */
    src: z.string().max(2000),
    x: percent,
    y: percent,
    width: z.number().min(1).max(100),
    height: z.number().min(1).max(100),
  }),
]);
export type DesignerLayer = z.infer<typeof designerLayerSchema>;

export const DESIGNER_MAX_LAYERS = 20;

export const designerTemplateInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  background: colour,
  layers: z.array(designerLayerSchema).max(DESIGNER_MAX_LAYERS),
});
export type DesignerTemplateInput = z.infer<typeof designerTemplateInputSchema>;

/** GET/PUT /api/sites/:siteId/designer-templates/:kind; GET answers a default when none is saved. */
export const designerTemplateSchema = designerTemplateInputSchema.extend({
  siteId: z.number().int(),
  kind: z.enum(DESIGNER_KINDS),
  /** Null until first saved. */
  updatedAt: z.string().nullable(),
});
export type DesignerTemplate = z.infer<typeof designerTemplateSchema>;

// ---- dashboard, error log, activity ---------------------------------------------------------

/** GET /api/sites/:siteId/dashboard */
export const siteDashboardSchema = z.object({
  site: z.object({
    id: z.number().int(),
    name: z.string(),
    importStatus: z.string(),
    lastImportAt: z.string().nullable(),
  }),
  counts: z.object({
    items: z.number().int(),
    channels: z.number().int(),
    dataSources: z.number().int(),
    errors: z.number().int(),
    warnings: z.number().int(),
  }),
  /** The latest ended imports (at most 14), oldest first: the trend of the site's catalogue. */
  importTrend: z.array(
    z.object({
      finishedAt: z.string().nullable(),
      status: z.enum(['succeeded', 'failed']),
      itemsWritten: z.number().int(),
      itemsSkipped: z.number().int(),
    }),
  ),
  /** The latest log lines, newest first (at most 20). */
  recentLog: z.array(
    z.object({
      id: z.number().int(),
      '@timestamp': z.string(),
      type: z.string(),
      message: z.string(),
      ...logMessageFields,
    }),
  ),
});
export type SiteDashboard = z.infer<typeof siteDashboardSchema>;

/** Days the import trend of an organisation or project covers, today (UTC) included. */
export const IMPORT_TREND_DAYS = 14;

/** One UTC day of the imports of an organisation's or project's sites. */
export const importTrendDaySchema = z.object({
  /** `YYYY-MM-DD` (UTC). */
  day: z.string(),
  /** Imports that ended that day, failed or not. */
  imports: z.number().int(),
  failedImports: z.number().int(),
  itemsWritten: z.number().int(),
  itemsSkipped: z.number().int(),
});
export type ImportTrendDay = z.infer<typeof importTrendDaySchema>;

/** GET /api/accounts/:accountId/import-trend and GET /api/projects/:projectId/import-trend */
export const importTrendSchema = z.object({
  /** The last `IMPORT_TREND_DAYS` days, oldest first, today last; a day without imports has zeros. */
  days: z.array(importTrendDaySchema),
});
export type ImportTrend = z.infer<typeof importTrendSchema>;

export const errorLogEntrySchema = z.object({
  id: z.number().int(),
  '@timestamp': z.string(),
  message: z.string(),
  ...logMessageFields,
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;

/** GET /api/sites/:siteId/error-log?page=&amount= (newest first) */
export const errorLogPageSchema = paginated(errorLogEntrySchema);
export type ErrorLogPage = z.infer<typeof errorLogPageSchema>;

export const activityEventSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.string(),
  /** Who did it; null for the system or a deleted user. */
  user: z.object({ name: z.string(), email: z.string() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What the target is called (a channel's, site's, data source's or flow's name) if it still exists. */
  targetName: z.string().nullable(),
  siteId: z.number().int().nullable(),
  /** The site's name, if it still exists. */
  siteName: z.string().nullable(),
  /** More about the event where it matters (a refused SSO login's address and reason). */
  detail: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/**
 * GET /api/accounts/:accountId/activity?page=&amount=&siteId=&projectId=&userId= (newest first).
 * The filters narrow to the events of a site, of the sites of a project, or done by a user; they
 * combine. A site or project that is not the organisation's is a 404, like an unknown one.
 */
export const activityQuerySchema = paginationQuerySchema.extend({
  siteId: idSchema.optional(),
  projectId: idSchema.optional(),
  userId: idSchema.optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
export type ActivityFilter = Pick<ActivityQuery, 'siteId' | 'projectId' | 'userId'>;

export const activityPageSchema = paginated(activityEventSchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

// ---- data flows (read-only overview; the editor edits them) ---------------------------------

/** A flow's output column: the one definition of @feedline/data-flow. */
export const dataFlowColumnSchema = flowColumnSchema;
export type DataFlowColumnView = z.infer<typeof dataFlowColumnSchema>;

/** GET /api/sites/:siteId/data-flows: every flow of the site's channels and sub-channels. */
export const siteDataFlowsSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      channel: z.object({ id: z.number().int(), name: z.string() }),
      classification: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      version: z.number().int(),
      updatedAt: z.string(),
      columns: z.array(dataFlowColumnSchema),
    }),
  ),
  hasSharedSettings: z.boolean(),
});
export type SiteDataFlows = z.infer<typeof siteDataFlowsSchema>;

// ---- invoices (billing; the overdue-invoice toast of spec §4) -------------------------------

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** Amount in cents. */
  amount: z.number().int(),
  currency: z.string(),
  issuedAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  /** Unpaid and past its due date. */
  overdue: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/accounts/:accountId/invoices (newest first). */
export const invoiceListSchema = z.object({
  data: z.array(invoiceSchema),
  overdueCount: z.number().int(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;
