import type { FeedRun } from '@feedline/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { appendSiteLogLines } from '../site-logs/site-logs.service';
import { runImport, type ImportDeps } from './import-runner';
import {
  createImportRun,
  failAbandonedRun,
  finishRun,
  listOpenImportRuns,
  listRunsOfSite,
  markRunStarted,
  setRunJob,
  type FeedRunRow,
} from './imports.repository';

/** How often every process looks for runs that their job left behind. */
const RECONCILE_INTERVAL_MS = 60_000;
/** A run without a job yet is given this long (between its row and the job's send). */
const UNSENT_GRACE_MS = 60_000;
/** Job states in which the run is still being worked on, or will be again. */
const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

/** The queue of site imports: one job of a site at a time across all api processes (ADR 0021). */
export const SITE_IMPORT_QUEUE = 'site-import';

interface ImportJob {
  runId: number;
  siteId: number;
}

export const toFeedRun = (row: FeedRunRow): FeedRun => ({
  id: row.id,
  siteId: row.siteId,
  kind: row.kind,
  status: row.status,
  rowsRead: row.rowsRead,
  itemsWritten: row.itemsWritten,
  itemsSkipped: row.itemsSkipped,
  problemCount: row.problemCount,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

function importDeps(app: FastifyInstance, siteId: number): ImportDeps {
  return {
    db: app.db,
    fetch: { allowPrivateNetworks: app.config.feeds.allowPrivateNetworks },
    log: async (line) => {
      await appendSiteLogLines(app, siteId, [line]);
    },
  };
}

/** Queues an import of the site; 409 while one is queued or running. */
export async function requestImport(
  app: FastifyInstance,
  siteId: number,
  userId: number,
): Promise<FeedRun> {
  const run = await createImportRun(app.db, siteId, userId);
  if (!run) {
    throw new HttpError(409, 'conflict', 'An import of this site is already queued or running', {
      key: 'import-running',
    });
  }
  const job: ImportJob = { runId: run.id, siteId };
  const jobId = await app.jobs.send(SITE_IMPORT_QUEUE, job, { singletonKey: String(siteId) });
  if (jobId) await setRunJob(app.db, run.id, jobId);
  return toFeedRun(run);
}

export async function listImportRuns(app: FastifyInstance, siteId: number): Promise<FeedRun[]> {
  return (await listRunsOfSite(app.db, siteId, 20)).map(toFeedRun);
}

/** The import worker of this process; a failure that is not the feed's fails the run too. */
export async function startImportWorker(app: FastifyInstance): Promise<void> {
  await app.jobs.createQueue(SITE_IMPORT_QUEUE, {
    name: SITE_IMPORT_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  });
  await app.jobs.work<ImportJob>(
    SITE_IMPORT_QUEUE,
    { pollingIntervalSeconds: 1, batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      const run = await markRunStarted(app.db, job.data.runId);
      if (!run) return;
      try {
        await runImport(importDeps(app, run.siteId), run);
      } catch (error) {
        await finishRun(app.db, run, {
          status: 'failed',
          rowsRead: 0,
          itemsWritten: 0,
          itemsSkipped: 0,
          problemCount: 0,
          error: 'The import stopped unexpectedly; it is tried again',
        });
        throw error;
      }
    },
  );
}

/**
 * A run is never left "running" forever: a run whose job ended without ending it (the process was
 * killed, the last retry expired) or vanished is failed, and its site freed. Runs at start and
 * then every minute in every process; the UPDATE makes it safe when several do it at once.
 */
export async function reconcileImportRuns(app: FastifyInstance, now = Date.now()): Promise<number> {
  let failed = 0;
  for (const run of await listOpenImportRuns(app.db)) {
    const job = run.jobId ? await app.jobs.getJobById(SITE_IMPORT_QUEUE, run.jobId) : null;
    const isLive = job
      ? LIVE_JOB_STATES.has(job.state)
      : now - run.createdAt.getTime() < UNSENT_GRACE_MS;
    if (isLive) continue;
    const error = 'The import stopped without a result (its process ended); start it again';
    if (await failAbandonedRun(app.db, run, error)) {
      failed += 1;
      await appendSiteLogLines(app, run.siteId, [
        { type: 'error', message: `Import failed: ${error}` },
      ]);
    }
  }
  return failed;
}

/** Starts the reconciler of this process (stopped with the app). */
export function startImportReconciler(app: FastifyInstance): void {
  const tick = () =>
    reconcileImportRuns(app).catch((error: unknown) =>
      app.log.warn({ err: error }, 'reconciling import runs failed'),
    );
  void tick();
  const timer = setInterval(tick, RECONCILE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
