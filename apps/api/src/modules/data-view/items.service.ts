import type { ItemDetail, ItemsPage, ItemsQuery } from '@feedline/contracts';
import type { Db } from '@feedline/db';
import { notFound } from '../../lib/http-error';
import { hasSharedDataSource } from '../data-sources/data-sources.service';
import {
  channelStage,
  importStage,
  intermediateStage,
  ROW_ID,
  type StageView,
} from './item-stages';
import {
  countItems,
  findFlow,
  findItem,
  findItems,
  hasCriteria,
  listFlowsOfSite,
  listItems,
  listProblemsOfItem,
  type ItemsCriteria,
} from './items.repository';

/** Ids beyond PostgreSQL's integer never name a row; asking would only fail. */
const MAX_ID = 2_147_483_647;

/** The flow a channel-stage page is shown through: 404 for a channel or sub-channel not of the site. */
export async function channelFlowOf(
  db: Db,
  siteId: number,
  query: Pick<ItemsQuery, 'stageId' | 'classificationId'>,
) {
  const channelId = query.stageId ?? 0;
  const classificationId = query.classificationId ?? 0;
  if (channelId > MAX_ID) throw notFound('Channel');
  if (classificationId > MAX_ID) throw notFound('Sub-channel');
  const flow = await findFlow(db, siteId, channelId, classificationId);
  if (flow.found === 'no-channel') throw notFound('Channel');
  if (flow.found === 'no-classification') throw notFound('Sub-channel');
  return flow.columns;
}

/**
 * One page of a site's items at a stage of the data view. The query has been checked already
 * (a channel stage always names its channel).
 */
export async function findItemsPage(db: Db, siteId: number, query: ItemsQuery): Promise<ItemsPage> {
  const flow = query.stage === 'channel' ? await channelFlowOf(db, siteId, query) : undefined;
  const criteria: ItemsCriteria = { search: query.search, filters: query.filter, sort: query.sort };
  const [{ items, totalCount }, hasSharedSettings] = await Promise.all([
    hasCriteria(criteria)
      ? findItems(db, siteId, criteria, {
          offset: query.offset,
          limit: query.limit,
          count: query.count !== 'none',
        }).then(({ items, total }) => ({ items, totalCount: total }))
      : Promise.all([
          listItems(db, siteId, query.offset, query.limit),
          query.count === 'none' ? -1 : countItems(db, siteId),
        ]).then(([items, totalCount]) => ({ items, totalCount })),
    hasSharedDataSource(db, siteId),
  ]);
  let view: StageView;
  if (flow) view = channelStage(items, flow);
  else view = query.stage === 'intermediate' ? intermediateStage(items) : importStage(items);
  return {
    stage: query.stage,
    columns: view.columns,
    rows: view.rows,
    totalCount,
    offset: query.offset,
    limit: query.limit,
    hasSharedSettings,
  };
}

/** One item of the site at every stage, with the problems its latest runs found (404 if none). */
export async function findItemDetail(db: Db, siteId: number, itemId: number): Promise<ItemDetail> {
  const item = itemId > MAX_ID ? undefined : await findItem(db, siteId, itemId);
  if (!item) throw notFound('Item');
  const [flows, problems] = await Promise.all([
    listFlowsOfSite(db, siteId),
    listProblemsOfItem(db, siteId, item.externalId),
  ]);
  const stored = [{ id: item.id, data: item.data }];
  const fieldsOf = (view: StageView) => {
    const { [ROW_ID]: _id, ...fields } = view.rows[0] ?? {};
    return fields;
  };
  return {
    id: item.id,
    externalId: item.externalId,
    import: fieldsOf(importStage(stored)),
    intermediate: fieldsOf(intermediateStage(stored)),
    channels: flows.map((flow) => {
      const view = channelStage(stored, flow.definition.columns);
      return {
        channelId: flow.channelId,
        classificationId: flow.classificationId,
        name: flow.classificationName
          ? `${flow.channelName} › ${flow.classificationName}`
          : flow.channelName,
        columns: view.columns,
        fields: fieldsOf(view),
      };
    }),
    problems,
  };
}

export { countItems } from './items.repository';
export { intermediateFieldsOf } from './item-rules';
