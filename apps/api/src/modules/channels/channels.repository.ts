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
