import type { ItemValue } from '@feedline/contracts';
import { evaluateFlow, ROW_ID } from '@feedline/data-flow';
import type { DataFlowColumn } from '@feedline/db';
import { applySiteRules, type ItemData } from './item-rules';

/** An item as stored: its stable id and its fields. */
export interface StoredItem {
  id: number;
  data: Readonly<ItemData>;
}

/** One stage of a page of items: columns in display order, one row per item with `_id`. */
export interface StageView {
  columns: string[];
  rows: Record<string, ItemValue>[];
}

export { ROW_ID };

/**
 * The columns of a page of items: every field name that occurs on it, `id` first, then in the order
 * the fields first appear. Taken from the page alone: reading every item of a big site to find its
 * field names would cost more than the page itself.
 */
export function columnsOf(items: readonly Readonly<ItemData>[]): string[] {
  const names = new Set<string>();
  for (const item of items) for (const name of Object.keys(item)) names.add(name);
  names.delete(ROW_ID);
  if (!names.has('id')) return [...names];
  names.delete('id');
  return ['id', ...names];
}

function tableOf(items: readonly StoredItem[], transform: (data: Readonly<ItemData>) => ItemData) {
  const datas = items.map((item) => transform(item.data));
  const columns = columnsOf(datas);
  const rows = datas.map((data, i) => {
    const row: Record<string, ItemValue> = {};
    for (const column of columns) row[column] = data[column] ?? null;
    row[ROW_ID] = items[i]!.id;
    return row;
  });
  return { columns, rows };
}

/** The import stage: the items as their data sources delivered them. */
export const importStage = (items: readonly StoredItem[]): StageView =>
  tableOf(items, (data) => data);

/** The intermediate stage: the site's rules applied (see item-rules.ts). */
export const intermediateStage = (items: readonly StoredItem[]): StageView =>
  tableOf(items, applySiteRules);

/**
 * The channel stage: a data flow applied to the intermediate item, by the one evaluator of
 * @feedline/data-flow (the editor's preview and the copy's dry run use it too). The columns are
 * the flow's, in its order.
 */
export function channelStage(
  items: readonly StoredItem[],
  flow: readonly DataFlowColumn[],
): StageView {
  const output = flow.filter((column) => column.name !== ROW_ID);
  const columns = output.map((column) => column.name);
  const rows = items.map((item) => {
    const row: Record<string, ItemValue> = evaluateFlow(output, applySiteRules(item.data));
    row[ROW_ID] = item.id;
    return row;
  });
  return { columns, rows };
}
