import type { ExportFormat, ItemValue } from '@feedline/contracts';
import { ROW_ID, textOf, type FlowColumn } from '@feedline/data-flow';
import { normalizePrice } from '@feedline/feeds';

/** The output column every feed needs: an item without a value in it is not exported. */
export const ID_COLUMN = 'id';

/** Fields a Google Merchant feed cannot do without (the rest Google checks itself). */
const GOOGLE_REQUIRED = ['title', 'link', 'price'] as const;
/** Fields a Google Merchant feed reads as a price: when present, they must be one. */
const GOOGLE_PRICES = ['price', 'sale_price'] as const;

export type OutputRow = Record<string, ItemValue>;

export interface ItemProblem {
  code: 'missing-value' | 'bad-value';
  field: string;
  message: string;
}

/** What becomes of one item of the site in a feed. */
export type ItemVerdict =
  | { kind: 'exported'; row: OutputRow }
  | { kind: 'excluded' }
  | { kind: 'failed'; problems: ItemProblem[] };

/** The columns a feed writes: the flow's, in its order, without the table's row key. */
export const outputColumns = (columns: readonly FlowColumn[]) =>
  columns.filter((column) => column.name !== ROW_ID);

/**
 * Why a flow cannot export at all, or undefined when it can: without an `id` output column no
 * item could be told from another, so the run fails as a whole (the flow is the input to fix).
 */
export interface FlowProblem {
  reason: 'no-flow' | 'no-id-column';
  text: string;
}

export const NO_FLOW: FlowProblem = { reason: 'no-flow', text: 'has no data flow' };

export function flowProblem(columns: readonly FlowColumn[] | undefined): FlowProblem | undefined {
  if (columns === undefined) return NO_FLOW;
  if (!columns.some((column) => column.name === ID_COLUMN)) {
    return {
      reason: 'no-id-column',
      text: `has no "${ID_COLUMN}" column in its data flow: every item of a feed needs one`,
    };
  }
  return undefined;
}

const isBlank = (value: ItemValue | undefined) => textOf(value ?? null).trim() === '';

/** xml-google: what a Google feed cannot carry; prices normalised ('12,50 EUR' → '12.50 EUR'). */
function googleProblems(row: OutputRow): ItemProblem[] {
  const problems: ItemProblem[] = [];
  for (const field of GOOGLE_REQUIRED) {
    if (isBlank(row[field])) {
      problems.push({
        code: 'missing-value',
        field,
        message: `"${field}" is empty: Google Merchant Center requires it`,
      });
    }
  }
  for (const field of GOOGLE_PRICES) {
    const value = row[field];
    if (value === undefined || isBlank(value)) continue;
    const price = normalizePrice(value);
    if (price === undefined) {
      problems.push({
        code: 'bad-value',
        field,
        message: `"${field}" is not a price: "${textOf(value)}" (expected e.g. "12.99 EUR")`,
      });
    } else {
      row[field] = price;
    }
  }
  return problems;
}

/**
 * The export rules, applied to an item's output row (its flow's columns over the item after the
 * site's rules):
 *
 * 1. EXCLUDED — the `id` column is empty (nothing, or only whitespace). The flow leaves the item
 *    out on purpose (e.g. an id mapped from a field only some items have): counted in
 *    `itemsSkipped`, no problem recorded.
 * 2. FAILED — the format cannot carry the item. Only xml-google has such rules: `title`, `link`
 *    or `price` empty (`missing-value`), or a `price`/`sale_price` that is not a price
 *    (`bad-value`, see normalizePrice). One problem per field; counted once in `problemCount`.
 * 3. Otherwise EXPORTED, with xml-google prices written in their normal form. CSV and TSV carry
 *    any value, so with them an item with an id is always exported.
 */
export function judgeItem(format: ExportFormat, row: OutputRow): ItemVerdict {
  if (isBlank(row[ID_COLUMN])) return { kind: 'excluded' };
  if (format !== 'xml-google') return { kind: 'exported', row };
  const problems = googleProblems(row);
  return problems.length > 0 ? { kind: 'failed', problems } : { kind: 'exported', row };
}
