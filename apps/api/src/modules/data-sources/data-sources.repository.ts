import type { DataSource } from '@feedline/contracts';
import { preparedQuery, schema, type Executor } from '@feedline/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const { dataSources } = schema;

const sourcesOfSite = preparedQuery((db) =>
  db
    .select({
      id: dataSources.id,
      name: dataSources.name,
      kind: dataSources.kind,
      url: dataSources.url,
      shared: dataSources.shared,
      itemCount: dataSources.itemCount,
      lastImportAt: dataSources.lastImportAt,
    })
    .from(dataSources)
    .where(eq(dataSources.siteId, sql.placeholder('siteId')))
    .orderBy(asc(dataSources.id))
    .prepare('list_data_sources_of_site'),
);

// Asked by every page of the data view: an index probe, prepared.
const sharedSourceOfSite = preparedQuery((db) =>
  db
    .select({ id: dataSources.id })
    .from(dataSources)
    .where(and(eq(dataSources.siteId, sql.placeholder('siteId')), eq(dataSources.shared, true)))
    .limit(1)
    .prepare('find_shared_data_source_of_site'),
);

/** The data sources of a site, oldest first. */
export async function listDataSources(db: Executor, siteId: number): Promise<DataSource[]> {
  const rows = await sourcesOfSite(db).execute({ siteId });
  return rows.map((row) => ({ ...row, lastImportAt: row.lastImportAt?.toISOString() ?? null }));
}

/** Whether the site reads one of the organisation's shared data sources (its shared settings). */
export async function hasSharedDataSource(db: Executor, siteId: number): Promise<boolean> {
  return (await sharedSourceOfSite(db).execute({ siteId })).length > 0;
}

/** Shared settings as the data map and the data-flow overview report them. */
export const hasSharedSettings = (sources: readonly Pick<DataSource, 'shared'>[]) =>
  sources.some((source) => source.shared);
