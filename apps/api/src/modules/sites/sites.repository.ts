import type { PaginationQuery } from '@feedline/contracts';
import { schema, type Executor } from '@feedline/db';
import { and, asc, count, eq } from 'drizzle-orm';
import { offsetOf } from '../../lib/pagination';

const { sites, channels, siteItems, siteLogLines } = schema;

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

export async function listChannelsOfSite(db: Executor, siteId: number, query: PaginationQuery) {
  const where = eq(channels.siteId, siteId);
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
