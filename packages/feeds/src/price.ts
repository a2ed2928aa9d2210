import type { FieldValue } from './types';

/** The fields whose values must look like a price. */
export const PRICE_FIELDS = new Set(['price', 'sale_price']);

/**
 * An amount: plain digits with an optional decimal part ('12.99', '12,99'), or digits grouped
 * by thousands ('1.299,00', '1,299.00', '1 299,00'). A lone separator is the decimal one.
 */
const AMOUNT = /^(?:(\d+)|(\d{1,3}(?:([.,' \u00a0\u202f])\d{3})+))(?:([.,])(\d{1,4}))?$/;
const WITH_CURRENCY = /^(?:([A-Za-z]{3})\s*)?([\d.,' \u00a0\u202f]+?)(?:\s*([A-Za-z]{3}))?$/;

function normalizeAmount(amount: string): string | undefined {
  const match = AMOUNT.exec(amount);
  if (!match) return undefined;
  const [, plain, grouped, thousands, decimalSeparator, decimals] = match;
  if (grouped !== undefined && thousands === decimalSeparator) return undefined;
  const whole = plain ?? (grouped ?? '').split(thousands ?? '').join('');
  return decimals === undefined ? whole : `${whole}.${decimals}`;
}

/**
 * The price in the form '12.99' or '12.99 EUR' (an ISO 4217 code before or after the amount),
 * or undefined when the value does not look like a price.
 */
export function normalizePrice(value: FieldValue): string | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? normalizePrice(String(value)) : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const match = WITH_CURRENCY.exec(value.trim());
  if (!match) return undefined;
  const [, before, amount = '', after] = match;
  if (before !== undefined && after !== undefined) return undefined;
  const normalized = normalizeAmount(amount.trim());
  const currency = (before ?? after)?.toUpperCase();
  if (normalized === undefined) return undefined;
  return currency === undefined ? normalized : `${normalized} ${currency}`;
}
