import { schema, type Executor } from '@feedline/db';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

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

const { dataFlowVersions, siteItems, users } = schema;

const sameTarget = (channelId: number, classificationId: number | null) =>
  and(
    eq(dataFlows.channelId, channelId),
    classificationId === null
      ? isNull(dataFlows.classificationId)
      : eq(dataFlows.classificationId, classificationId),
  );

/** The flow of a channel (classification null) or of one of its sub-channels, if it has one. */
export async function findFlow(db: Executor, channelId: number, classificationId: number | null) {
  const [row] = await db.select().from(dataFlows).where(sameTarget(channelId, classificationId));
  return row;
}

/** The same, locked until the transaction ends: saves of one flow queue behind each other. */
export async function findFlowForUpdate(
  db: Executor,
  channelId: number,
  classificationId: number | null,
) {
  const [row] = await db
    .select()
    .from(dataFlows)
    .where(sameTarget(channelId, classificationId))
    .for('update');
  return row;
}

export type FlowRow = typeof dataFlows.$inferSelect;

export async function insertFlow(
  db: Executor,
  flow: Pick<FlowRow, 'siteId' | 'channelId' | 'classificationId' | 'definition' | 'version'>,
) {
  const [row] = await db.insert(dataFlows).values(flow).returning();
  return row!;
}

export async function updateFlow(
  db: Executor,
  flowId: number,
  change: Pick<FlowRow, 'definition' | 'version'>,
) {
  const [row] = await db
    .update(dataFlows)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(dataFlows.id, flowId))
    .returning();
  return row!;
}

export async function hasVersion(db: Executor, flowId: number, version: number) {
  const [row] = await db
    .select({ id: dataFlowVersions.id })
    .from(dataFlowVersions)
    .where(and(eq(dataFlowVersions.flowId, flowId), eq(dataFlowVersions.version, version)));
  return row !== undefined;
}

export async function insertVersion(
  db: Executor,
  version: typeof dataFlowVersions.$inferInsert,
): Promise<void> {
  await db.insert(dataFlowVersions).values(version);
}

const versionColumns = {
  version: dataFlowVersions.version,
  createdAt: dataFlowVersions.createdAt,
  userName: users.name,
  summary: dataFlowVersions.summary,
  restoredFrom: dataFlowVersions.restoredFrom,
};

/** A flow's saved states, newest first. */
export async function listVersions(db: Executor, flowId: number) {
  return db
    .select(versionColumns)
    .from(dataFlowVersions)
    .leftJoin(users, eq(users.id, dataFlowVersions.userId))
    .where(eq(dataFlowVersions.flowId, flowId))
    .orderBy(desc(dataFlowVersions.version));
}

export async function findVersion(db: Executor, flowId: number, version: number) {
  const [row] = await db
    .select({ ...versionColumns, definition: dataFlowVersions.definition })
    .from(dataFlowVersions)
    .leftJoin(users, eq(users.id, dataFlowVersions.userId))
    .where(and(eq(dataFlowVersions.flowId, flowId), eq(dataFlowVersions.version, version)));
  return row;
}

/** How many items are read to learn a site's field names: feeds repeat their fields. */
const FIELD_SAMPLE = 100;

/** The site's first items, whose fields stand for the site's. */
export async function listItemSample(db: Executor, siteId: number) {
  const rows = await db
    .select({ data: siteItems.data })
    .from(siteItems)
    .where(eq(siteItems.siteId, siteId))
    .orderBy(asc(siteItems.id))
    .limit(FIELD_SAMPLE);
  return rows.map((row) => row.data);
}

const { dataFlowCopies } = schema;

export type FlowCopyRow = typeof dataFlowCopies.$inferSelect;

export async function insertFlowCopy(db: Executor, copy: typeof dataFlowCopies.$inferInsert) {
  const [row] = await db.insert(dataFlowCopies).values(copy).returning();
  return row!;
}

export async function updateFlowCopyResponse(
  db: Executor,
  copyId: number,
  response: Record<string, unknown>,
): Promise<void> {
  await db.update(dataFlowCopies).set({ response }).where(eq(dataFlowCopies.id, copyId));
}

export async function findFlowCopyByKey(db: Executor, userId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(dataFlowCopies)
    .where(
      and(eq(dataFlowCopies.userId, userId), eq(dataFlowCopies.idempotencyKey, idempotencyKey)),
    );
  return row;
}

/** A copy, locked until the transaction ends: two undos of one copy queue. */
export async function findFlowCopyForUpdate(db: Executor, copyId: number) {
  const [row] = await db
    .select()
    .from(dataFlowCopies)
    .where(eq(dataFlowCopies.id, copyId))
    .for('update');
  return row;
}

export async function markFlowCopyUndone(db: Executor, copyId: number): Promise<void> {
  await db
    .update(dataFlowCopies)
    .set({ undoneAt: sql`now()` })
    .where(eq(dataFlowCopies.id, copyId));
}

export async function findFlowById(db: Executor, flowId: number) {
  const [row] = await db.select().from(dataFlows).where(eq(dataFlows.id, flowId)).for('update');
  return row;
}

export async function deleteFlow(db: Executor, flowId: number): Promise<void> {
  await db.delete(dataFlows).where(eq(dataFlows.id, flowId));
}

// ---- several flows at once (a copy to many channels costs a few statements, not a few per target)

/** The sub-channels of several channels. */
export async function listClassificationsOfChannels(db: Executor, channelIds: number[]) {
  if (channelIds.length === 0) return [];
  return db
    .select({
      id: classifications.id,
      name: classifications.name,
      channelId: classifications.channelId,
    })
    .from(classifications)
    .where(inArray(classifications.channelId, channelIds));
}

/**
 * Every flow of these channels (their own and their sub-channels'); with `forUpdate`, locked until
 * the transaction ends.
 */
export async function findFlowsOfChannels(
  db: Executor,
  channelIds: number[],
  { forUpdate = false }: { forUpdate?: boolean } = {},
) {
  if (channelIds.length === 0) return [];
  const query = db
    .select()
    .from(dataFlows)
    .where(inArray(dataFlows.channelId, channelIds))
    .orderBy(asc(dataFlows.id));
  return forUpdate ? query.for('update') : query;
}

/** Which of these (flow, version) pairs have their version entry already. */
export async function findExistingVersions(
  db: Executor,
  pairs: { flowId: number; version: number }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .select({ flowId: dataFlowVersions.flowId, version: dataFlowVersions.version })
    .from(dataFlowVersions)
    .where(
      inArray(
        dataFlowVersions.flowId,
        pairs.map((pair) => pair.flowId),
      ),
    );
  return new Set(rows.map((row) => `${row.flowId}:${row.version}`));
}

export async function insertVersions(
  db: Executor,
  versions: (typeof dataFlowVersions.$inferInsert)[],
): Promise<void> {
  if (versions.length > 0) await db.insert(dataFlowVersions).values(versions);
}

/** Gives each flow its new columns as its next version, in one statement. */
export async function updateFlowsToNextVersion(
  db: Executor,
  updates: { id: number; definition: FlowRow['definition'] }[],
): Promise<void> {
  if (updates.length === 0) return;
  const values = sql.join(
    updates.map((update) => sql`(${update.id}::int, ${JSON.stringify(update.definition)}::jsonb)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${dataFlows} set definition = v.definition, version = ${dataFlows.version} + 1, updated_at = now() from (values ${values}) as v(id, definition) where ${dataFlows.id} = v.id`,
  );
}

export async function insertFlows(
  db: Executor,
  flows: Pick<FlowRow, 'siteId' | 'channelId' | 'classificationId' | 'definition' | 'version'>[],
) {
  if (flows.length === 0) return [];
  return db.insert(dataFlows).values(flows).returning();
}
