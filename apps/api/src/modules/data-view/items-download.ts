import type { ItemsDownloadQuery } from '@feedline/contracts';
import type { Db } from '@feedline/db';
import { writeFeed, writeXlsx, type FeedRow } from '@feedline/feeds';
import { applySiteRules } from './item-rules';
import { channelStage, columnsOf, importStage, intermediateStage, ROW_ID } from './item-stages';
import {
  findItemIds,
  listFieldNames,
  listItemsByIds,
  type ItemsCriteria,
} from './items.repository';
import { channelFlowOf } from './items.service';

/** Items read per query while a download is written: memory holds one batch, not the file. */
const DOWNLOAD_BATCH = 1_000;

const MEDIA = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
} as const;

export interface ItemsDownload {
  fileName: string;
  contentType: string;
  /** How many items the file holds. */
  total: number;
  body: AsyncGenerator<Uint8Array>;
}

/** A file name that says what the file is: site, stage and day, safe in any header. */
function fileNameOf(siteName: string, query: ItemsDownloadQuery) {
  const site = siteName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'site';
  const day = new Date().toISOString().slice(0, 10);
  return `${site}-${query.stage}-${day}.${MEDIA[query.format].extension}`;
}

/**
 * The data view's current view as a file: every item the filters, search and sort keep (not only
 * the page on screen), at the view's stage, in the chosen columns. The ids are read first (a
 * number each), then the items a batch at a time as the file is written, so memory does not grow
 * with the site.
 */
export async function downloadItems(
  db: Db,
  site: { id: number; name: string },
  query: ItemsDownloadQuery,
): Promise<ItemsDownload> {
  const flow = query.stage === 'channel' ? await channelFlowOf(db, site.id, query) : undefined;
  const criteria: ItemsCriteria = { search: query.search, filters: query.filter, sort: query.sort };
  const ids = await findItemIds(db, site.id, criteria);
  let columns = query.columns;
  if (!columns) {
    if (flow) columns = flow.map((column) => column.name).filter((name) => name !== ROW_ID);
    else {
      const names = await listFieldNames(db, site.id, criteria);
      const fields = Object.fromEntries(names.map((name) => [name, '']));
      columns = columnsOf([query.stage === 'intermediate' ? applySiteRules(fields) : fields]);
    }
  }
  const view = (items: Parameters<typeof importStage>[0]) => {
    if (flow) return channelStage(items, flow);
    return query.stage === 'intermediate' ? intermediateStage(items) : importStage(items);
  };
  async function* rows(): AsyncGenerator<FeedRow> {
    for (let start = 0; start < ids.length; start += DOWNLOAD_BATCH) {
      const items = await listItemsByIds(db, ids.slice(start, start + DOWNLOAD_BATCH));
      yield* view(items).rows;
    }
  }
  const body =
    query.format === 'xlsx' ? writeXlsx(columns, rows()) : writeFeed('csv', columns, rows());
  return {
    fileName: fileNameOf(site.name, query),
    contentType: MEDIA[query.format].contentType,
    total: ids.length,
    body,
  };
}
