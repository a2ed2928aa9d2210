/**
 * Imported values arrive as text: a price reads "45.23", not 45.23. A value that is plainly a
 * quantity is shown as a number in the reader's language ("45,23" in German) and aligned like
 * one; codes that happen to be made of digits (GTINs, ids, article numbers) stay as written.
 * Only the screen reads them so: the stored value and the downloads keep the text.
 *
 * The rule, in order:
 * 1. A field whose name has a code word in it (`gtin`, `ean`, `mpn`, `sku`, `id`, … see
 *    `CODE_WORDS`; `g:id`, `item_group_id`, `productId`, `ean13` all count) keeps its text.
 * 2. The text must be a plain decimal in the notation feeds write: an optional minus, digits
 *    without grouping and without a leading zero (only `0` itself, as in `0.5`), and optionally a
 *    point and more digits. No plus sign, exponent, comma, spaces or currency.
 * 3. A whole number has at most `MAX_WHOLE_DIGITS` digits: a longer run of digits is far more
 *    often a code (EAN-8, GTIN-13, a phone number) than a quantity.
 */

/** Words that make a field a code: its digits are an identifier, never an amount. */
export const CODE_WORDS: ReadonlySet<string> = new Set([
  'id',
  'ids',
  'gtin',
  'ean',
  'upc',
  'isbn',
  'mpn',
  'sku',
  'asin',
  'jan',
  'code',
  'barcode',
  'nr',
  'zip',
  'postcode',
  'postal',
  'phone',
  'tel',
  'ref',
  'reference',
  'article',
  'artnr',
]);

/** The most digits a whole number may have and still be read as a quantity. */
export const MAX_WHOLE_DIGITS = 7;

const PLAIN_DECIMAL = /^-?(0|[1-9]\d*)(?:\.(\d+))?$/;

/** The words of a field name: split at anything but letters and digits, and at camel case. */
export function fieldWords(field: string): string[] {
  return field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.replace(/\d+$/, ''));
}

/** Whether the field holds codes (rule 1). */
export const isCodeField = (field: string): boolean =>
  fieldWords(field).some((word) => CODE_WORDS.has(word));

export interface NumericText {
  value: number;
  /** The decimals as written, kept when shown ("45.20" stays "45,20"). */
  fractionDigits: number;
}

/**
 * The number a text value of the field stands for, or null when it is to be shown as written
 * (see the rule above).
 */
export function numericText(text: string, field?: string): NumericText | null {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return null;
  if (field !== undefined && isCodeField(field)) return null;
  const [, whole = '', fraction] = match;
  if (fraction === undefined && whole.length > MAX_WHOLE_DIGITS) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return { value, fractionDigits: fraction?.length ?? 0 };
}
