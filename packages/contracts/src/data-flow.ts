import { flowDefinitionSchema, flowColumnSchema } from '@feedline/data-flow/schema';
import { ID_PATTERN, MAX_ID } from './constants';
import { z } from 'zod';

const named = z.object({ id: z.number().int(), name: z.string() });

/**
 * GET /api/sites/:siteId/channels/:channelId/data-flow: the flow the editor edits, with what it
 * needs beside it. Version 0: the channel (or sub-channel) has never had a flow.
 */
export const channelFlowSchema = z.object({
  channel: named,
  classification: named.nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  columns: z.array(flowColumnSchema),
  /** The flow maps fields of items the organisation's shared data source delivers (§2.12). */
  usesSharedSettings: z.boolean(),
  /** The item fields the site has, to map columns from. */
  fields: z.array(z.string()),
  canWrite: z.boolean(),
});
export type ChannelFlow = z.infer<typeof channelFlowSchema>;

/** PUT of a flow: the columns, and the version they were edited from (optimistic concurrency). */
export const saveChannelFlowSchema = z
  .object({
    expectedVersion: z.number().int().min(0),
    columns: flowDefinitionSchema.shape.columns,
  })
  .strict();
export type SaveChannelFlow = z.infer<typeof saveChannelFlowSchema>;

export const flowChangesSchema = z.object({
  added: z.array(z.string()),
  changed: z.array(z.string()),
  removed: z.array(z.string()),
});

/** One saved state of a flow in its history. */
export const flowVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  userName: z.string().nullable(),
  summary: z.string(),
  restoredFrom: z.number().int().nullable(),
  isCurrent: z.boolean(),
});
export type FlowVersion = z.infer<typeof flowVersionSchema>;

/** A saved state with its columns, and how the current flow differs from it. */
export const flowVersionDetailSchema = flowVersionSchema.extend({
  columns: z.array(flowColumnSchema),
  changesSince: flowChangesSchema,
});
export type FlowVersionDetail = z.infer<typeof flowVersionDetailSchema>;

export const restoreFlowVersionSchema = z
  .object({ expectedVersion: z.number().int().min(0) })
  .strict();

/** The query naming a sub-channel of the path's channel; absent: the channel's own flow. */
export const flowTargetQuerySchema = z.object({
  classificationId: z
    .string()
    .regex(ID_PATTERN, { message: 'An id is a whole number in plain digits' })
    .transform(Number)
    .optional(),
});

// ---- copying a data flow to other channels (legacy site service: kebab-case bodies) ---------

const copyId = z.number().int().positive().max(MAX_ID);

/**
 * The copy request of spec §3, as it arrives: the client writes camelCase and sends
 * `X-Convert-Case: true`, which turns the keys into kebab-case. The target may be left out when
 * the list of additional targets names at least one.
 */
export const copyRequestSchema = z
  .object({
    'site-id': copyId,
    'source-site-id': copyId,
    'source-channel-id': copyId,
    'target-site-id': copyId.nullable().optional(),
    'target-channel-id': copyId.nullable().optional(),
    'source-classification-id': z.number().int().min(-1).nullable().optional(),
    'target-classification-id': z.number().int().min(-1).nullable().optional(),
    'additional-targets': z
      .array(
        z.object({ title: z.string().max(300), 'site-id': copyId, 'channel-id': copyId }).strict(),
      )
      .max(100)
      .default([]),
    'duplicate-channel': z.boolean().default(false),
    'copy-unconnected-columns': z.boolean().default(false),
  })
  .strict();
export type CopyRequestBody = z.input<typeof copyRequestSchema>;

const copiedTarget = {
  'site-id': z.number().int(),
  'site-name': z.string(),
  'channel-id': z.number().int(),
  'channel-name': z.string(),
  'classification-id': z.number().int().nullable(),
};

/** The answer to a copy: `success`, and what each target became (one new version each). */
export const copyResponseSchema = z.object({
  success: z.boolean(),
  'copy-id': z.number().int(),
  targets: z.array(
    z.object({
      ...copiedTarget,
      version: z.number().int(),
      'created-channel': z.boolean(),
    }),
  ),
});
export type CopyResponseBody = z.infer<typeof copyResponseSchema>;

/** The dry run: per target, what the copy would do to its columns. */
export const copyDryRunSchema = z.object({
  targets: z.array(
    z.object({
      ...copiedTarget,
      added: z.array(z.string()),
      replaced: z.array(z.string()),
      'left-out': z.array(z.string()),
      skipped: z.array(z.string()),
    }),
  ),
});
export type CopyDryRunBody = z.infer<typeof copyDryRunSchema>;
