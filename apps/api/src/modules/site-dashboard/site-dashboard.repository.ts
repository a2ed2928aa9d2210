import type { PaginationQuery } from '@feedline/contracts';
import { schema, type Executor } from '@feedline/db';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { offsetOf } from '../../lib/pagination';

const { sites, projects, channels, dataSources, siteLogLines, feedRuns } = schema;

const ERROR = 'error';

/** The dashboard's figures of a site, except its item count (kept by the data view). */
export async function findDashboardFacts(db: Executor, siteId: number, recentLines: number) {
  const [[site], [channelTotal], [sourceTotal], [lineTotals], recentLog] = await Promise.all([
    db
      .select({ importStatus: sites.importStatus, lastImportAt: sites.lastImportAt })
      .from(sites)
      .where(eq(sites.id, siteId)),
    db.select({ value: count() }).from(channels).where(eq(channels.siteId, siteId)),
    db.select({ value: count() }).from(dataSources).where(eq(dataSources.siteId, siteId)),
    db
      .select({
        errors: sql<number>`count(*) filter (where ${siteLogLines.type} = 'error')`.mapWith(Number),
        warnings: sql<number>`count(*) filter (where ${siteLogLines.type} = 'warning')`.mapWith(
          Number,
        ),
      })
      .from(siteLogLines)
      .where(eq(siteLogLines.siteId, siteId)),
    db
      .select({
        id: siteLogLines.id,
        timestamp: siteLogLines.timestamp,
        type: siteLogLines.type,
        message: siteLogLines.message,
        messageKey: siteLogLines.messageKey,
        messageParams: siteLogLines.messageParams,
      })
      .from(siteLogLines)
      .where(eq(siteLogLines.siteId, siteId))
      .orderBy(desc(siteLogLines.id))
      .limit(recentLines),
  ]);
  return {
    site,
    channels: channelTotal?.value ?? 0,
    dataSources: sourceTotal?.value ?? 0,
    errors: lineTotals?.errors ?? 0,
    warnings: lineTotals?.warnings ?? 0,
    recentLog,
  };
}

const errorsOf = (siteId: number) =>
  and(eq(siteLogLines.siteId, siteId), eq(siteLogLines.type, ERROR));

const errorColumns = {
  id: siteLogLines.id,
  timestamp: siteLogLines.timestamp,
  message: siteLogLines.message,
  messageKey: siteLogLines.messageKey,
  messageParams: siteLogLines.messageParams,
};

/** A page of the site's error lines, newest first. */
export async function listErrors(db: Executor, siteId: number, query: PaginationQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select(errorColumns)
      .from(siteLogLines)
      .where(errorsOf(siteId))
      .orderBy(desc(siteLogLines.id))
      .limit(query.amount)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(siteLogLines).where(errorsOf(siteId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One error line of the site; undefined for another site's line or a line of another type. */
export async function findError(db: Executor, siteId: number, errorId: number) {
  const [row] = await db
    .select(errorColumns)
    .from(siteLogLines)
    .where(and(errorsOf(siteId), eq(siteLogLines.id, errorId)));
  return row;
}

/** The site's latest ended imports, oldest first: what the dashboard's trend shows. */
export async function listImportTrend(db: Executor, siteId: number, runs: number) {
  const rows = await db
    .select({
      finishedAt: feedRuns.finishedAt,
      status: feedRuns.status,
      itemsWritten: feedRuns.itemsWritten,
      itemsSkipped: feedRuns.itemsSkipped,
    })
    .from(feedRuns)
    .where(
      and(
        eq(feedRuns.siteId, siteId),
        eq(feedRuns.kind, 'import'),
        inArray(feedRuns.status, ['succeeded', 'failed']),
      ),
    )
    .orderBy(desc(feedRuns.id))
    .limit(runs);
  return rows.reverse();
}

/** Whose imports a trend adds up: an organisation's sites or a project's. */
export type TrendScope = { accountId: number } | { projectId: number };

/**
 * The ended imports of the scope's sites since `since`, added up per UTC day (days without an
 * import are absent), in one query.
 */
export async function sumImportsByDay(db: Executor, scope: TrendScope, since: Date) {
  const day = sql<string>`to_char(${feedRuns.finishedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const ofScope =
    'accountId' in scope
      ? eq(projects.accountId, scope.accountId)
      : eq(sites.projectId, scope.projectId);
  return db
    .select({
      day,
      imports: count(),
      failedImports: sql<number>`count(*) filter (where ${feedRuns.status} = 'failed')`.mapWith(
        Number,
      ),
      itemsWritten: sql<number>`coalesce(sum(${feedRuns.itemsWritten}), 0)`.mapWith(Number),
      itemsSkipped: sql<number>`coalesce(sum(${feedRuns.itemsSkipped}), 0)`.mapWith(Number),
    })
    .from(feedRuns)
    .innerJoin(sites, eq(sites.id, feedRuns.siteId))
    .innerJoin(projects, eq(projects.id, sites.projectId))
    .where(
      and(
        ofScope,
        eq(feedRuns.kind, 'import'),
        inArray(feedRuns.status, ['succeeded', 'failed']),
        gte(feedRuns.finishedAt, since),
      ),
    )
    .groupBy(day);
}
