import { schema, type Executor } from '@feedline/db';
import { asc, eq, sql } from 'drizzle-orm';

const { channels, classifications, dataFlows } = schema;

/** Every data flow of the site's channels and sub-channels, by channel, the channel's own first. */
export async function listFlowsOfSite(db: Executor, siteId: number) {
  return db
    .select({
      id: dataFlows.id,
      channel: { id: channels.id, name: channels.name },
      classificationId: classifications.id,
      classificationName: classifications.name,
      version: dataFlows.version,
      updatedAt: dataFlows.updatedAt,
      definition: dataFlows.definition,
    })
    .from(dataFlows)
    .innerJoin(channels, eq(channels.id, dataFlows.channelId))
    .leftJoin(classifications, eq(classifications.id, dataFlows.classificationId))
    .where(eq(channels.siteId, siteId))
    .orderBy(asc(channels.id), sql`${classifications.id} asc nulls first`);
}

export type SiteFlowRow = Awaited<ReturnType<typeof listFlowsOfSite>>[number];

/** The site's channels with their sub-channels, by id. */
export async function listChannelTree(db: Executor, siteId: number) {
  const rows = await db
    .select({
      id: channels.id,
      name: channels.name,
      classificationId: classifications.id,
      classificationName: classifications.name,
    })
    .from(channels)
    .leftJoin(classifications, eq(classifications.channelId, channels.id))
    .where(eq(channels.siteId, siteId))
    .orderBy(asc(channels.id), asc(classifications.id));
  const tree = new Map<
    number,
    { id: number; name: string; classifications: { id: number; name: string }[] }
  >();
  for (const row of rows) {
    let channel = tree.get(row.id);
    if (!channel) {
      channel = { id: row.id, name: row.name, classifications: [] };
      tree.set(row.id, channel);
    }
    if (row.classificationId !== null && row.classificationName !== null) {
      channel.classifications.push({ id: row.classificationId, name: row.classificationName });
    }
  }
  return [...tree.values()];
}
