import { schema, type Executor } from '@feedline/db';
import { and, desc, eq, gt, lte } from 'drizzle-orm';

const { siteLogLines } = schema;

export type SiteLogRow = typeof siteLogLines.$inferSelect;
export interface NewSiteLogRow {
  timestamp: Date;
  microtime: number;
  type: string;
  message: string;
  messageKey: string;
  messageParams: Record<string, string | number>;
}

export async function insertSiteLogLines(
  db: Executor,
  siteId: number,
  lines: NewSiteLogRow[],
): Promise<SiteLogRow[]> {
  if (lines.length === 0) return [];
  return db
    .insert(siteLogLines)
    .values(lines.map((line) => ({ siteId, ...line })))
    .returning();
}

/** Lines of several sites in one statement. */
export async function insertLogLinesOfSites(
  db: Executor,
  lines: (NewSiteLogRow & { siteId: number })[],
): Promise<SiteLogRow[]> {
  if (lines.length === 0) return [];
  return db.insert(siteLogLines).values(lines).returning();
}

/** The last `limit` lines of a site, oldest first. */
export async function listRecentSiteLogLines(
  db: Executor,
  siteId: number,
  limit: number,
): Promise<SiteLogRow[]> {
  const rows = await db
    .select()
    .from(siteLogLines)
    .where(eq(siteLogLines.siteId, siteId))
    .orderBy(desc(siteLogLines.id))
    .limit(limit);
  return rows.reverse();
}

/** Up to `limit` lines of a site after line `afterId` (the newest if more), oldest first. */
export async function listSiteLogLinesAfter(
  db: Executor,
  siteId: number,
  afterId: number,
  limit: number,
): Promise<SiteLogRow[]> {
  const rows = await db
    .select()
    .from(siteLogLines)
    .where(and(eq(siteLogLines.siteId, siteId), gt(siteLogLines.id, afterId)))
    .orderBy(desc(siteLogLines.id))
    .limit(limit);
  return rows.reverse();
}

/** The last `limit` lines of a site up to line `id` (included), newest first. */
export async function listSiteLogLinesUpTo(
  db: Executor,
  siteId: number,
  id: number,
  limit: number,
): Promise<SiteLogRow[]> {
  return db
    .select()
    .from(siteLogLines)
    .where(and(eq(siteLogLines.siteId, siteId), lte(siteLogLines.id, id)))
    .orderBy(desc(siteLogLines.id))
    .limit(limit);
}
