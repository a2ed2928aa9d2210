/** A value of an item field, as imported. */
export type ItemValue = string | number | boolean | null;

/** An item's fields by name. */
export type ItemFields = Readonly<Record<string, ItemValue>>;

/** A piece of a concatenation: an item field's value or a text. */
export type ConcatPart = { kind: 'field'; field: string } | { kind: 'text'; value: string };

/**
 * Where a column's value comes from: an item field, a constant text, a concatenation of fields and
 * texts, or nothing yet (an unconnected column, which stays empty).
 */
export type ColumnSource =
  | { kind: 'field'; field: string }
  | { kind: 'static'; value: string }
  | { kind: 'concat'; parts: ConcatPart[] }
  | { kind: 'unconnected' };

/** One step of a column's transformation chain, applied in order to the source's value. */
export type Transform =
  | { op: 'replace'; search: string; replace: string }
  | { op: 'uppercase' }
  | { op: 'lowercase' }
  | { op: 'trim' }
  | { op: 'round'; decimals: number }
  | { op: 'prefix'; value: string }
  | { op: 'suffix'; value: string }
  | { op: 'default'; value: string };

export type TransformOp = Transform['op'];

/** An output column of a channel's (or sub-channel's) data flow. */
export interface FlowColumn {
  name: string;
  source: ColumnSource;
  /** Absent in flows saved before transformations existed: no steps. */
  transforms?: Transform[];
}

/** A data flow: the channel's output columns, in order. */
export interface FlowDefinition {
  columns: FlowColumn[];
}

/** The row key of an item's stable id in a table of items; no column may take that name. */
export const ROW_ID = '_id';

/** Whether a column takes its value from anything (unconnected columns do not). */
export const isConnected = (column: FlowColumn) => column.source.kind !== 'unconnected';

/** The item fields a column reads. */
export function fieldsOf(column: FlowColumn): string[] {
  const { source } = column;
  if (source.kind === 'field') return [source.field];
  if (source.kind === 'concat') {
    return source.parts.flatMap((part) => (part.kind === 'field' ? [part.field] : []));
  }
  return [];
}
