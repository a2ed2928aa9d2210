import { preparedQuery, schema, type Executor, type DataFlowColumn } from '@feedline/db';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StoredItem } from './item-stages';
import { containing } from '../../lib/like-pattern';

const { siteItems, channels, classifications, dataFlows } = schema;

const theSite = sql.placeholder('siteId');

// The page's ids come from the (site_id, id) index alone; then each item is read by its primary
// key. Plain OFFSET on the items would read and throw away every item before the page, data and
// all. Every SELECT runs as a prepared statement, whose generic plan does not know the site, the
// offset or the limit: the LATERAL lookup (kept from being flattened into a join by its LIMIT)
// leaves that plan no choice but one key lookup per id of the page.
const anchor = alias(siteItems, 'anchor');

const itemsPage = preparedQuery((db) => {
  const page = db
    .select({ id: anchor.id })
    .from(anchor)
    .where(eq(anchor.siteId, theSite))
    .orderBy(asc(anchor.siteId), asc(anchor.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .as('page');
  const item = db
    .select({ data: siteItems.data })
    .from(siteItems)
    .where(eq(siteItems.id, page.id))
    .limit(1)
    .as('item');
  return db
    .select({ id: page.id, data: item.data })
    .from(page)
    .crossJoinLateral(item)
    .orderBy(asc(page.id))
    .prepare('list_items_page_of_site');
});

const itemCount = preparedQuery((db) =>
  db
    .select({ value: count() })
    .from(siteItems)
    .where(eq(siteItems.siteId, theSite))
    .prepare('count_items_of_site'),
);

/** `limit` items of a site from `offset`, by id. */
export async function listItems(
  db: Executor,
  siteId: number,
  offset: number,
  limit: number,
): Promise<StoredItem[]> {
  return itemsPage(db).execute({ siteId, offset, limit });
}

/** Items of a site whose id (as imported) contains `search`, case-insensitively, by id. */
export async function searchItems(
  db: Executor,
  siteId: number,
  search: string,
  offset: number,
  limit: number,
): Promise<{ items: StoredItem[]; total: number }> {
  const where = and(
    eq(siteItems.siteId, siteId),
    sql`${siteItems.externalId} ilike ${containing(search)}`,
  );
  const [items, [counted]] = await Promise.all([
    db
      .select({ id: siteItems.id, data: siteItems.data })
      .from(siteItems)
      .where(where)
      .orderBy(asc(siteItems.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(siteItems).where(where),
  ]);
  return { items, total: counted?.value ?? 0 };
}

/** How many items a site has. */
export async function countItems(db: Executor, siteId: number): Promise<number> {
  return (await itemCount(db).execute({ siteId }))[0]?.value ?? 0;
}

const channelFlow = alias(dataFlows, 'channel_flow');
const classificationFlow = alias(dataFlows, 'classification_flow');

const flowTarget = preparedQuery((db) =>
  db
    .select({
      channelId: channels.id,
      classificationId: classifications.id,
      channelFlow: channelFlow.definition,
      classificationFlow: classificationFlow.definition,
    })
    .from(channels)
    .leftJoin(
      classifications,
      and(
        eq(classifications.channelId, channels.id),
        eq(classifications.id, sql.placeholder('classificationId')),
      ),
    )
    .leftJoin(
      channelFlow,
      and(eq(channelFlow.channelId, channels.id), isNull(channelFlow.classificationId)),
    )
    .leftJoin(
      classificationFlow,
      and(
        eq(classificationFlow.channelId, channels.id),
        eq(classificationFlow.classificationId, classifications.id),
      ),
    )
    .where(and(eq(channels.id, sql.placeholder('channelId')), eq(channels.siteId, theSite)))
    .prepare('find_flow_of_channel_target'),
);

export type FlowLookup =
  | { found: 'flow'; columns: DataFlowColumn[] }
  | { found: 'no-channel' }
  | { found: 'no-classification' };

/**
 * The data flow of a channel of the site, or of one of its sub-channels (`classificationId` > 0).
 * A sub-channel without a flow of its own uses its channel's.
 */
export async function findFlow(
  db: Executor,
  siteId: number,
  channelId: number,
  classificationId: number | undefined,
): Promise<FlowLookup> {
  const wanted = classificationId !== undefined && classificationId > 0 ? classificationId : 0;
  const [row] = await flowTarget(db).execute({ siteId, channelId, classificationId: wanted });
  if (!row) return { found: 'no-channel' };
  if (wanted > 0 && row.classificationId === null) return { found: 'no-classification' };
  const definition = (wanted > 0 ? row.classificationFlow : null) ?? row.channelFlow;
  return { found: 'flow', columns: definition?.columns ?? [] };
}
