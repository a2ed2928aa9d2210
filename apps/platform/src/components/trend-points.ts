import type { ImportTrendDay, SiteDashboard } from '@feedline/contracts';
import type { Formatter } from '../lib/format';

/** The height the trend keeps, drawn or loading, so nothing below it moves. */
export const TREND_HEIGHT = 220;

/** One bar of a trend: a run or a day. */
export interface TrendPoint {
  /** When, as the axis and the table write it. */
  label: string;
  /** Items the imports wrote. */
  items: number;
  /** Rows the imports left out. */
  skipped: number;
  /** Imports that failed, when the trend counts them (a day's; a single run has no such figure). */
  failed?: number;
}

/** A site's latest imports as points, each labelled by when it ended. */
export const runPoints = (runs: SiteDashboard['importTrend'], format: Formatter): TrendPoint[] =>
  runs.map((run) => ({
    label: run.finishedAt ? format.shortDateTime(run.finishedAt) : '',
    items: run.itemsWritten,
    skipped: run.itemsSkipped,
  }));

/** Days of imports as points, each labelled by its day; none when no import ended on any of them. */
export const dayPoints = (days: readonly ImportTrendDay[], format: Formatter): TrendPoint[] =>
  days.every((day) => day.imports === 0)
    ? []
    : days.map((day) => ({
        label: format.shortDay(day.day),
        items: day.itemsWritten,
        skipped: day.itemsSkipped,
        failed: day.failedImports,
      }));
