import { preparedQuery, schema, type Executor } from '@feedline/db';
import { asc, eq, sql } from 'drizzle-orm';

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

/** A channel locked until the transaction ends (undefined when it is gone): a copy writes to it. */
export async function lockChannel(db: Executor, channelId: number) {
  const [row] = await db
    .select({ id: schema.channels.id, siteId: schema.channels.siteId, name: schema.channels.name })
    .from(schema.channels)
    .where(eq(schema.channels.id, channelId))
    .for('update');
  return row;
}

export async function insertChannel(db: Executor, channel: { siteId: number; name: string }) {
  const [row] = await db.insert(schema.channels).values(channel).returning();
  return row!;
}

/** Removes a channel with its sub-channels and flows. */
export async function deleteChannel(db: Executor, channelId: number): Promise<void> {
  await db.delete(schema.channels).where(eq(schema.channels.id, channelId));
}
