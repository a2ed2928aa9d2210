import { preparedQuery, schema, type Executor } from '@feedline/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

const { classifications } = schema;

const classificationsOfChannel = preparedQuery((db) =>
  db
    .select({ id: classifications.id, name: classifications.name })
    .from(classifications)
    .where(eq(classifications.channelId, sql.placeholder('channelId')))
    .orderBy(asc(classifications.name), asc(classifications.id))
    .prepare('list_classifications_of_channel'),
);

/** The sub-channels of a channel, by name. */
export function listClassificationsOfChannel(db: Executor, channelId: number) {
  return classificationsOfChannel(db).execute({ channelId });
}

/** Removes a channel with its sub-channels and flows. */
export async function deleteChannel(db: Executor, channelId: number): Promise<void> {
  await db.delete(schema.channels).where(eq(schema.channels.id, channelId));
}

/** The ids of these channels that still exist, each locked until the transaction ends. */
export async function lockChannels(db: Executor, channelIds: number[]): Promise<Set<number>> {
  if (channelIds.length === 0) return new Set();
  const rows = await db
    .select({ id: schema.channels.id })
    .from(schema.channels)
    .where(inArray(schema.channels.id, channelIds))
    .orderBy(asc(schema.channels.id))
    .for('update');
  return new Set(rows.map((row) => row.id));
}

export async function insertChannels(db: Executor, list: { siteId: number; name: string }[]) {
  if (list.length === 0) return [];
  return db.insert(schema.channels).values(list).returning();
}
