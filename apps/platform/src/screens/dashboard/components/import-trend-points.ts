import type { SiteDashboard } from '@feedline/contracts';

export interface ImportTrendPoint {
  /** The run's end, as the axis writes it. */
  label: string;
  items: number;
  skipped: number;
}

/** The chart's points from the dashboard's trend, each end written short in the reader's language. */
export function trendPoints(
  trend: SiteDashboard['importTrend'],
  language: string,
): ImportTrendPoint[] {
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return trend.map((run) => ({
    label: run.finishedAt ? format.format(new Date(run.finishedAt)) : '',
    items: run.itemsWritten,
    skipped: run.itemsSkipped,
  }));
}
