import { schema, type Executor } from '@feedline/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

const { feedRuns, channels, classifications, sites } = schema;

const ENDED = inArray(feedRuns.status, ['succeeded', 'failed']);

/** The last ended import of each of the sites. */
export async function lastImportsOfSites(db: Executor, siteIds: readonly number[]) {
  if (siteIds.length === 0) return [];
  return db
    .selectDistinctOn([feedRuns.siteId], {
      siteId: feedRuns.siteId,
      status: feedRuns.status,
      finishedAt: feedRuns.finishedAt,
      problemCount: feedRuns.problemCount,
      error: feedRuns.error,
    })
    .from(feedRuns)
    .where(and(inArray(feedRuns.siteId, [...siteIds]), eq(feedRuns.kind, 'import'), ENDED))
    .orderBy(feedRuns.siteId, desc(feedRuns.id));
}

/** The last ended export of each feed (channel, sub-channel) of the sites, with its name. */
export async function lastExportsOfSites(db: Executor, siteIds: readonly number[]) {
  if (siteIds.length === 0) return [];
  const feedKey = sql`coalesce(${feedRuns.classificationId}, 0)`;
  return db
    .selectDistinctOn([feedRuns.channelId, feedKey], {
      siteId: feedRuns.siteId,
      channelId: feedRuns.channelId,
      classificationId: feedRuns.classificationId,
      channelName: channels.name,
      classificationName: classifications.name,
      status: feedRuns.status,
      problemCount: feedRuns.problemCount,
      error: feedRuns.error,
      finishedAt: feedRuns.finishedAt,
    })
    .from(feedRuns)
    .innerJoin(channels, eq(channels.id, feedRuns.channelId))
    .leftJoin(classifications, eq(classifications.id, feedRuns.classificationId))
    .where(and(inArray(feedRuns.siteId, [...siteIds]), eq(feedRuns.kind, 'export'), ENDED))
    .orderBy(feedRuns.channelId, feedKey, desc(feedRuns.id));
}

/** The sites of the projects, by project. */
export async function sitesOfProjects(db: Executor, projectIds: readonly number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({ id: sites.id, projectId: sites.projectId })
    .from(sites)
    .where(inArray(sites.projectId, [...projectIds]));
}
