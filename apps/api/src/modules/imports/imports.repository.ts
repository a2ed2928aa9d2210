import { schema, type Executor } from '@feedline/db';
import type { FeedItem } from '@feedline/feeds';
import { asc, eq, sql } from 'drizzle-orm';

const { dataSources, siteItems, siteItemsStaging, sites } = schema;

/** A site's sources in the order they are merged (later sources fill and override fields). */
export async function listImportSources(db: Executor, siteId: number) {
  return db
    .select({
      id: dataSources.id,
      name: dataSources.name,
      kind: dataSources.kind,
      url: dataSources.url,
      fileId: dataSources.fileId,
      format: dataSources.format,
      options: dataSources.options,
    })
    .from(dataSources)
    .where(eq(dataSources.siteId, siteId))
    .orderBy(asc(dataSources.id));
}

/** Adds items to the run's staging set; an id seen before (another source) merges its fields. */
export async function stageItems(db: Executor, runId: number, items: readonly FeedItem[]) {
  if (items.length === 0) return;
  await db
    .insert(siteItemsStaging)
    .values(items.map((item) => ({ runId, externalId: item.externalId, data: item.data })))
    .onConflictDoUpdate({
      target: [siteItemsStaging.runId, siteItemsStaging.externalId],
      set: { data: sql`${siteItemsStaging.data} || excluded.data` },
    });
}

/**
 * Replaces the site's items with the run's staged set, inside the caller's transaction: readers
 * see the old items until it commits, and a failure leaves them as they were.
 */
export async function replaceSiteItems(db: Executor, siteId: number, runId: number) {
  await db.delete(siteItems).where(eq(siteItems.siteId, siteId));
  const inserted = await db.execute(sql`
    insert into ${siteItems} (site_id, external_id, data)
    select ${siteId}, external_id, data from ${siteItemsStaging}
    where run_id = ${runId} order by external_id`);
  await db.delete(siteItemsStaging).where(eq(siteItemsStaging.runId, runId));
  return Number(
    (inserted as { affectedRows?: number; rowCount?: number }).affectedRows ??
      (inserted as { rowCount?: number }).rowCount ??
      0,
  );
}

export async function discardStaging(db: Executor, runId: number) {
  await db.delete(siteItemsStaging).where(eq(siteItemsStaging.runId, runId));
}

export async function recordSourceImported(
  db: Executor,
  dataSourceId: number,
  itemCount: number,
  at: Date,
) {
  await db
    .update(dataSources)
    .set({ itemCount, lastImportAt: at })
    .where(eq(dataSources.id, dataSourceId));
}

/** The site shows an import as running from the moment it is queued. */
export async function markSiteImporting(db: Executor, siteId: number) {
  await db.update(sites).set({ importStatus: 'running' }).where(eq(sites.id, siteId));
}
