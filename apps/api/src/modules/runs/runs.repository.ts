import type { FeedProblemCode } from '@feedline/contracts';
import { schema, type Executor } from '@feedline/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { offsetOf } from '../../lib/pagination';

const { dataSources, feedRuns, feedRunProblems, sites } = schema;

export type FeedRunRow = typeof feedRuns.$inferSelect;
export type NewFeedRun = typeof feedRuns.$inferInsert;

/** Runs a list page shows. */
export const RUNS_PAGE_SIZE = 20;
/** Problems an error-log page shows. */
export const PROBLEMS_PAGE_SIZE = 50;

const OPEN = sql`${feedRuns.status} in ('queued', 'running')`;

/**
 * The database's clock, for every time of a run. Several processes write and judge a run's
 * heartbeat; their own clocks may disagree, the database's is one. Milliseconds, as a JavaScript
 * Date holds them: the start time names an attempt and is compared with what was read back.
 */
const DATABASE_NOW = sql`date_trunc('milliseconds', now())`;

/** A unique violation of the open-run indexes: a run of the same site (or feed) is open. */
function isOpenRunConflict(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * A new queued run; undefined when one of the same site (import) or feed (export) is already
 * queued or running. The partial unique indexes decide, so two concurrent requests get one run.
 */
export async function insertRun(db: Executor, run: NewFeedRun): Promise<FeedRunRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(feedRuns)
        .values({ ...run, status: 'queued' })
        .returning();
      return row;
    });
  } catch (error) {
    if (isOpenRunConflict(error)) return undefined;
    throw error;
  }
}

export async function findRun(db: Executor, siteId: number, runId: number) {
  const [run] = await db
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.id, runId), eq(feedRuns.siteId, siteId)));
  return run;
}

export async function findRunById(db: Executor, runId: number) {
  const [run] = await db.select().from(feedRuns).where(eq(feedRuns.id, runId));
  return run;
}

/**
 * The worker took the run's job (again after a crash or a retry): it is running. Its start time
 * names this attempt: checkpoints of an earlier attempt (a process thought dead) no longer match.
 */
export async function markRunStarted(db: Executor, runId: number) {
  return db.transaction(async (tx) => {
    await tx.delete(feedRunProblems).where(eq(feedRunProblems.runId, runId));
    const [run] = await tx
      .update(feedRuns)
      .set({
        status: 'running',
        startedAt: DATABASE_NOW,
        heartbeatAt: DATABASE_NOW,
        error: null,
        rowsRead: 0,
      })
      .where(and(eq(feedRuns.id, runId), OPEN))
      .returning();
    return run;
  });
}

/** What a checkpoint of a running attempt found. */
export type CheckpointState = 'running' | 'cancel-requested' | 'lost';

/**
 * The attempt is alive: writes its heartbeat (and progress), and says whether a user asked it to
 * stop, or whether the run is no longer this attempt's (another process took it over).
 */
export async function checkpointRun(
  db: Executor,
  attempt: Pick<FeedRunRow, 'id' | 'startedAt'>,
  progress?: { rowsRead: number },
): Promise<CheckpointState> {
  const [row] = await db
    .update(feedRuns)
    .set({ heartbeatAt: DATABASE_NOW, ...(progress ? { rowsRead: progress.rowsRead } : {}) })
    .where(
      and(
        eq(feedRuns.id, attempt.id),
        eq(feedRuns.status, 'running'),
        attempt.startedAt ? eq(feedRuns.startedAt, attempt.startedAt) : undefined,
      ),
    )
    .returning({ cancelRequestedAt: feedRuns.cancelRequestedAt });
  if (!row) return 'lost';
  return row.cancelRequestedAt ? 'cancel-requested' : 'running';
}

/**
 * Takes a running run whose heartbeat is more than `staleSeconds` old by the database's clock back
 * to the queue (its process is gone); false when it is alive or another process took it first.
 */
export async function requeueStaleRun(
  db: Executor,
  runId: number,
  staleSeconds: number,
  error: string,
): Promise<boolean> {
  const rows = await db
    .update(feedRuns)
    .set({ status: 'queued', error })
    .where(
      and(
        eq(feedRuns.id, runId),
        eq(feedRuns.status, 'running'),
        sql`coalesce(${feedRuns.heartbeatAt}, ${feedRuns.startedAt}) < now() - make_interval(secs => ${staleSeconds})`,
      ),
    )
    .returning({ id: feedRuns.id });
  return rows.length > 0;
}

/** An attempt failed and the queue tries again later: the run waits, saying why. */
export async function markRunRetrying(db: Executor, runId: number, error: string) {
  await db
    .update(feedRuns)
    .set({ status: 'queued', error })
    .where(and(eq(feedRuns.id, runId), OPEN));
}

export interface RunResult {
  status: 'succeeded' | 'failed' | 'cancelled';
  rowsRead: number;
  itemsWritten: number;
  itemsSkipped: number;
  problemCount: number;
  error?: string | null;
}

/**
 * Ends an open run (false when it had ended already). An import's end is the site's import
 * status too.
 */
export async function finishRun(
  db: Executor,
  run: Pick<FeedRunRow, 'id' | 'siteId' | 'kind'>,
  result: RunResult,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(feedRuns)
      .set({ ...result, error: result.error ?? null, finishedAt: DATABASE_NOW })
      .where(and(eq(feedRuns.id, run.id), OPEN))
      .returning({ id: feedRuns.id });
    if (ended.length === 0) return false;
    if (run.kind === 'import') {
      await tx
        .update(sites)
        .set({
          importStatus: result.status === 'succeeded' ? 'finished' : 'failed',
          ...(result.status === 'succeeded' ? { lastImportAt: DATABASE_NOW } : {}),
        })
        .where(eq(sites.id, run.siteId));
    }
    return true;
  });
}

export async function setRunJob(db: Executor, runId: number, jobId: string) {
  await db.update(feedRuns).set({ jobId }).where(eq(feedRuns.id, runId));
}

/** Asks a running run to stop at its next batch; false when it is not running. */
export async function requestCancel(db: Executor, runId: number): Promise<boolean> {
  const rows = await db
    .update(feedRuns)
    .set({ cancelRequestedAt: DATABASE_NOW })
    .where(and(eq(feedRuns.id, runId), OPEN))
    .returning({ id: feedRuns.id });
  return rows.length > 0;
}

/**
 * Runs not ended yet, with their job: what the reconciler checks against the queue. `isNew`: the
 * run was created less than `newSeconds` ago by the database's clock.
 */
export async function listOpenRuns(db: Executor, newSeconds: number) {
  return db
    .select({
      id: feedRuns.id,
      siteId: feedRuns.siteId,
      kind: feedRuns.kind,
      status: feedRuns.status,
      jobId: feedRuns.jobId,
      isNew: sql<boolean>`${feedRuns.createdAt} > now() - make_interval(secs => ${newSeconds})`,
    })
    .from(feedRuns)
    .where(OPEN);
}

/** Whether the site has an import queued or running. */
export async function hasOpenImport(db: Executor, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: feedRuns.id })
    .from(feedRuns)
    .where(and(eq(feedRuns.siteId, siteId), eq(feedRuns.kind, 'import'), OPEN))
    .limit(1);
  return row !== undefined;
}

/** A site's runs, newest first, a page at a time. */
export async function listRunsOfSite(
  db: Executor,
  siteId: number,
  query: { kind?: 'import' | 'export' | undefined; page: number },
) {
  const where = and(
    eq(feedRuns.siteId, siteId),
    query.kind ? eq(feedRuns.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedRuns)
      .where(where)
      .orderBy(desc(feedRuns.id))
      .limit(RUNS_PAGE_SIZE)
      .offset(offsetOf({ page: query.page, amount: RUNS_PAGE_SIZE })),
    db.select({ value: count() }).from(feedRuns).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export interface NewRunProblem {
  row: number;
  code: FeedProblemCode;
  externalId?: string | null;
  field?: string | null;
  message: string;
}

export async function insertProblems(
  db: Executor,
  runId: number,
  dataSourceId: number | null,
  problems: readonly NewRunProblem[],
) {
  if (problems.length === 0) return;
  await db.insert(feedRunProblems).values(
    problems.map((problem) => ({
      runId,
      dataSourceId,
      row: problem.row,
      code: problem.code,
      externalId: problem.externalId ?? null,
      field: problem.field ?? null,
      message: problem.message,
    })),
  );
}

/** The kept problems of a run, in file order, with the name of the source each came from. */
export async function listProblemsOfRun(db: Executor, runId: number, page: number) {
  const where = eq(feedRunProblems.runId, runId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: feedRunProblems.id,
        runId: feedRunProblems.runId,
        dataSourceId: feedRunProblems.dataSourceId,
        dataSourceName: dataSources.name,
        row: feedRunProblems.row,
        code: feedRunProblems.code,
        externalId: feedRunProblems.externalId,
        field: feedRunProblems.field,
        message: feedRunProblems.message,
      })
      .from(feedRunProblems)
      .leftJoin(dataSources, eq(dataSources.id, feedRunProblems.dataSourceId))
      .where(where)
      .orderBy(feedRunProblems.dataSourceId, feedRunProblems.row, feedRunProblems.id)
      .limit(PROBLEMS_PAGE_SIZE)
      .offset(offsetOf({ page, amount: PROBLEMS_PAGE_SIZE })),
    db.select({ value: count() }).from(feedRunProblems).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Ends a run that has not started (false when it has): its job, if it comes, finds it ended. */
export async function cancelQueuedRun(
  db: Executor,
  run: Pick<FeedRunRow, 'id' | 'siteId' | 'kind'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(feedRuns)
      .set({
        status: 'cancelled',
        error: 'Cancelled by a user',
        cancelRequestedAt: DATABASE_NOW,
        finishedAt: DATABASE_NOW,
      })
      .where(and(eq(feedRuns.id, run.id), eq(feedRuns.status, 'queued')))
      .returning({ id: feedRuns.id });
    if (rows.length === 0) return false;
    if (run.kind === 'import') {
      await tx.update(sites).set({ importStatus: 'idle' }).where(eq(sites.id, run.siteId));
    }
    return true;
  });
}
