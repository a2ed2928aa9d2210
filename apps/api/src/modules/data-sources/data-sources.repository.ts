import type { DataSource, DataSourceKind, ImportFormat, ImportOptions } from '@feedline/contracts';
import { preparedQuery, schema, type Executor } from '@feedline/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const { dataSources, storedFiles } = schema;

const sourcesOfSite = preparedQuery((db) =>
  db
    .select({
      id: dataSources.id,
      name: dataSources.name,
      kind: dataSources.kind,
      url: dataSources.url,
      format: dataSources.format,
      options: dataSources.options,
      fileId: storedFiles.id,
      fileName: storedFiles.name,
      fileSize: storedFiles.size,
      shared: dataSources.shared,
      itemCount: dataSources.itemCount,
      lastImportAt: dataSources.lastImportAt,
    })
    .from(dataSources)
    .leftJoin(storedFiles, eq(storedFiles.id, dataSources.fileId))
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

type SourceRow = Awaited<ReturnType<ReturnType<typeof sourcesOfSite>['execute']>>[number];

function toDataSource(row: SourceRow): DataSource {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    url: row.url,
    file:
      row.fileId === null
        ? null
        : { id: row.fileId, name: row.fileName ?? '', size: Number(row.fileSize ?? 0) },
    format: (row.format as ImportFormat | null) ?? null,
    options: row.options as ImportOptions,
    shared: row.shared,
    itemCount: row.itemCount,
    lastImportAt: row.lastImportAt?.toISOString() ?? null,
  };
}

/** The data sources of a site, oldest first (the order an import merges them in). */
export async function listDataSources(db: Executor, siteId: number): Promise<DataSource[]> {
  return (await sourcesOfSite(db).execute({ siteId })).map(toDataSource);
}

export async function findDataSource(
  db: Executor,
  siteId: number,
  sourceId: number,
): Promise<DataSource | undefined> {
  return (await listDataSources(db, siteId)).find((source) => source.id === sourceId);
}

/** Whether the site reads one of the organisation's shared data sources (its shared settings). */
export async function hasSharedDataSource(db: Executor, siteId: number): Promise<boolean> {
  return (await sharedSourceOfSite(db).execute({ siteId })).length > 0;
}

/** Shared settings as the data map and the data-flow overview report them. */
export const hasSharedSettings = (sources: readonly Pick<DataSource, 'shared'>[]) =>
  sources.some((source) => source.shared);

export interface DataSourceValues {
  name: string;
  kind: DataSourceKind;
  url: string | null;
  fileId: number | null;
  format: ImportFormat | null;
  options: ImportOptions;
}

export async function insertDataSource(db: Executor, siteId: number, values: DataSourceValues) {
  const [row] = await db
    .insert(dataSources)
    .values({ siteId, ...values, options: values.options as Record<string, string | boolean> })
    .returning({ id: dataSources.id });
  return row!.id;
}

export async function updateDataSource(
  db: Executor,
  sourceId: number,
  values: Partial<DataSourceValues>,
) {
  const { options, ...rest } = values;
  await db
    .update(dataSources)
    .set({
      ...rest,
      ...(options ? { options: options as Record<string, string | boolean> } : {}),
      updatedAt: new Date(),
    })
    .where(eq(dataSources.id, sourceId));
}

export async function deleteDataSource(db: Executor, sourceId: number) {
  await db.delete(dataSources).where(eq(dataSources.id, sourceId));
}
