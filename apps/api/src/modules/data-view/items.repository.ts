import { preparedQuery, schema, type Executor, type DataFlowColumn } from '@feedline/db';
import { FILTER_NUMBER, filterNumber, type ItemFilter, type ItemSort } from '@feedline/contracts';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StoredItem } from './item-stages';
import { containing } from '../../lib/like-pattern';

const { siteItems, channels, classifications, dataFlows, feedRuns, feedRunProblems } = schema;

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

/** What narrows and orders a site's items beyond the plain list (issue 12). */
export interface ItemsCriteria {
  search?: string | undefined;
  filters: readonly ItemFilter[];
  sort?: ItemSort | undefined;
}

export const hasCriteria = (criteria: ItemsCriteria) =>
  Boolean(criteria.search) || criteria.filters.length > 0 || criteria.sort !== undefined;

/** A field of an item as text, as imported (`data->>'field'`). */
const fieldText = (field: string) => sql`(${siteItems.data} ->> ${field})`;

/**
 * A field as a number: its leading number ("45.23 EUR", "12,5"); null when it does not start
 * with one. Lets `gt`/`lt` and sorting compare prices and stock as numbers, not as text.
 */
const fieldNumber = (field: string) =>
  sql`(substring(replace(${fieldText(field)}, ',', '.') from '^\s*(-?[0-9]+(?:\.[0-9]+)?)'))::numeric`;

function filterCondition(filter: ItemFilter): SQL {
  const text = fieldText(filter.field);
  switch (filter.op) {
    case 'empty':
      return sql`coalesce(btrim(${text}), '') = ''`;
    case 'notEmpty':
      return sql`coalesce(btrim(${text}), '') <> ''`;
    case 'eq':
      return sql`lower(${text}) = lower(${filter.value ?? ''})`;
    case 'contains':
      return sql`${text} ilike ${containing(filter.value ?? '')}`;
    case 'gt':
      return sql`${fieldNumber(filter.field)} > ${filterNumber(filter.value ?? '')}`;
    case 'lt':
      return sql`${fieldNumber(filter.field)} < ${filterNumber(filter.value ?? '')}`;
  }
}

/**
 * A JSON path that finds `text` in any field's value (never in a field's name), in any case: the
 * text is taken literally (`flag "q"`), and a number also matches a field holding that number.
 * Twice as fast as unnesting every item's fields.
 */
export function searchPath(text: string): string {
  const literal = text
    .replace(/[\\"]/g, '\\$&')
    // eslint-disable-next-line no-control-regex -- control characters are what is escaped here
    .replace(/[\u0000-\u001f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const number = FILTER_NUMBER.test(text) ? ` || @ == ${filterNumber(text)}` : '';
  return `$.* ? (@ like_regex "${literal}" flag "iq"${number})`;
}

/** The items of a site that the criteria keep: every filter holds, a field contains the search. */
function criteriaWhere(siteId: number, criteria: ItemsCriteria) {
  return and(
    eq(siteItems.siteId, siteId),
    criteria.search
      ? sql`${siteItems.data} @? ${searchPath(criteria.search)}::jsonpath`
      : undefined,
    ...criteria.filters.map(filterCondition),
  );
}

/** The order of the criteria: by the sort field (numbers as numbers, empty last), then by id. */
function criteriaOrder(criteria: ItemsCriteria): SQL[] {
  if (!criteria.sort) return [asc(siteItems.id)];
  const { field, direction } = criteria.sort;
  const by = direction === 'desc' ? desc : asc;
  return [
    sql`${fieldNumber(field)} ${direction === 'desc' ? sql`desc` : sql`asc`} nulls last`,
    sql`${fieldText(field)} ${direction === 'desc' ? sql`desc` : sql`asc`} nulls last`,
    by(siteItems.id),
  ];
}

/** A page of the items the criteria keep, in their order, and how many they keep in all. */
export async function findItems(
  db: Executor,
  siteId: number,
  criteria: ItemsCriteria,
  page: { offset: number; limit: number; count: boolean },
): Promise<{ items: StoredItem[]; total: number }> {
  const where = criteriaWhere(siteId, criteria);
  const [items, counted] = await Promise.all([
    db
      .select({ id: siteItems.id, data: siteItems.data })
      .from(siteItems)
      .where(where)
      .orderBy(...criteriaOrder(criteria))
      .offset(page.offset)
      .limit(page.limit),
    page.count ? db.select({ value: count() }).from(siteItems).where(where) : [{ value: -1 }],
  ]);
  return { items, total: counted[0]?.value ?? 0 };
}

/** The ids of every item the criteria keep, in their order (a download reads them in batches). */
export async function findItemIds(
  db: Executor,
  siteId: number,
  criteria: ItemsCriteria,
): Promise<number[]> {
  const rows = await db
    .select({ id: siteItems.id })
    .from(siteItems)
    .where(criteriaWhere(siteId, criteria))
    .orderBy(...criteriaOrder(criteria));
  return rows.map((row) => row.id);
}

/** Every field name the items the criteria keep have (what a download's columns default to). */
export async function listFieldNames(
  db: Executor,
  siteId: number,
  criteria: ItemsCriteria,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: sql<string>`jsonb_object_keys(${siteItems.data})` })
    .from(siteItems)
    .where(criteriaWhere(siteId, criteria));
  return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
}

/** Items by id, in the order of `ids`. */
export async function listItemsByIds(db: Executor, ids: readonly number[]): Promise<StoredItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: siteItems.id, data: siteItems.data })
    .from(siteItems)
    .where(inArray(siteItems.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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

/** One item of a site by its id (undefined when the site has none of that id). */
export async function findItem(db: Executor, siteId: number, itemId: number) {
  const [item] = await db
    .select({ id: siteItems.id, externalId: siteItems.externalId, data: siteItems.data })
    .from(siteItems)
    .where(and(eq(siteItems.id, itemId), eq(siteItems.siteId, siteId)));
  return item;
}

/** Every flow of a site's channels (the channel's own, and each sub-channel's), by name. */
export async function listFlowsOfSite(db: Executor, siteId: number) {
  return db
    .select({
      channelId: channels.id,
      channelName: channels.name,
      classificationId: dataFlows.classificationId,
      classificationName: classifications.name,
      definition: dataFlows.definition,
    })
    .from(dataFlows)
    .innerJoin(channels, eq(channels.id, dataFlows.channelId))
    .leftJoin(classifications, eq(classifications.id, dataFlows.classificationId))
    .where(eq(channels.siteId, siteId))
    .orderBy(asc(channels.name), asc(channels.id), asc(classifications.name));
}

/**
 * The problems the latest run of each kind (the import, each feed's export) of a site found with
 * one item, in run and row order.
 */
export async function listProblemsOfItem(db: Executor, siteId: number, externalId: string) {
  const latest = db
    .select({ runId: sql<number>`max(${feedRuns.id})`.as('latest_run_id') })
    .from(feedRuns)
    .where(and(eq(feedRuns.siteId, siteId), inArray(feedRuns.status, ['succeeded', 'failed'])))
    .groupBy(feedRuns.kind, feedRuns.channelId, feedRuns.classificationId)
    .as('latest');
  return db
    .select({
      runId: feedRuns.id,
      kind: feedRuns.kind,
      channelName: channels.name,
      row: feedRunProblems.row,
      code: feedRunProblems.code,
      field: feedRunProblems.field,
      message: feedRunProblems.message,
    })
    .from(feedRunProblems)
    .innerJoin(latest, eq(latest.runId, feedRunProblems.runId))
    .innerJoin(feedRuns, eq(feedRuns.id, feedRunProblems.runId))
    .leftJoin(channels, eq(channels.id, feedRuns.channelId))
    .where(eq(feedRunProblems.externalId, externalId))
    .orderBy(asc(feedRuns.id), asc(feedRunProblems.row))
    .limit(100);
}
