import { useTranslation } from 'react-i18next';

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

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** The shell's one formatter of numbers and dates, in the reader's language (issue 12). */
export interface Formatter {
  locale: string;
  number: (value: number) => string;
  /** A moment: date and time, short. */
  dateTime: (value: string | Date) => string;
  /** A moment to the second (a log line's time). */
  preciseTime: (value: string | Date) => string;
  /** A day, written out (an expiry date). */
  day: (value: string | Date) => string;
  /** A moment relative to now ("3 hours ago", "vor 3 Stunden"). */
  relative: (value: string | Date, now?: number) => string;
}

/** Intl formatters are costly to build: one set per locale for the whole app. */
const formatters = new Map<string, Formatter>();

export function createFormatter(locale: string): Formatter {
  const known = formatters.get(locale);
  if (known) return known;
  const formatter = buildFormatter(locale);
  formatters.set(locale, formatter);
  return formatter;
}

function buildFormatter(locale: string): Formatter {
  const number = new Intl.NumberFormat(locale);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const precise = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
  const withFormat = (format: Intl.DateTimeFormat) => (value: string | Date) => {
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? String(value) : format.format(date);
  };
  return {
    locale,
    number: (value) => number.format(value),
    dateTime: withFormat(dateTime),
    preciseTime: withFormat(precise),
    day: withFormat(day),
    relative: (value, now = Date.now()) => {
      const date = toDate(value);
      if (Number.isNaN(date.getTime())) return String(value);
      const seconds = (date.getTime() - now) / 1000;
      for (const [unit, size] of UNITS) {
        if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
      }
      return relative.format(Math.round(seconds), 'second');
    },
  };
}

/** The formatter of the reader's language. */
export function useFormatter(): Formatter {
  const { i18n } = useTranslation();
  return createFormatter(formatLocale(i18n.language));
}
