/** A moment in the reader's language; an unreadable value is returned as written. */
export function formatMoment(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** A day in the reader's language (invoices are dated, not timed). */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** An amount in cents in its currency; an unknown currency code is written after the number. */
export function formatMoney(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
  }
}

/** `meta-shops-ads` → `Meta Shops Ads`: a provider or feature key as a name. */
export function humanise(key: string): string {
  return key
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
