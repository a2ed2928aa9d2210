import { isConnected, type FlowColumn } from './definition';

/** What copying a flow onto another does, column by column (the dry run shows it). */
export interface CopyPlan {
  /** The target's columns after the copy. */
  columns: FlowColumn[];
  /** Source columns the target did not have. */
  added: string[];
  /** Target columns the source's column of the same name replaces. */
  replaced: string[];
  /** Target columns the source has no column for: the copy leaves them out. */
  leftOut: string[];
  /** Unconnected source columns not copied (copyUnconnectedColumns off). */
  skipped: string[];
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The target's flow becomes the source's (docs/adr/0016): its columns in the source's order, each
 * replacing the target's column of the same name. Target columns the source has no column for are
 * left out. With `copyUnconnectedColumns` off, an unconnected source column is skipped: a target
 * column of that name then stays as it was, in the source column's place.
 */
export function planCopy(
  source: readonly FlowColumn[],
  target: readonly FlowColumn[],
  { copyUnconnectedColumns }: { copyUnconnectedColumns: boolean },
): CopyPlan {
  const targetByName = new Map(target.map((column) => [key(column.name), column]));
  const plan: CopyPlan = { columns: [], added: [], replaced: [], leftOut: [], skipped: [] };
  const kept = new Set<string>();
  for (const column of source) {
    const existing = targetByName.get(key(column.name));
    if (!isConnected(column) && !copyUnconnectedColumns) {
      plan.skipped.push(column.name);
      if (existing) {
        plan.columns.push(existing);
        kept.add(key(existing.name));
      }
      continue;
    }
    plan.columns.push(structuredClone(column));
    if (existing) {
      plan.replaced.push(existing.name);
      kept.add(key(existing.name));
    } else plan.added.push(column.name);
  }
  plan.leftOut = target.filter((column) => !kept.has(key(column.name))).map((c) => c.name);
  return plan;
}
