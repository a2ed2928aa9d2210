import type { FeedRun } from '@feedline/contracts';

/** A run that has not ended: the screens poll while one is. */
export const isRunOpen = (run: Pick<FeedRun, 'status'>): boolean =>
  run.status === 'queued' || run.status === 'running';

/** How often the screens ask again while a run is open. */
export const OPEN_RUN_POLL_MS = 2000;

/** How long a run took (or has taken so far); null before it started. */
export function runDuration(
  run: Pick<FeedRun, 'startedAt' | 'finishedAt'>,
  now: number = Date.now(),
): number | null {
  if (!run.startedAt) return null;
  const start = Date.parse(run.startedAt);
  const end = run.finishedAt ? Date.parse(run.finishedAt) : now;
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.max(0, end - start);
}

/** The in-app address of a run's problems in the error log. */
export const problemsLink = (siteId: number, runId: number) => ({
  to: `/error-log/site/${siteId}`,
  query: `runId=${runId}`,
});
