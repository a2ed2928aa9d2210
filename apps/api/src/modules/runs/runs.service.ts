import type { FeedRun, FeedRunProblemList, FeedRunList } from '@feedline/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error';
import { toPage } from '../../lib/pagination';
import { appendSiteLogLines } from '../site-logs/site-logs.service';
import {
  cancelQueuedRun,
  findRun,
  listProblemsOfRun,
  listRunsOfSite,
  PROBLEMS_PAGE_SIZE,
  requestCancel,
  RUNS_PAGE_SIZE,
} from './runs.repository';
import { runEndLine, SITE_RUN_QUEUE, toFeedRun } from './runs.queue';

export async function listRuns(
  app: FastifyInstance,
  siteId: number,
  query: { kind?: 'import' | 'export' | undefined; page: number },
): Promise<FeedRunList> {
  const { rows, total } = await listRunsOfSite(app.db, siteId, query);
  return toPage(
    rows.map(toFeedRun),
    total,
    { page: query.page, amount: RUNS_PAGE_SIZE },
    `/api/sites/${siteId}/runs`,
  );
}

async function requireRun(app: FastifyInstance, siteId: number, runId: number) {
  const run = await findRun(app.db, siteId, runId);
  if (!run) throw notFound('Run');
  return run;
}

export async function getRun(app: FastifyInstance, siteId: number, runId: number) {
  return toFeedRun(await requireRun(app, siteId, runId));
}

/**
 * Cancels a run: a queued one ends at once (its job is cancelled), a running one stops at its
 * next batch and changes nothing. 409 `run-finished` for a run that has ended.
 */
export async function cancelRun(
  app: FastifyInstance,
  siteId: number,
  runId: number,
): Promise<FeedRun> {
  const run = await requireRun(app, siteId, runId);
  if (await cancelQueuedRun(app.db, run)) {
    if (run.jobId) await app.jobs.cancel(SITE_RUN_QUEUE, run.jobId).catch(() => undefined);
    await appendSiteLogLines(app, siteId, [runEndLine(run.kind, { cancelled: true })]);
  } else if (!(await requestCancel(app.db, run.id))) {
    throw new HttpError(409, 'conflict', 'The run has ended already', { key: 'run-finished' });
  }
  return toFeedRun(await requireRun(app, siteId, runId));
}

export async function listRunProblems(
  app: FastifyInstance,
  siteId: number,
  runId: number,
  page: number,
): Promise<FeedRunProblemList> {
  await requireRun(app, siteId, runId);
  const { rows, total } = await listProblemsOfRun(app.db, runId, page);
  return toPage(
    rows.map((row) => ({ ...row, code: row.code as FeedRunProblemList['data'][number]['code'] })),
    total,
    { page, amount: PROBLEMS_PAGE_SIZE },
    `/api/sites/${siteId}/runs/${runId}/problems`,
  );
}

/** What other modules use of the runs' rows: they ask this service, never the repository. */
export {
  finishRun,
  insertProblems,
  insertRun,
  type FeedRunRow,
  type NewRunProblem,
} from './runs.repository';
