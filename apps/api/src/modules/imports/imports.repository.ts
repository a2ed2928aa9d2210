import { schema, type Executor } from '@feedline/db';
import type { FeedItem, RowProblem } from '@feedline/feeds';
import { and, asc, eq, sql } from 'drizzle-orm';

const { dataSources, feedRuns, feedRunProblems, siteItems, siteItemsStaging, sites } = schema;

export type FeedRunRow = typeof feedRuns.$inferSelect;

/** A site's sources in the order they are merged (later sources fill and override fields). */
export async function listImportSources(db: Executor, siteId: number) {
  return db
    .select({
      id: dataSources.id,
      name: dataSources.name,
      kind: dataSources.kind,
      url: dataSources.url,
      format: dataSources.format,
      options: dataSources.options,
    })
    .from(dataSources)
    .where(eq(dataSources.siteId, siteId))
    .orderBy(asc(dataSources.id));
}

/**
 * A new import run, unless one of the site is queued or running: the site's import status is the
 * lock (one UPDATE, so of two concurrent requests only one gets the run).
 */
export async function createImportRun(
  db: Executor,
  siteId: number,
  userId: number | null,
): Promise<FeedRunRow | undefined> {
  const locked = await db
    .update(sites)
    .set({ importStatus: 'running' })
    .where(and(eq(sites.id, siteId), sql`${sites.importStatus} <> 'running'`))
    .returning({ id: sites.id });
  if (locked.length === 0) return undefined;
  const [run] = await db
    .insert(feedRuns)
    .values({ siteId, kind: 'import', userId, status: 'queued' })
    .returning();
  return run;
}

/** The worker took the run's job (again, after a crash: what an earlier attempt staged goes). */
export async function markRunStarted(db: Executor, runId: number) {
  await db.delete(siteItemsStaging).where(eq(siteItemsStaging.runId, runId));
  await db.delete(feedRunProblems).where(eq(feedRunProblems.runId, runId));
  const [run] = await db
    .update(feedRuns)
    .set({ status: 'running', startedAt: new Date(), error: null })
    .where(and(eq(feedRuns.id, runId), sql`${feedRuns.status} in ('queued', 'running')`))
    .returning();
  return run;
}

/** A site's runs, newest first. */
export async function listRunsOfSite(db: Executor, siteId: number, limit: number) {
  return db
    .select()
    .from(feedRuns)
    .where(eq(feedRuns.siteId, siteId))
    .orderBy(sql`${feedRuns.id} desc`)
    .limit(limit);
}

/** Adds items to the run's staging set; an id seen before (another source) merges its fields. */
export async function stageItems(db: Executor, runId: number, items: readonly FeedItem[]) {
  if (items.length === 0) return;
  await db
    .insert(siteItemsStaging)
    .values(items.map((item) => ({ runId, externalId: item.externalId, data: item.data })))
    .onConflictDoUpdate({
      target: [siteItemsStaging.runId, siteItemsStaging.externalId],
      set: { data: sql`${siteItemsStaging.data} || excluded.data` },
    });
}

export async function insertProblems(
  db: Executor,
  runId: number,
  dataSourceId: number,
  problems: readonly RowProblem[],
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

/**
 * Replaces the site's items with the run's staged set, inside the caller's transaction: readers
 * see the old items until it commits, and a failure leaves them as they were.
 */
export async function replaceSiteItems(db: Executor, siteId: number, runId: number) {
  await db.delete(siteItems).where(eq(siteItems.siteId, siteId));
  const inserted = await db.execute(sql`
    insert into ${siteItems} (site_id, external_id, data)
    select ${siteId}, external_id, data from ${siteItemsStaging}
    where run_id = ${runId} order by external_id`);
  await db.delete(siteItemsStaging).where(eq(siteItemsStaging.runId, runId));
  return Number(
    (inserted as { affectedRows?: number; rowCount?: number }).affectedRows ??
      (inserted as { rowCount?: number }).rowCount ??
      0,
  );
}

export async function discardStaging(db: Executor, runId: number) {
  await db.delete(siteItemsStaging).where(eq(siteItemsStaging.runId, runId));
}

export async function finishRun(
  db: Executor,
  run: { id: number; siteId: number },
  result: {
    status: 'succeeded' | 'failed' | 'cancelled';
    rowsRead: number;
    itemsWritten: number;
    itemsSkipped: number;
    problemCount: number;
    error?: string | null;
  },
) {
  const finishedAt = new Date();
  await db
    .update(feedRuns)
    .set({ ...result, error: result.error ?? null, finishedAt })
    .where(eq(feedRuns.id, run.id));
  await db
    .update(sites)
    .set({
      importStatus: result.status === 'succeeded' ? 'finished' : 'failed',
      ...(result.status === 'succeeded' ? { lastImportAt: finishedAt } : {}),
    })
    .where(eq(sites.id, run.siteId));
}

export async function recordSourceImported(
  db: Executor,
  dataSourceId: number,
  itemCount: number,
  at: Date,
) {
  await db
    .update(dataSources)
    .set({ itemCount, lastImportAt: at })
    .where(eq(dataSources.id, dataSourceId));
}

export async function setRunJob(db: Executor, runId: number, jobId: string) {
  await db.update(feedRuns).set({ jobId }).where(eq(feedRuns.id, runId));
}

/** Import runs not ended yet, with their job: what the reconciler checks against the queue. */
export async function listOpenImportRuns(db: Executor) {
  return db
    .select({
      id: feedRuns.id,
      siteId: feedRuns.siteId,
      jobId: feedRuns.jobId,
      createdAt: feedRuns.createdAt,
    })
    .from(feedRuns)
    .where(and(eq(feedRuns.kind, 'import'), sql`${feedRuns.status} in ('queued', 'running')`));
}

/** Ends a run that its job left behind (the process stopped), and frees the site. */
export async function failAbandonedRun(
  db: Executor,
  run: { id: number; siteId: number },
  error: string,
) {
  const ended = await db
    .update(feedRuns)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(feedRuns.id, run.id), sql`${feedRuns.status} in ('queued', 'running')`))
    .returning({ id: feedRuns.id });
  if (ended.length === 0) return false;
  await db.delete(siteItemsStaging).where(eq(siteItemsStaging.runId, run.id));
  await db.update(sites).set({ importStatus: 'failed' }).where(eq(sites.id, run.siteId));
  return true;
}
