import type { PaginationQuery } from '@feedline/contracts';
import { schema, type Executor } from '@feedline/db';
import { and, asc, count, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import { offsetOf } from '../../lib/pagination';
import { containing } from '../../lib/like-pattern';

const { sites, channels, projects, siteItems, siteLogLines } = schema;

export async function findSiteStatus(db: Executor, siteId: number) {
  const [[site], [items], [errors], [channelTotal]] = await Promise.all([
    db
      .select({
        isActive: sites.isActive,
        importStatus: sites.importStatus,
        lastImportAt: sites.lastImportAt,
      })
      .from(sites)
      .where(eq(sites.id, siteId)),
    db.select({ value: count() }).from(siteItems).where(eq(siteItems.siteId, siteId)),
    db
      .select({ value: count() })
      .from(siteLogLines)
      .where(and(eq(siteLogLines.siteId, siteId), eq(siteLogLines.type, 'error'))),
    db.select({ value: count() }).from(channels).where(eq(channels.siteId, siteId)),
  ]);
  return {
    site,
    itemCount: items?.value ?? 0,
    errorCount: errors?.value ?? 0,
    channelCount: channelTotal?.value ?? 0,
  };
}

/** A site's channels by id; `exportName` keeps those whose id it is or whose name contains it. */
export async function listChannelsOfSite(
  db: Executor,
  siteId: number,
  query: PaginationQuery & { exportName?: string | undefined },
) {
  const where = and(
    eq(channels.siteId, siteId),
    idOrNameMatch(channels.id, channels.name, query.exportName),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: channels.id, name: channels.name })
      .from(channels)
      .where(where)
      .orderBy(asc(channels.id))
      .limit(query.amount)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(channels).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Ids or names: a number is an id (or part of a name), anything else a part of the name. */
const idOrNameMatch = (idColumn: AnyColumn, nameColumn: AnyColumn, text: string | undefined) => {
  if (!text) return undefined;
  const byName = sql`${nameColumn} ilike ${containing(text)}`;
  return /^\d{1,9}$/.test(text) ? or(eq(idColumn, Number(text)), byName) : byName;
};

/** The sites of an organisation whose id is `idOrName` or whose name contains it, by id. */
export async function searchSitesOfAccount(
  db: Executor,
  accountId: number,
  query: PaginationQuery & { idOrName?: string | undefined },
) {
  const where = and(
    eq(projects.accountId, accountId),
    idOrNameMatch(sites.id, sites.name, query.idOrName),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: sites.id, name: sites.name })
      .from(sites)
      .innerJoin(projects, eq(projects.id, sites.projectId))
      .where(where)
      .orderBy(asc(sites.id))
      .limit(query.amount)
      .offset(offsetOf(query)),
    db
      .select({ value: count() })
      .from(sites)
      .innerJoin(projects, eq(projects.id, sites.projectId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
