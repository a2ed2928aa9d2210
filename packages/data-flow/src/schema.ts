import { z } from 'zod';
import { FLOW_LIMITS } from './limits';

const text = z.string().max(FLOW_LIMITS.textLength);
const fieldName = z.string().min(1).max(FLOW_LIMITS.nameLength);

const concatPartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('field'), field: fieldName }).strict(),
  z.object({ kind: z.literal('text'), value: text }).strict(),
]);

export const columnSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('field'), field: fieldName }).strict(),
  z.object({ kind: z.literal('static'), value: text }).strict(),
  z
    .object({
      kind: z.literal('concat'),
      parts: z.array(concatPartSchema).max(FLOW_LIMITS.concatParts),
    })
    .strict(),
  z.object({ kind: z.literal('unconnected') }).strict(),
]);

export const transformSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('replace'), search: text, replace: text }).strict(),
  z.object({ op: z.literal('uppercase') }).strict(),
  z.object({ op: z.literal('lowercase') }).strict(),
  z.object({ op: z.literal('trim') }).strict(),
  z
    .object({
      op: z.literal('round'),
      decimals: z.number().int().min(0).max(FLOW_LIMITS.maxDecimals),
    })
    .strict(),
  z.object({ op: z.literal('prefix'), value: text }).strict(),
  z.object({ op: z.literal('suffix'), value: text }).strict(),
  z.object({ op: z.literal('default'), value: text }).strict(),
]);

export const flowColumnSchema = z
  .object({
    name: z.string().max(FLOW_LIMITS.nameLength),
    source: columnSourceSchema,
    transforms: z.array(transformSchema).max(FLOW_LIMITS.transforms).optional(),
  })
  .strict();

/** The shape of a data flow as the API takes it; the rules between columns are in validate.ts. */
export const flowDefinitionSchema = z
  .object({ columns: z.array(flowColumnSchema).max(FLOW_LIMITS.columns) })
  .strict();
