import type { ColumnSource, FlowColumn, Transform, TransformOp } from '@feedline/data-flow';

/** What the editor can do to a flow's columns; each returns new columns, never changes the old. */
export type FlowEdit =
  | { type: 'add'; name: string }
  | { type: 'remove'; index: number }
  | { type: 'rename'; index: number; name: string }
  | { type: 'move'; index: number; to: number }
  | { type: 'source'; index: number; source: ColumnSource }
  | { type: 'add-step'; index: number; op: TransformOp }
  | { type: 'step'; index: number; step: number; value: Transform }
  | { type: 'remove-step'; index: number; step: number };

/** A new step of a chain, with the values it starts from. */
export function newStep(op: TransformOp): Transform {
  switch (op) {
    case 'replace':
      return { op, search: '', replace: '' };
    case 'round':
      return { op, decimals: 2 };
    case 'prefix':
    case 'suffix':
    case 'default':
      return { op, value: '' };
    default:
      return { op };
  }
}

/** A source of another kind, keeping what can be kept (a field stays the first part). */
export function sourceOfKind(kind: ColumnSource['kind'], current: ColumnSource): ColumnSource {
  if (kind === current.kind) return current;
  const field = current.kind === 'field' ? current.field : '';
  switch (kind) {
    case 'field':
      return { kind, field };
    case 'static':
      return { kind, value: current.kind === 'static' ? current.value : '' };
    case 'concat':
      return { kind, parts: field ? [{ kind: 'field', field }] : [] };
    case 'unconnected':
      return { kind };
  }
}

const replaceAt = <T>(list: readonly T[], index: number, value: T) =>
  list.map((item, i) => (i === index ? value : item));

function updateColumn(
  columns: readonly FlowColumn[],
  index: number,
  change: (column: FlowColumn) => FlowColumn,
): FlowColumn[] {
  const column = columns[index];
  return column ? replaceAt(columns, index, change(column)) : [...columns];
}

export function applyEdit(columns: readonly FlowColumn[], edit: FlowEdit): FlowColumn[] {
  switch (edit.type) {
    case 'add':
      return [...columns, { name: edit.name, source: { kind: 'unconnected' } }];
    case 'remove':
      return columns.filter((_column, i) => i !== edit.index);
    case 'rename':
      return updateColumn(columns, edit.index, (column) => ({ ...column, name: edit.name }));
    case 'move': {
      const to = Math.max(0, Math.min(columns.length - 1, edit.to));
      const moved = columns[edit.index];
      if (!moved || to === edit.index) return [...columns];
      const rest = columns.filter((_column, i) => i !== edit.index);
      return [...rest.slice(0, to), moved, ...rest.slice(to)];
    }
    case 'source':
      return updateColumn(columns, edit.index, (column) => ({ ...column, source: edit.source }));
    case 'add-step':
      return updateColumn(columns, edit.index, (column) => ({
        ...column,
        transforms: [...(column.transforms ?? []), newStep(edit.op)],
      }));
    case 'step':
      return updateColumn(columns, edit.index, (column) => ({
        ...column,
        transforms: replaceAt(column.transforms ?? [], edit.step, edit.value),
      }));
    case 'remove-step':
      return updateColumn(columns, edit.index, (column) => ({
        ...column,
        transforms: (column.transforms ?? []).filter((_step, i) => i !== edit.step),
      }));
  }
}

/** Whether the edited columns differ from the saved ones (an empty chain equals none). */
export function isChanged(saved: readonly FlowColumn[], edited: readonly FlowColumn[]): boolean {
  const normal = (columns: readonly FlowColumn[]) =>
    JSON.stringify(columns.map((column) => ({ ...column, transforms: column.transforms ?? [] })));
  return normal(saved) !== normal(edited);
}

/** A name for a new column that no column has yet: column_1, column_2 … */
export function freeColumnName(columns: readonly FlowColumn[]): string {
  const taken = new Set(columns.map((column) => column.name.trim().toLowerCase()));
  for (let n = columns.length + 1; ; n += 1) {
    const name = `column_${n}`;
    if (!taken.has(name)) return name;
  }
}
