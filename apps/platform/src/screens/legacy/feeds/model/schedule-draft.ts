import type { SiteSchedule, SiteScheduleChange } from '@feedline/contracts';
import { MAX_SCHEDULE_TIMES, SCHEDULE_TIME_PATTERN } from '@feedline/contracts/feed-constants';

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Every quarter of an hour, `00:00` … `23:45`: the times a schedule offers. */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  const minutes = String((index % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

/** The editable part of a schedule. */
export const draftOfSchedule = (schedule: SiteSchedule): SiteScheduleChange => ({
  enabled: schedule.enabled,
  times: [...schedule.times].sort(),
  weekdays: [...schedule.weekdays].sort((a, b) => a - b),
  exportAfterImport: schedule.exportAfterImport,
});

/** The times with one more, in order and once each; a bad or surplus time changes nothing. */
export function addTime(times: readonly string[], time: string): string[] {
  if (!SCHEDULE_TIME_PATTERN.test(time) || times.includes(time)) return [...times];
  if (times.length >= MAX_SCHEDULE_TIMES) return [...times];
  return [...times, time].sort();
}

export const removeTime = (times: readonly string[], time: string): string[] =>
  times.filter((entry) => entry !== time);

/** The weekdays as ISO numbers in order, from the chips' string values. */
export const weekdaysOf = (values: readonly string[]): number[] =>
  values
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7)
    .sort((a, b) => a - b);

export const isSameSchedule = (a: SiteScheduleChange, b: SiteScheduleChange): boolean =>
  a.enabled === b.enabled &&
  a.exportAfterImport === b.exportAfterImport &&
  a.times.join() === b.times.join() &&
  a.weekdays.join() === b.weekdays.join();
