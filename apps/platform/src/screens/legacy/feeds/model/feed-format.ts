/** Numbers, sizes and durations of the feed screens in the reader's language. */

/** `12345` → `12,345` (en), `12.345` (de), `12 345` (fr). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size with the largest unit that keeps it at or above 1 (1024 steps), e.g. `1.5 MB`. */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A run's length: `45 sec`, `2 min 5 sec`, `1 hr 3 min` (the reader's units). */
export function formatDuration(milliseconds: number, language: string): string {
  const total = Math.max(0, Math.round(milliseconds / 1000));
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  if (minutes > 0) return `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
  return unit(seconds, 'second');
}

/** ISO weekday (1 = Monday … 7 = Sunday) as the reader's short name. */
export function weekdayName(isoWeekday: number, language: string): string {
  // 2024-01-01 was a Monday.
  const day = new Date(Date.UTC(2024, 0, isoWeekday));
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(day);
}
