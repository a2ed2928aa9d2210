import { flowColumnSchema } from '@feedline/data-flow/schema';
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
    columns: z.array(flowColumnSchema).max(300),
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
    .regex(/^[1-9]\d{0,9}$/, { message: 'An id is a whole number in plain digits' })
    .transform(Number)
    .optional(),
});
