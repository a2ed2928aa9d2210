/**
 * The one formatter of numbers, sizes, durations and dates of the shell and the embedded screens,
 * in the reader's language: a moment or a count reads alike on both sides of the frame. Each app's
 * `useFormatter` (src/lib/format.ts) gives the reader's.
 */

/**
 * The locale numbers and dates are written in: the reader's language; for English the browser's
 * own English (en-US, en-AU …) when it has one, else en-GB (24-hour, day before month).
 */
export function formatLocale(
  language: string,
  browserLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): string {
  if (!language.startsWith('en')) return language;
  return browserLanguages.find((tag) => /^en-/i.test(tag)) ?? 'en-GB';
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

export interface Formatter {
  locale: string;
  /** A count or figure: `12,345` (en), `12.345` (de), `12 345` (fr). */
  number: (value: number) => string;
  /**
   * A number given by a user or a feed, with every decimal it has (`45.23`, `0.125`), and at least
   * `fractionDigits` of them (`45.20` written so stays so).
   */
  decimal: (value: number, fractionDigits?: number) => string;
  /** An amount in cents in its currency; an unknown currency code is written after the number. */
  money: (cents: number, currency: string) => string;
  /** A file size with the largest unit that keeps it at or above 1 (1024 steps), e.g. `1.5 MB`. */
  bytes: (bytes: number) => string;
  /** A run's length: `45 sec`, `2 min 5 sec`, `1 hr 3 min` (the two largest units). */
  duration: (milliseconds: number) => string;
  /** ISO weekday (1 = Monday … 7 = Sunday) as its short name. */
  weekday: (isoWeekday: number) => string;
  /** A moment: date and time, short. An unreadable value is returned as written. */
  dateTime: (value: string | Date) => string;
  /** A moment to the second (a log line's time). */
  preciseTime: (value: string | Date) => string;
  /** A day, written out (an invoice's date, a flow's last change). */
  day: (value: string | Date) => string;
  /** A calendar day (`2026-11-27`, UTC) short, as a chart's axis writes it: `27 Nov`. */
  shortDay: (value: string | Date) => string;
  /** A moment short, as a chart's axis writes it: `27 Nov, 06:00`. */
  shortDateTime: (value: string | Date) => string;
  /** A moment relative to now ("3 hours ago", "vor 3 Stunden"). */
  relative: (value: string | Date, now?: number) => string;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The formatter of a locale (see `formatLocale`); `useFormatter` gives the reader's. */
/** Intl formatters are costly to build: one set per locale for the whole app. */
const formatters = new Map<string, Formatter>();

export function createFormatter(locale: string): Formatter {
  const known = formatters.get(locale);
  if (known) return known;
  const formatter = buildFormatter(locale);
  formatters.set(locale, formatter);
  return formatter;
}

/**
 * Makes the formatters a screen uses first (a number, a moment) while nothing waits for them: the
 * first formatter of a browser process loads ICU's data (the time zones', ~100 ms), unless the
 * page's first script had a worker load it (`first-script/intl-data.ts`). A frame loaded ahead
 * calls it while idle, so its first screen does not pay that.
 */
export function warmFormatter(locale: string): void {
  for (const step of formatterWarmUp(locale)) step();
}

/**
 * The steps of {@link warmFormatter}, one formatter each (the first of each costs tens of
 * milliseconds at 4× CPU): a page that starts runs each in a task of its own.
 */
export function formatterWarmUp(locale: string): Array<() => void> {
  const format = createFormatter(locale);
  return [() => void format.number(0), () => void format.dateTime(new Date(0))];
}

/** {@link warmFormatter} for the reader of `language` (the locale `formatLocale` gives). */
export function warmReaderFormatter(language: string): void {
  warmFormatter(formatLocale(language));
}

/** {@link formatterWarmUp} for the reader of `language`. */
export function readerFormatterWarmUp(language: string): Array<() => void> {
  return formatterWarmUp(formatLocale(language));
}

/** Built on first use: a cold Intl formatter costs milliseconds, and most screens use few. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function buildFormatter(locale: string): Formatter {
  const number = once(() => new Intl.NumberFormat(locale));
  const decimals = new Map<number, Intl.NumberFormat>();
  const decimal = (fractionDigits: number) => {
    let format = decimals.get(fractionDigits);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: 20,
      });
      decimals.set(fractionDigits, format);
    }
    return format;
  };
  // One per currency code; `null` for a code Intl does not know (written after the number).
  const currencies = new Map<string, Intl.NumberFormat | null>();
  const currencyFormat = (currency: string) => {
    if (!currencies.has(currency)) {
      let format: Intl.NumberFormat | null;
      try {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      } catch {
        format = null;
      }
      currencies.set(currency, format);
    }
    return currencies.get(currency)!;
  };
  const dateFormat = (options: Intl.DateTimeFormatOptions) =>
    once(() => new Intl.DateTimeFormat(locale, options));
  const dateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const precise = dateFormat({ dateStyle: 'short', timeStyle: 'medium' });
  const day = dateFormat({ dateStyle: 'long' });
  const shortDay = dateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });
  const shortDateTime = dateFormat({
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const weekday = dateFormat({ weekday: 'short', timeZone: 'UTC' });
  const relative = once(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const units = new Map<string, Intl.NumberFormat>();
  const unit = (value: number, name: string, fractionDigits = 0) => {
    const key = `${name}:${fractionDigits}`;
    let format = units.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
        maximumFractionDigits: fractionDigits,
      });
      units.set(key, format);
    }
    return format.format(value);
  };
  const withFormat = (format: () => Intl.DateTimeFormat) => (value: string | Date) => {
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? String(value) : format().format(date);
  };
  return {
    locale,
    number: (value) => number().format(value),
    decimal: (value, fractionDigits = 0) => decimal(Math.min(fractionDigits, 20)).format(value),
    money: (cents, currency) => {
      const format = currencyFormat(currency);
      return format ? format.format(cents / 100) : `${decimal(2).format(cents / 100)} ${currency}`;
    },
    bytes: (bytes) => {
      let value = bytes;
      let index = 0;
      while (value >= 1024 && index < BYTE_UNITS.length - 1) {
        value /= 1024;
        index += 1;
      }
      return unit(value, BYTE_UNITS[index]!, index === 0 ? 0 : 1);
    },
    duration: (milliseconds) => {
      const total = Math.max(0, Math.round(milliseconds / 1000));
      const hours = Math.floor(total / 3600);
      const minutes = Math.floor((total % 3600) / 60);
      const seconds = total % 60;
      if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
      if (minutes > 0) return `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
      return unit(seconds, 'second');
    },
    // 2024-01-01 was a Monday.
    weekday: (isoWeekday) => weekday().format(new Date(Date.UTC(2024, 0, isoWeekday))),
    dateTime: withFormat(dateTime),
    preciseTime: withFormat(precise),
    day: withFormat(day),
    shortDay: withFormat(shortDay),
    shortDateTime: withFormat(shortDateTime),
    relative: (value, now = Date.now()) => {
      const date = toDate(value);
      if (Number.isNaN(date.getTime())) return String(value);
      const seconds = (date.getTime() - now) / 1000;
      for (const [name, size] of RELATIVE_UNITS) {
        if (Math.abs(seconds) >= size) return relative().format(Math.round(seconds / size), name);
      }
      return relative().format(Math.round(seconds), 'second');
    },
  };
}
