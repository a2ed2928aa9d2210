import type { ColumnSource, FlowColumn, ItemFields, ItemValue, Transform } from './definition';
import { ROW_ID } from './definition';

/** How a value reads as text: nothing is the empty text. */
export function textOf(value: ItemValue): string {
  if (value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

const isEmpty = (value: ItemValue) => value === null || value === '';

function sourceValue(source: ColumnSource, item: ItemFields): ItemValue {
  switch (source.kind) {
    case 'field':
      return Object.hasOwn(item, source.field) ? (item[source.field] ?? null) : null;
    case 'static':
      return source.value;
    case 'concat':
      return source.parts
        .map((part) =>
          part.kind === 'text'
            ? part.value
            : textOf(Object.hasOwn(item, part.field) ? (item[part.field] ?? null) : null),
        )
        .join('');
    case 'unconnected':
      return null;
  }
}

const NUMBER = /^[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** A number written in the value (a decimal comma is read as a point), or undefined. */
function numberOf(value: ItemValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !NUMBER.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
}

/** Half away from zero, exact for decimal inputs such as 1.005 (no binary drift). */
function roundTo(value: number, decimals: number): string {
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`) * sign;
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals);
}

/**
 * One step of a chain. Text steps read numbers and booleans as text; nothing stays nothing, except
 * for `default`, which fills it (and the empty text). Prefix and suffix leave an empty value
 * empty, so a missing field does not turn into a lone "EUR". Round leaves a value that is not a
 * number as it is.
 */
export function applyTransform(value: ItemValue, step: Transform): ItemValue {
  if (step.op === 'default') return isEmpty(value) ? step.value : value;
  if (value === null) return null;
  switch (step.op) {
    case 'replace':
      return step.search === '' ? value : textOf(value).replaceAll(step.search, step.replace);
    case 'uppercase':
      return textOf(value).toUpperCase();
    case 'lowercase':
      return textOf(value).toLowerCase();
    case 'trim':
      return textOf(value).trim();
    case 'round': {
      const number = numberOf(value);
      return number === undefined ? value : roundTo(number, step.decimals);
    }
    case 'prefix':
      return isEmpty(value) ? value : `${step.value}${textOf(value)}`;
    case 'suffix':
      return isEmpty(value) ? value : `${textOf(value)}${step.value}`;
  }
}

/** A column's value for an item: its source, then its chain in order. Unconnected: nothing. */
export function evaluateColumn(column: FlowColumn, item: ItemFields): ItemValue {
  if (column.source.kind === 'unconnected') return null;
  let value = sourceValue(column.source, item);
  for (const step of column.transforms ?? []) value = applyTransform(value, step);
  return value;
}

/**
 * A flow over an item: one value per output column, by name, in the flow's order. The data view's
 * channel stage, the editor's preview and the copy's dry run all compute it here.
 */
export function evaluateFlow(
  columns: readonly FlowColumn[],
  item: ItemFields,
): Record<string, ItemValue> {
  const row: Record<string, ItemValue> = {};
  for (const column of columns) {
    if (column.name === ROW_ID) continue;
    row[column.name] = evaluateColumn(column, item);
  }
  return row;
}
