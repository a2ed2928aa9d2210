/**
 * The columns a user chose for the data view of a site at one stage: their order, and the ones
 * hidden. Remembered in the browser per site and stage (useColumnLayout).
 */
export interface ColumnLayout {
  /** Column names in the chosen order; columns not named keep their place after these. */
  order: string[];
  hidden: string[];
}

export const DEFAULT_LAYOUT: ColumnLayout = { order: [], hidden: [] };

export const isCustomLayout = (layout: ColumnLayout) =>
  layout.order.length > 0 || layout.hidden.length > 0;

/** Every available column in the chosen order, hidden ones included (what the chooser lists). */
export function orderColumns(available: readonly string[], layout: ColumnLayout): string[] {
  const rank = new Map(layout.order.map((name, index) => [name, index]));
  const named = available.filter((name) => rank.has(name));
  named.sort((a, b) => rank.get(a)! - rank.get(b)!);
  return [...named, ...available.filter((name) => !rank.has(name))];
}

/** The columns the grid shows: in the chosen order, without the hidden ones. */
export function arrangeColumns(available: readonly string[], layout: ColumnLayout): string[] {
  const hidden = new Set(layout.hidden);
  return orderColumns(available, layout).filter((name) => !hidden.has(name));
}

/** The layout with `name` moved one place up (-1) or down (+1) among the available columns. */
export function moveColumn(
  layout: ColumnLayout,
  available: readonly string[],
  name: string,
  delta: -1 | 1,
): ColumnLayout {
  const order = orderColumns(available, layout);
  const from = order.indexOf(name);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return layout;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...layout, order };
}

/** The layout with `name` shown or hidden; at least one column stays shown. */
export function showColumn(
  layout: ColumnLayout,
  available: readonly string[],
  name: string,
  shown: boolean,
): ColumnLayout {
  const hidden = new Set(layout.hidden);
  if (shown) hidden.delete(name);
  else hidden.add(name);
  if (available.every((column) => hidden.has(column))) return layout;
  return { ...layout, hidden: [...hidden] };
}

/** Reads a stored layout; anything else is the default (an old or edited value). */
export function parseLayout(value: unknown): ColumnLayout {
  const names = (list: unknown) =>
    Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
  if (typeof value !== 'object' || value === null) return DEFAULT_LAYOUT;
  const { order, hidden } = value as Record<string, unknown>;
  return { order: names(order), hidden: names(hidden) };
}
