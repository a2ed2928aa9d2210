import type { FeedRun } from '@feedline/contracts';
import type { RunFailure } from '@feedline/contracts/log-messages';
import type { FastifyInstance } from 'fastify';
import { deleteUnusedFiles } from '../files/stored-files';
import { appendSiteLogLines, type NewLogLine } from '../site-logs/site-logs.service';
import {
  checkpointRun,
  findRunById,
  finishRun,
  listOpenRuns,
  markRunRetrying,
  markRunStarted,
  requeueStaleRun,
  setRunJob,
  type FeedRunRow,
  type RunResult,
} from './runs.repository';

/**
 * The queue of a site's runs, imports and exports alike (docs/adr/0021): its policy lets one job
 * per site be active at a time across all api processes, so a site's export never reads items an
 * import of the same site is replacing.
 */
export const SITE_RUN_QUEUE = 'site-run';

/** Attempts after the first for a run whose failure may pass (a network error, a restart). */
export const RUN_RETRY_LIMIT = 2;
/** How often every process looks for runs that their job or process left behind (at most). */
const RECONCILE_INTERVAL_MS = 60_000;
/** A run without a job yet is given this long (between its row and the job's send). */
const UNSENT_GRACE_SECONDS = 60;
/** An upload no source took (or a file no feed serves) is deleted after this long. */
const UNUSED_FILE_AGE_MS = 24 * 60 * 60_000;
/** Job states in which the run is still being worked on, or will be again. */
const LIVE_JOB_STATES = new Set(['created', 'retry', 'active']);

interface RunJob {
  runId: number;
}

/** Runs this process is doing now: the reconciler never takes them over, whatever their heartbeat. */
const runningHere = new WeakMap<FastifyInstance, Set<number>>();

/** The run was cancelled by a user: it stops at its next batch and changes nothing. */
export class RunCancelled extends Error {
  override readonly name = 'RunCancelled';
  constructor() {
    super('Cancelled');
  }
}

/**
 * A failure that may pass (the feed's server did not answer, the connection broke): the run is
 * tried again with back-off, up to RUN_RETRY_LIMIT times, before it fails with this message.
 * `failure` is what the log lines say of it.
 */
export class TransientRunFailure extends Error {
  override readonly name = 'TransientRunFailure';
  constructor(
    message: string,
    readonly failure: RunFailure,
  ) {
    super(message);
  }
}

/**
 * This attempt is no longer the run's: its process was thought gone and another took the run over.
 * The attempt stops quietly and leaves the run to the other.
 */
export class RunTakenOver extends Error {
  override readonly name = 'RunTakenOver';
  constructor() {
    super('The run was taken over by another attempt');
  }
}

/** What a run's handler is given: the run, and a checkpoint it calls between batches. */
export interface RunContext {
  run: FeedRunRow;
  /**
   * Records the progress (rows read so far), and throws RunCancelled once a user asked the run to
   * stop, or RunTakenOver when another attempt has the run.
   */
  checkpoint: (progress?: { rowsRead: number }) => Promise<void>;
  /** The site's live log (what the drawer shows). */
  log: (line: NewLogLine) => Promise<void>;
}

/**
 * Does one run and ends it (finishRun) on success or on a failure that is the input's (a bad
 * feed). Throws RunCancelled, TransientRunFailure or anything unexpected; the worker then ends
 * the run or has it tried again.
 */
export type RunHandler = (app: FastifyInstance, context: RunContext) => Promise<void>;

/** Cleans up after a run that will not go on (cancelled or failed for good): e.g. its staging. */
export type RunCleanup = (app: FastifyInstance, run: FeedRunRow) => Promise<void>;

export interface RunKindHandlers {
  run: RunHandler;
  cleanup: RunCleanup;
}

export const toFeedRun = (row: FeedRunRow): FeedRun => ({
  id: row.id,
  siteId: row.siteId,
  kind: row.kind,
  channelId: row.channelId,
  classificationId: row.classificationId,
  status: row.status,
  trigger: row.trigger as FeedRun['trigger'],
  rowsRead: row.rowsRead,
  itemsWritten: row.itemsWritten,
  itemsSkipped: row.itemsSkipped,
  problemCount: row.problemCount,
  error: row.error,
  cancelRequested: row.cancelRequestedAt !== null,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** Hands a queued run to the queue (one active job per site at a time). */
export async function sendRun(app: FastifyInstance, run: FeedRunRow): Promise<void> {
  const job: RunJob = { runId: run.id };
  const jobId = await app.jobs.send(SITE_RUN_QUEUE, job, {
    singletonKey: String(run.siteId),
    retryLimit: RUN_RETRY_LIMIT,
    retryDelay: app.config.feeds.runRetryDelaySeconds,
    retryBackoff: true,
  });
  if (jobId) await setRunJob(app.db, run.id, jobId);
}

const zeroCounts = { rowsRead: 0, itemsWritten: 0, itemsSkipped: 0, problemCount: 0 };

/** The log line of a run that was cancelled, failed, or will be tried again. */
export function runEndLine(
  kind: FeedRunRow['kind'],
  end: { cancelled: true } | { failed: RunFailure } | { interrupted: RunFailure },
): NewLogLine {
  if ('cancelled' in end) return { type: 'warning', key: `${kind}.cancelled`, params: {} };
  if ('failed' in end) return { type: 'error', key: `${kind}.failed`, params: end.failed };
  return { type: 'warning', key: `${kind}.interrupted`, params: end.interrupted };
}

async function endRun(
  app: FastifyInstance,
  handlers: RunKindHandlers,
  run: FeedRunRow,
  result: RunResult,
  line: NewLogLine,
) {
  await handlers.cleanup(app, run);
  if (await finishRun(app.db, run, result)) await appendSiteLogLines(app, run.siteId, [line]);
}

const UNEXPECTED: RunFailure = { reason: 'unexpected' };

/**
 * The run worker of this process. A cancelled run ends as cancelled; a transient failure (or an
 * unexpected error) is retried with back-off while attempts remain, then fails the run.
 */
export async function startRunWorker(
  app: FastifyInstance,
  handlers: Record<FeedRunRow['kind'], RunKindHandlers>,
): Promise<void> {
  await app.jobs.createQueue(SITE_RUN_QUEUE, {
    name: SITE_RUN_QUEUE,
    policy: 'singleton',
    retryLimit: RUN_RETRY_LIMIT,
    retryDelay: app.config.feeds.runRetryDelaySeconds,
    retryBackoff: true,
    // A long import may outlast this: the heartbeat, not the expiry, tells a lost run (reconcileRuns).
    expireInSeconds: 6 * 60 * 60,
  });
  const here = new Set<number>();
  runningHere.set(app, here);
  const heartbeatMs = Math.max(1000, (app.config.feeds.runStaleSeconds * 1000) / 4);
  await app.jobs.work<RunJob>(
    SITE_RUN_QUEUE,
    { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const queued = await findRunById(app.db, job.data.runId);
      if (!queued) return;
      const kind = handlers[queued.kind];
      if (queued.cancelRequestedAt) {
        await endRun(
          app,
          kind,
          queued,
          { status: 'cancelled', ...zeroCounts, error: 'Cancelled' },
          runEndLine(queued.kind, { cancelled: true }),
        );
        return;
      }
      const run = await markRunStarted(app.db, queued.id);
      if (!run) return;
      const checkpoint = async (progress?: { rowsRead: number }) => {
        const state = await checkpointRun(app.db, run, progress);
        if (state === 'cancel-requested') throw new RunCancelled();
        if (state === 'lost') throw new RunTakenOver();
      };
      const context: RunContext = {
        run,
        checkpoint,
        log: async (line) => {
          await appendSiteLogLines(app, run.siteId, [line]);
        },
      };
      // Between checkpoints (a slow feed server, a long transaction) the heartbeat goes on.
      const heartbeat = setInterval(() => {
        checkpointRun(app.db, run).catch((error: unknown) =>
          app.log.warn({ err: error, runId: run.id }, 'run heartbeat failed'),
        );
      }, heartbeatMs);
      heartbeat.unref();
      here.add(run.id);
      try {
        await kind.run(app, context);
      } catch (error) {
        if (error instanceof RunTakenOver) return;
        if (error instanceof RunCancelled) {
          await endRun(
            app,
            kind,
            run,
            { status: 'cancelled', ...zeroCounts, error: 'Cancelled by a user' },
            runEndLine(run.kind, { cancelled: true }),
          );
          return;
        }
        const reason =
          error instanceof TransientRunFailure ? error.message : 'The run stopped unexpectedly';
        const failure = error instanceof TransientRunFailure ? error.failure : UNEXPECTED;
        if (job.retryCount < job.retryLimit) {
          await kind.cleanup(app, run);
          await markRunRetrying(app.db, run.id, `${reason}; it is tried again shortly`);
          await context.log(runEndLine(run.kind, { interrupted: failure }));
          throw error;
        }
        await endRun(
          app,
          kind,
          run,
          { status: 'failed', ...zeroCounts, error: reason },
          runEndLine(run.kind, { failed: failure }),
        );
        if (!(error instanceof TransientRunFailure))
          app.log.error({ err: error, runId: run.id }, 'run failed');
      } finally {
        clearInterval(heartbeat);
        here.delete(run.id);
      }
    },
  );
}

/**
 * A run is never left "running" forever. A running run whose heartbeat stopped lost its process
 * (killed, host gone): it goes back to the queue to be tried again, or fails when its attempts are
 * used up. A run whose job ended without ending it, or vanished, is failed. Runs at start and then
 * every minute in every process; guarded UPDATEs make it safe when several do it at once.
 */
export async function reconcileRuns(
  app: FastifyInstance,
  handlers: Record<FeedRunRow['kind'], RunKindHandlers>,
): Promise<number> {
  let failed = 0;
  const here = runningHere.get(app);
  for (const open of await listOpenRuns(app.db, UNSENT_GRACE_SECONDS)) {
    if (here?.has(open.id)) continue;
    const job = open.jobId ? await app.jobs.getJobById(SITE_RUN_QUEUE, open.jobId) : null;
    if (job?.state === 'active' && open.status === 'running') {
      if (await recoverStaleRun(app, handlers, open.id, job)) failed += 1;
      continue;
    }
    const isLive = job ? LIVE_JOB_STATES.has(job.state) : open.isNew;
    if (isLive) continue;
    const run = await findRunById(app.db, open.id);
    if (!run) continue;
    const error = `The ${run.kind} stopped without a result (its process ended); start it again`;
    await handlers[run.kind].cleanup(app, run);
    if (await finishRun(app.db, run, { status: 'failed', ...zeroCounts, error })) {
      failed += 1;
      await appendSiteLogLines(app, run.siteId, [
        runEndLine(run.kind, { failed: { reason: 'process-ended' } }),
      ]);
    }
  }
  return failed;
}

/**
 * A running run whose process stopped writing its heartbeat: it is tried again while attempts
 * remain (the queue's back-off), else failed. True when it was failed for good.
 */
async function recoverStaleRun(
  app: FastifyInstance,
  handlers: Record<FeedRunRow['kind'], RunKindHandlers>,
  runId: number,
  job: { id: string; retryCount: number; retryLimit: number },
): Promise<boolean> {
  const run = await findRunById(app.db, runId);
  if (!run) return false;
  const retries = job.retryCount < job.retryLimit;
  const reason = `its process stopped during the ${run.kind}`;
  const message = retries ? `${reason}; it is tried again shortly` : `${reason}; start it again`;
  // Only one reconciler takes the run (the guarded UPDATE), and only if it is still stale.
  const staleSeconds = app.config.feeds.runStaleSeconds;
  if (!(await requeueStaleRun(app.db, run.id, staleSeconds, message))) return false;
  await handlers[run.kind].cleanup(app, run);
  await app.jobs.fail(SITE_RUN_QUEUE, job.id, { message });
  const failure: RunFailure = { reason: 'process-stopped' };
  if (retries) {
    await appendSiteLogLines(app, run.siteId, [runEndLine(run.kind, { interrupted: failure })]);
    return false;
  }
  const ended = await finishRun(app.db, run, { status: 'failed', ...zeroCounts, error: message });
  if (ended) {
    await appendSiteLogLines(app, run.siteId, [runEndLine(run.kind, { failed: failure })]);
  }
  return ended;
}

/** Starts the reconciler of this process (stopped with the app); it also deletes unused files. */
export function startRunReconciler(
  app: FastifyInstance,
  handlers: Record<FeedRunRow['kind'], RunKindHandlers>,
): void {
  const tick = () =>
    Promise.all([
      reconcileRuns(app, handlers),
      deleteUnusedFiles(app.db, UNUSED_FILE_AGE_MS),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'reconciling runs failed'));
  void tick();
  const everyMs = Math.min(RECONCILE_INTERVAL_MS, app.config.feeds.runStaleSeconds * 1000);
  const timer = setInterval(tick, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
