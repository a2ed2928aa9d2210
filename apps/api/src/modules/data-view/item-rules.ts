import type { ItemValue } from '@feedline/contracts';

/** An item's fields by name, as stored (import) or after a stage. */
export type ItemData = Record<string, ItemValue>;

/**
 * The site's rules: what turns an imported item into its intermediate form (spec §2.11, the
 * "intermediate" stage of the data view). Every rule is a pure function of the item; rules run in
 * the order below, each on the result of the one before.
 *
 * 1. Text: every string is trimmed and runs of whitespace become one space; a string left empty
 *    becomes null (an empty cell, not a value).
 * 2. Price: a numeric `price` (a number, or text such as "12.5" or "12,50") becomes a string with
 *    two decimals followed by the item's `currency` in capitals when it has one: "12.50 EUR".
 *    A price that is not a number is left as it is, so that the view shows what is wrong.
 * 3. Availability: the usual spellings of in stock / out of stock ("in stock", "In-Stock",
 *    "available", "yes", true, 1 …) become `in_stock` or `out_of_stock`; other values stay.
 * 4. Derived `in_stock`: true for `in_stock`, false for `out_of_stock`, null when availability is
 *    missing or unknown.
 */
export function applySiteRules(item: Readonly<ItemData>): ItemData {
  return deriveInStock(normaliseAvailability(formatPrice(cleanText(item))));
}

const AVAILABILITY: Record<string, 'in_stock' | 'out_of_stock'> = {
  in_stock: 'in_stock',
  instock: 'in_stock',
  available: 'in_stock',
  yes: 'in_stock',
  true: 'in_stock',
  '1': 'in_stock',
  out_of_stock: 'out_of_stock',
  outofstock: 'out_of_stock',
  unavailable: 'out_of_stock',
  sold_out: 'out_of_stock',
  soldout: 'out_of_stock',
  no: 'out_of_stock',
  false: 'out_of_stock',
  '0': 'out_of_stock',
};

/** Rule 1. */
export function cleanText(item: Readonly<ItemData>): ItemData {
  const out: ItemData = {};
  for (const [key, value] of Object.entries(item)) {
    if (typeof value !== 'string') {
      out[key] = value;
      continue;
    }
    const text = value.replace(/\s+/g, ' ').trim();
    out[key] = text === '' ? null : text;
  }
  return out;
}

/** A number from a price cell: 12.5, "12.5", "12,50" (decimal comma), " 12 ". */
export function parsePrice(value: ItemValue | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** Rule 2. */
export function formatPrice(item: Readonly<ItemData>): ItemData {
  const amount = parsePrice(item.price);
  if (amount === undefined) return { ...item };
  const currency = typeof item.currency === 'string' ? item.currency.trim().toUpperCase() : '';
  const fixed = amount.toFixed(2);
  return { ...item, price: currency ? `${fixed} ${currency}` : fixed };
}

/** Rule 3. */
export function normaliseAvailability(item: Readonly<ItemData>): ItemData {
  const value = item.availability;
  if (value === undefined || value === null) return { ...item };
  const key = String(value)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return { ...item, availability: AVAILABILITY[key] ?? value };
}

/** Rule 4. */
export function deriveInStock(item: Readonly<ItemData>): ItemData {
  const { availability } = item;
  const inStock =
    availability === 'in_stock' ? true : availability === 'out_of_stock' ? false : null;
  return { ...item, in_stock: inStock };
}

/** The fields of items after the rules: every field name any of them has, sorted. */
export function intermediateFieldsOf(items: readonly Readonly<ItemData>[]): string[] {
  const fields = new Set<string>();
  for (const item of items) for (const name of Object.keys(applySiteRules(item))) fields.add(name);
  return [...fields].sort((a, b) => a.localeCompare(b));
}
