import type { PaginationQuery } from '@feedline/contracts';
import { schema, type Executor } from '@feedline/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { offsetOf } from '../../lib/pagination';

const { sites, channels, sitePermissions, projectPermissions } = schema;

export async function countSitesOfProject(db: Executor, projectId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(sites)
    .where(eq(sites.projectId, projectId));
  return row?.value ?? 0;
}

export async function listSitesOfProject(
  db: Executor,
  projectId: number,
  userId: number,
  query: PaginationQuery,
) {
  const where = eq(sites.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: sites.id,
        name: sites.name,
        parentSiteId: sites.parentSiteId,
        siteWrite: sitePermissions.canWrite,
        projectWrite: projectPermissions.canWrite,
        channelCount:
          sql<number>`(select count(*) from ${channels} where ${channels.siteId} = ${sites.id})`.mapWith(
            Number,
          ),
      })
      .from(sites)
      .leftJoin(
        sitePermissions,
        and(eq(sitePermissions.siteId, sites.id), eq(sitePermissions.userId, userId)),
      )
      .leftJoin(
        projectPermissions,
        and(
          eq(projectPermissions.projectId, sites.projectId),
          eq(projectPermissions.userId, userId),
        ),
      )
      .where(where)
      .orderBy(asc(sites.name), asc(sites.id))
      .limit(query.amount)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(sites).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
