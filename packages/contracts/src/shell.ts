import { z } from 'zod';
import { ID_PATTERN, LANGUAGES, MAX_ID } from './constants';

/**
 * An id in a path or query: plain decimal digits (`ID_PATTERN`), at most MAX_ID. `0x1`, `1e3`,
 * ` 7` or `07` are refused (400), never read as another number.
 */
export const idSchema = z
  .union([
    z.number(),
    z.string().regex(ID_PATTERN, { message: 'An id is a whole number in plain digits' }),
  ])
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_ID));

/** PATCH /api/user: what a user changes of their own (the platform's language). */
export const updateUserSchema = z.object({ language: z.enum(LANGUAGES) }).strict();
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  language: z.string(),
  emailVerified: z.boolean(),
  isSales: z.boolean(),
  isMaster: z.boolean(),
  isAccountant: z.boolean(),
  hasDenBoschAccess: z.boolean(),
  hasCpAccess: z.boolean(),
  /** An account of the user enforces two-factor authentication. */
  twoFactorEnforced: z.boolean(),
  /** The user has a second factor set up. */
  twoFactorAuth: z.boolean(),
  /** Number of organisations the user belongs to (0 = none). */
  accountCount: z.number().int(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const accountSummarySchema = z.object({
  id: z.number().int(),
  company: z.string(),
  name: z.string(),
  projectCount: z.number().int(),
  isUserAdmin: z.boolean(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const labelledSchema = z.object({ id: z.number().int(), label: z.string() });
export type Labelled = z.infer<typeof labelledSchema>;

export const accountSchema = accountSummarySchema.extend({
  clientType: z.string().nullable(),
  forceTwoFactorAuth: z.boolean(),
  businessTypes: z.array(labelledSchema),
  verticals: z.array(labelledSchema),
});
export type Account = z.infer<typeof accountSchema>;

/** A user of an organisation as the shell shows them (the administrators to ask for access). */
export const accountUserSchema = z.object({ name: z.string(), email: z.string() });
export type AccountUser = z.infer<typeof accountUserSchema>;

/**
 * An entry of GET /api/accounts/:accountId/users: the user with their id, which the embedded
 * user-management pages link by. Assignable to AccountUser, so readers of name and email are unaffected.
 */
export const accountUserEntrySchema = accountUserSchema.extend({ id: z.number().int() });
export type AccountUserEntry = z.infer<typeof accountUserEntrySchema>;

const namedSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/accounts/:accountId/users/:userId: a member of the organisation and what they may change. */
export const accountUserDetailSchema = accountUserEntrySchema.extend({
  isAdmin: z.boolean(),
  /**
   * Projects of the organisation the user may change by a permission of their own, and sites by a
   * site permission of their own. An administrator may change everything regardless.
   */
  writableProjects: z.array(namedSchema),
  writableSites: z.array(namedSchema),
});
export type AccountUserDetail = z.infer<typeof accountUserDetailSchema>;

/**
 * How a site's feeds are doing, from its latest runs: `failing` when its last import or a feed's
 * last export failed, `warning` when they found problems with some items, `ok` when neither,
 * `none` before its first import.
 */
export const HEALTH_STATUSES = ['ok', 'warning', 'failing', 'none'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const siteHealthSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  lastImport: z
    .object({
      status: z.enum(['succeeded', 'failed']),
      finishedAt: z.string().nullable(),
      /** Rows of the import with problems (left out). */
      problemCount: z.number().int(),
      error: z.string().nullable(),
    })
    .nullable(),
  /** Feeds whose last export failed. */
  failedExports: z.array(
    z.object({
      channelId: z.number().int(),
      classificationId: z.number().int().nullable(),
      /** "Bol.com", or "Google Shopping NL › Shoes". */
      name: z.string(),
      error: z.string().nullable(),
      finishedAt: z.string().nullable(),
    }),
  ),
  /** Items the feeds' last exports could not include (a required value missing …). */
  failedItems: z.number().int(),
});
export type SiteHealth = z.infer<typeof siteHealthSchema>;

export const projectHealthSchema = z.object({
  status: z.enum(HEALTH_STATUSES),
  failingSites: z.number().int(),
  warningSites: z.number().int(),
  /** The newest import of its sites. */
  lastImportAt: z.string().nullable(),
});
export type ProjectHealth = z.infer<typeof projectHealthSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.object({ id: z.number().int(), company: z.string() }),
  canWrite: z.boolean(),
  siteCount: z.number().int(),
  /** In lists (an organisation's projects): the health of its sites. */
  health: projectHealthSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const siteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.object({ id: z.number().int(), company: z.string() }),
  project: z.object({ id: z.number().int(), name: z.string() }),
  childSite: z.boolean(),
  parentSiteId: z.number().int().nullable(),
  canWrite: z.boolean(),
  channelCount: z.number().int(),
  /** In lists (a project's sites): how its feeds are doing. */
  health: siteHealthSchema.optional(),
});
export type Site = z.infer<typeof siteSchema>;

export const siteStatusSchema = z.object({
  siteId: z.number().int(),
  isActive: z.boolean(),
  importStatus: z.string(),
  lastImportAt: z.string().nullable(),
  itemCount: z.number().int(),
  errorCount: z.number().int(),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;

export const channelSchema = z.object({ id: z.number().int(), name: z.string() });
export type Channel = z.infer<typeof channelSchema>;

/** A sub-channel of a channel (spec §3: a classification in code). */
export const classificationSchema = z.object({ id: z.number().int(), name: z.string() });
export type Classification = z.infer<typeof classificationSchema>;
/** GET api/site/{siteId}/classifications/{channelId} (spec §7): the channel's sub-channels, by name. */
export const classificationListSchema = z.array(classificationSchema);

/** An available feature: `key` and the same value as `name`; `permission` is the flag's value. */
export const featureSchema = z.object({
  key: z.string(),
  name: z.string(),
  permission: z.boolean(),
});
export type Feature = z.infer<typeof featureSchema>;
export const featureListSchema = z.object({ data: z.array(featureSchema) });

/** A site found by the copy dialog's site search: 'id - name' (spec §2.13). */
export const siteSearchEntrySchema = z.object({ id: z.number().int(), name: z.string() });
export type SiteSearchEntry = z.infer<typeof siteSearchEntrySchema>;

/** PATCH /api/accounts/:accountId (spec §7): the details page's fields; lists carry ids only. */
export const accountUpdateSchema = z
  .object({
    company: z.string().trim().min(1).max(200),
    clientType: z.string().max(100).nullable().optional(),
    forceTwoFactorAuth: z.boolean(),
    verticals: z.array(z.number().int().positive()).max(100).default([]),
    businessTypes: z.array(z.number().int().positive()).max(100).default([]),
  })
  .strict();
export type AccountUpdate = z.input<typeof accountUpdateSchema>;
