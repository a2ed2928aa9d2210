import type { FlowColumn } from './definition';

/** How one flow differs from another, by column name. */
export interface FlowChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

const sameColumn = (a: FlowColumn, b: FlowColumn) =>
  JSON.stringify(a.source) === JSON.stringify(b.source) &&
  JSON.stringify(a.transforms ?? []) === JSON.stringify(b.transforms ?? []);

/**
 * The columns `after` adds to `before`, changes (same name, other source or chain) and removes, in
 * the order of the flow they are in. A column that only moved is not a change.
 */
export function compareFlows(
  before: readonly FlowColumn[],
  after: readonly FlowColumn[],
): FlowChanges {
  const old = new Map(before.map((column) => [column.name, column]));
  const current = new Set(after.map((column) => column.name));
  return {
    added: after.filter((column) => !old.has(column.name)).map((column) => column.name),
    changed: after
      .filter((column) => old.has(column.name) && !sameColumn(old.get(column.name)!, column))
      .map((column) => column.name),
    removed: before.filter((column) => !current.has(column.name)).map((column) => column.name),
  };
}

/** A short summary of changes for a version list: "2 added, 1 changed". */
export function summariseChanges(changes: FlowChanges): string {
  const parts = [
    changes.added.length ? `${changes.added.length} added` : '',
    changes.changed.length ? `${changes.changed.length} changed` : '',
    changes.removed.length ? `${changes.removed.length} removed` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no column changes';
}
