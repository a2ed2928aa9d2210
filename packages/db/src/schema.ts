import {
  bigint,
  customType,
  check,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { FlowColumn, FlowDefinition } from '@feedline/data-flow';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull().default('en'),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isSales: boolean('is_sales').notNull().default(false),
    isMaster: boolean('is_master').notNull().default(false),
    isAccountant: boolean('is_accountant').notNull().default(false),
    hasDenBoschAccess: boolean('has_den_bosch_access').notNull().default(false),
    hasCpAccess: boolean('has_cp_access').notNull().default(false),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const clientTypes = pgTable('client_types', {
  name: text('name').primaryKey(),
});

export const verticals = pgTable('verticals', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
});

export const businessTypes = pgTable('business_types', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
});

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  company: text('company').notNull(),
  name: text('name').notNull(),
  clientType: text('client_type').references(() => clientTypes.name),
  forceTwoFactorAuth: boolean('force_two_factor_auth').notNull().default(false),
  /** IANA time zone of the organisation: its sites' schedules are in this zone. */
  timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
  createdAt: createdAt(),
});

export const accountVerticals = pgTable(
  'account_verticals',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    verticalId: integer('vertical_id')
      .notNull()
      .references(() => verticals.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.verticalId] })],
);

export const accountBusinessTypes = pgTable(
  'account_business_types',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    businessTypeId: integer('business_type_id')
      .notNull()
      .references(() => businessTypes.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.businessTypeId] })],
);

export const accountMembers = pgTable(
  'account_members',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index().on(t.userId)],
);

/**
 * An administrator's invitation to join an organisation (spec §2.3, the user area). The link
 * carries a random token; only its SHA-256 is stored. At most one open invitation per address and
 * organisation: inviting again replaces it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.accountId),
    uniqueIndex('invitations_open_per_address_idx')
      .on(t.accountId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId)],
);

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parentSiteId: integer('parent_site_id'),
    /** Import state shown by the site status call. */
    importStatus: text('import_status').notNull().default('idle'),
    lastImportAt: timestamp('last_import_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.projectId), index().on(t.parentSiteId)],
);

export const projectPermissions = pgTable(
  'project_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    canWrite: boolean('can_write').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

export const sitePermissions = pgTable(
  'site_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    canWrite: boolean('can_write').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] })],
);

export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** How the channel's feed is written: csv, tsv or xml-google (EXPORT_FORMATS). */
    feedFormat: text('feed_format').notNull().default('csv'),
    /** The secret part of the channel's feed URL; rotating it makes the old URL answer 404. */
    feedToken: text('feed_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    feedTokenRotatedAt: timestamp('feed_token_rotated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.siteId), uniqueIndex('channels_feed_token_uq').on(t.feedToken)],
);

export const classifications = pgTable(
  'classifications',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index().on(t.channelId)],
);

/** One output column of a data flow: where its value comes from. */
/** A data flow's output column and the flow itself (@feedline/data-flow, one definition). */
export type DataFlowColumn = FlowColumn;
export type DataFlowDefinition = FlowDefinition;

export const dataFlows = pgTable(
  'data_flows',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    classificationId: integer('classification_id').references(() => classifications.id, {
      onDelete: 'cascade',
    }),
    definition: jsonb('definition').$type<DataFlowDefinition>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('data_flows_target_uq').on(t.channelId, t.classificationId).nullsNotDistinct()],
);

/**
 * Every saved state of a data flow, newest version highest. A flow saved before versions were
 * kept gets its row for the state it had when it is first saved again.
 */
export const dataFlowVersions = pgTable(
  'data_flow_versions',
  {
    id: serial('id').primaryKey(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => dataFlows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<DataFlowDefinition>().notNull(),
    /** What changed against the version before, in a few words. */
    summary: text('summary').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The version this one brought back, when it is a restore. */
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [unique('data_flow_versions_flow_version_uq').on(t.flowId, t.version)],
);

/** A target of a data-flow copy: the flow it wrote, and the version it had before. */
export interface DataFlowCopyTarget {
  siteId: number;
  channelId: number;
  classificationId: number | null;
  flowId: number;
  /** 0 when the copy created the flow (or its channel). */
  previousVersion: number;
  version: number;
  createdChannel: boolean;
}

/**
 * A data flow copied to other channels: what was written where, so that the copy can be undone
 * as a whole, and the answer a retry with the same Idempotency-Key gets.
 */
export const dataFlowCopies = pgTable(
  'data_flow_copies',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    targets: jsonb('targets').$type<DataFlowCopyTarget[]>().notNull(),
    /** The answer to the request, kebab-case as it was sent. */
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [unique('data_flow_copies_user_key_uq').on(t.userId, t.idempotencyKey)],
);

/** Products of a site as imported from its data sources. */
export const siteItems = pgTable(
  'site_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [
    unique().on(t.siteId, t.externalId),
    // The data view pages a site's items by id and counts them: both read this index only.
    index('site_items_site_id_id_idx').on(t.siteId, t.id),
  ],
);

export const DATA_SOURCE_KINDS = ['csv', 'xml', 'json', 'api', 'spreadsheet'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];

/** Where a site's items are imported from (a feed file, an API …). */
export const dataSources = pgTable(
  'data_sources',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: DATA_SOURCE_KINDS }).notNull(),
    /** Where the feed is fetched from; null for an uploaded file (`fileId`). */
    url: text('url'),
    /** The uploaded file the source reads (stored files), when it is not a URL. */
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /**
     * How the feed is read (@feedline/feeds): csv, tsv, xml-google, xml-generic, jsonl or json;
     * null = from the kind. `options` holds the reader's choices (delimiter, encoding, item path …).
     */
    format: text('format'),
    options: jsonb('options').$type<Record<string, string | boolean>>().notNull().default({}),
    /** Shared across the organisation (its shared settings), not owned by this site alone. */
    shared: boolean('shared').notNull().default(false),
    itemCount: integer('item_count').notNull().default(0),
    lastImportAt: timestamp('last_import_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.siteId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A file kept by the platform in its database (so that every api process sees it): an uploaded
 * feed, or a channel's published feed. Its bytes are in `stored_file_chunks`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes and SHA-256 (hex) of the whole file; set when the last chunk is written. */
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256'),
    /** Null while the file is being written: such a file is never read. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId)],
);

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** The feed a channel (or one of its sub-channels) publishes: the file of its last good export. */
export const channelFeeds = pgTable(
  'channel_feeds',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Null for the channel's own feed; a sub-channel's feed otherwise. */
    classificationId: integer('classification_id').references(() => classifications.id, {
      onDelete: 'cascade',
    }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    runId: bigint('run_id', { mode: 'number' }),
    /** ETag (quoted strong validator) and Last-Modified of the published file. */
    etag: text('etag').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('channel_feeds_channel_classification_uq').on(
      t.channelId,
      sql`coalesce(${t.classificationId}, 0)`,
    ),
  ],
);

/**
 * When a site imports by itself: at these times of day on these weekdays, in its organisation's
 * time zone; with `exportAfterImport`, every channel exports after a successful import.
 */
export const siteSchedules = pgTable('site_schedules', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** 'HH:MM' times of day, sorted, at most 24. */
  times: text('times')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: smallint('weekdays')
    .array()
    .notNull()
    .default(sql`'{1,2,3,4,5,6,7}'::smallint[]`),
  exportAfterImport: boolean('export_after_import').notNull().default(true),
  /** The last slot (a UTC minute) the schedule fired for: a slot fires once across processes. */
  lastSlotAt: timestamp('last_slot_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export const FEED_RUN_KINDS = ['import', 'export'] as const;
export const FEED_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type FeedRunStatus = (typeof FEED_RUN_STATUSES)[number];

/** One import of a site's items, or one export of a channel's feed: what it did and why not. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FEED_RUN_KINDS }).notNull(),
    channelId: integer('channel_id'),
    /** An export of a sub-channel's feed; null for the channel's own. */
    classificationId: integer('classification_id'),
    /** What started it: a user, the schedule, or an import that exports after it. */
    trigger: text('trigger').notNull().default('user'),
    status: text('status', { enum: FEED_RUN_STATUSES }).notNull().default('queued'),
    /** Who asked for it; null for the schedule. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Rows read from the sources (or items of the site for an export). */
    rowsRead: integer('rows_read').notNull().default(0),
    /** Items written (imported, or exported). */
    itemsWritten: integer('items_written').notNull().default(0),
    /** Items left out: rows with problems, or items the flow's rules exclude. */
    itemsSkipped: integer('items_skipped').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    error: text('error'),
    /** The job of the queue that carries the run (docs/adr/0021). */
    jobId: text('job_id'),
    /** Set by a cancel while the run is running: the run stops at its next batch. */
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /**
     * Written every few seconds by the process doing the run: a running run whose heartbeat is
     * old lost its process (killed, host gone), and is tried again or failed (docs/adr/0021).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.siteId, t.createdAt),
    // The latest run of each kind of a site (health at a glance, the error log's runs).
    index().on(t.siteId, t.kind, t.id),
    // At most one open import per site, and one open export per feed, whoever asks (race-safe).
    uniqueIndex('feed_runs_open_import_uq')
      .on(t.siteId)
      .where(sql`kind = 'import' and status in ('queued', 'running')`),
    uniqueIndex('feed_runs_open_export_uq')
      .on(t.channelId, sql`coalesce(${t.classificationId}, 0)`)
      .where(sql`kind = 'export' and status in ('queued', 'running')`),
  ],
);

/** The per-row problems of a run, for the error log (capped per run; the run counts them all). */
export const feedRunProblems = pgTable(
  'feed_run_problems',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => feedRuns.id, { onDelete: 'cascade' }),
    dataSourceId: integer('data_source_id'),
    row: integer('row').notNull(),
    code: text('code').notNull(),
    externalId: text('external_id'),
    field: text('field'),
    message: text('message').notNull(),
  },
  (t) => [index().on(t.runId, t.id)],
);

/**
 * The items an import is assembling, merged by id across the site's sources; they replace the
 * site's items in one transaction once every source is read (readers see the old set until then).
 */
export const siteItemsStaging = pgTable(
  'site_items_staging',
  {
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => feedRuns.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.externalId] })],
);

export const DESIGNER_KINDS = ['new', 'classic'] as const;
export type DesignerKind = (typeof DESIGNER_KINDS)[number];

/** One layer of an image template; the shapes are those of the platform contract. */
export type DesignerLayerData =
  | {
      id: string;
      type: 'text';
      text: string;
      x: number;
      y: number;
      fontSize: number;
      color: string;
      background: string | null;
      bold: boolean;
    }
  | {
      id: string;
      type: 'image';
      src: string;
      x: number;
      y: number;
      width: number;
      height: number;
    };

/** The saved image template of a site, one per designer (new and classic). */
export const designerTemplates = pgTable(
  'designer_templates',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DESIGNER_KINDS }).notNull(),
    name: text('name').notNull(),
    background: text('background').notNull(),
    layers: jsonb('layers').$type<DesignerLayerData[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('designer_templates_site_kind_uq').on(t.siteId, t.kind)],
);

export const featureScopes = ['account', 'project', 'site'] as const;
export type FeatureScope = (typeof featureScopes)[number];

export const features = pgTable(
  'features',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: featureScopes }).notNull(),
    scopeId: integer('scope_id').notNull(),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [unique().on(t.scope, t.scopeId, t.key)],
);

/**
 * An announcement's text in each language (docs/adr/0024): English always; German and French
 * optional, each whole (heading and message together) or not at all, read in English when absent.
 * The message is HTML, cleaned whenever it is read (docs/adr/0014).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    headingEn: text('heading_en').notNull(),
    messageEn: text('message_en').notNull(),
    linkLabelEn: text('link_label_en'),
    headingDe: text('heading_de'),
    messageDe: text('message_de'),
    linkLabelDe: text('link_label_de'),
    headingFr: text('heading_fr'),
    messageFr: text('message_fr'),
    linkLabelFr: text('link_label_fr'),
    icon: text('icon'),
    type: text('type').notNull().default('info'),
    linkUrl: text('link_url'),
    permanent: boolean('permanent').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('announcements_de_whole', sql`(${t.headingDe} is null) = (${t.messageDe} is null)`),
    check('announcements_fr_whole', sql`(${t.headingFr} is null) = (${t.messageFr} is null)`),
    check('announcements_de_label', sql`${t.linkLabelDe} is null or ${t.headingDe} is not null`),
    check('announcements_fr_label', sql`${t.linkLabelFr} is null or ${t.headingFr} is not null`),
  ],
);

export const announcementAcknowledgements = pgTable(
  'announcement_acknowledgements',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

export const siteLogLines = pgTable(
  'site_log_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    microtime: doublePrecision('microtime').notNull(),
    type: text('type').notNull(),
    /** HTML. A line the platform wrote: its English text, beside its key (for search and exports). */
    message: text('message').notNull(),
    /** A line the platform wrote: what it says, shown in the reader's language (docs/adr/0024). */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
  },
  (t) => [
    index().on(t.siteId, t.id),
    // The error log and the dashboard's counts read one type of a site's lines.
    index('site_log_lines_site_id_type_id_idx').on(t.siteId, t.type, t.id),
  ],
);

export const ssoSettings = pgTable('sso_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  idpId: text('idp_id').notNull(),
  /** Inactive 0, Configured 1, Enabled 2, Enforced 3. */
  status: smallint('status').notNull().default(0),
  subdomain: text('subdomain').unique(),
  /** NoOption -1, User 0, Company 1. */
  enforceType: smallint('enforce_type').notNull().default(-1),
  enforceDomains: text('enforce_domains'),
  idpEntityId: text('idp_entity_id'),
  endpointUrl: text('endpoint_url'),
  signingCerts: jsonb('signing_certs').$type<SsoSigningCert[]>().notNull().default([]),
  /** How the AuthnRequest travels to the identity provider: HTTP-Redirect or HTTP-POST. */
  binding: text('binding').notNull().default('HTTP-Redirect'),
  metadata: text('metadata'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signing certificate of an organisation's identity provider, kept with its expiry. */
export interface SsoSigningCert {
  pem: string;
  subject: string;
  notAfter: string;
  fingerprint256: string;
}

/**
 * AuthnRequests sent and not yet answered (the InResponseTo store, shared by every api process):
 * a response is accepted only for a request of the same organisation, once, before it expires.
 */
export const samlRequests = pgTable(
  'saml_requests',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The identity server's interaction that the login completes. */
    interactionUid: text('interaction_uid').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** Assertions already accepted, kept until they expire: an assertion signs in once. */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    /** SHA-256 of the issuer and the assertion's ID. */
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * A verified SAML login waiting for its interaction: the consumer URL stores it and sends the
 * browser to the identity server, which redeems it once for the interaction it names.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    /** SHA-256 of the one-time token in the browser's redirect. */
    id: text('id').primaryKey(),
    interactionUid: text('interaction_uid').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    siteId: integer('site_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.accountId, t.createdAt)],
);

/** Bills of an organisation; amounts in cents. Unpaid past its due date = overdue. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index().on(t.accountId, t.issuedAt)],
);

/** Storage of the identity server (sessions, grants, codes, refresh tokens …). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index().on(t.grantId),
    index().on(t.uid),
    index().on(t.userCode),
    index().on(t.expiresAt),
  ],
);

/** Key/value facts about this database (seed version …). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
