import { IMPORT_TREND_DAYS, type ImportTrend } from '@feedline/contracts';
import type { Executor } from '@feedline/db';
import { sumImportsByDay, type TrendScope } from './site-dashboard.repository';

const DAY_MS = 24 * 3600 * 1000;

/** `YYYY-MM-DD` of a moment, in UTC. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The imports of an organisation's or project's sites per UTC day over the last
 * `IMPORT_TREND_DAYS` days, today last, every day present (zeros when nothing ended that day).
 */
export async function importTrendOf(
  db: Executor,
  scope: TrendScope,
  now: Date = new Date(),
): Promise<ImportTrend> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (IMPORT_TREND_DAYS - 1) * DAY_MS;
  const rows = await sumImportsByDay(db, scope, new Date(first));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = Array.from({ length: IMPORT_TREND_DAYS }, (_, index) => {
    const day = utcDay(new Date(first + index * DAY_MS));
    const row = byDay.get(day);
    return {
      day,
      imports: row?.imports ?? 0,
      failedImports: row?.failedImports ?? 0,
      itemsWritten: row?.itemsWritten ?? 0,
      itemsSkipped: row?.itemsSkipped ?? 0,
    };
  });
  return { days };
}
