import type {
  DataSource,
  DataSourceChange,
  DataSourceKind,
  FeedTestRequest,
  FeedTestResult,
  ImportFormat,
  ImportOptions,
  NewDataSource,
  UploadedFile,
} from '@feedline/contracts';
import { MAX_UPLOAD_BYTES } from '@feedline/contracts';
import { detectFormat, FeedError, readFeed, type FeedItem } from '@feedline/feeds';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error';
import { FetchProblem } from '../../lib/safe-fetch';
import type { SiteAccess } from '../access/access.scope';
import { insertAuditEvent } from '../activity/activity.service';
import {
  FileTooLarge,
  findStoredFile,
  readStoredFile,
  writeStoredFile,
} from '../files/stored-files';
import { openSource, readerOptions } from '../imports/import-runner';
import {
  deleteDataSource,
  findDataSource,
  insertDataSource,
  updateDataSource,
  type DataSourceValues,
} from './data-sources.repository';

/** Items a connection test reads and shows. */
const TEST_SAMPLE_ITEMS = 5;
/** A connection test gives up after this long. */
const TEST_TIMEOUT_MS = 20_000;

/** The kind a format belongs to (what the data map and the lists show). */
const KIND_OF_FORMAT: Record<ImportFormat, DataSourceKind> = {
  csv: 'csv',
  tsv: 'csv',
  'xml-google': 'xml',
  'xml-generic': 'xml',
  jsonl: 'json',
  json: 'json',
};

const fileNotFound = () =>
  new HttpError(400, 'bad-request', 'The uploaded file was not found; upload it again', {
    key: 'file-not-found',
  });

async function requireSource(app: FastifyInstance, siteId: number, sourceId: number) {
  const source = await findDataSource(app.db, siteId, sourceId);
  if (!source) throw notFound('Data source');
  return source;
}

/** The uploaded file named by a request must be complete and of the site's organisation. */
async function requireFile(app: FastifyInstance, site: SiteAccess, fileId: number) {
  const file = await findStoredFile(app.db, site.account.id, fileId);
  if (!file) throw fileNotFound();
  return file;
}

/** The format a source is read in: the one chosen, else what its name and first bytes say. */
async function resolveFormat(
  app: FastifyInstance,
  site: SiteAccess,
  input: { url?: string | undefined; fileId?: number | undefined; format?: ImportFormat | null },
): Promise<ImportFormat> {
  if (input.format) return input.format;
  if (input.fileId !== undefined) {
    const file = await requireFile(app, site, input.fileId);
    const head = await firstChunk(readStoredFile(app.db, file.id));
    const detected = detectFormat({ fileName: file.name, contentType: file.contentType, head });
    if (detected) return detected;
  } else if (input.url !== undefined) {
    const path = new URL(input.url).pathname;
    const detected = detectFormat({ fileName: path, head: new Uint8Array() });
    if (detected) return detected;
  }
  throw new HttpError(400, 'bad-request', 'Choose the format of the feed', {
    key: 'format-unknown',
  });
}

async function firstChunk(chunks: AsyncGenerator<Uint8Array>): Promise<Uint8Array> {
  const first = await chunks.next();
  await chunks.return(undefined);
  return first.done ? new Uint8Array() : first.value.subarray(0, 64 * 1024);
}

function auditOf(
  site: SiteAccess,
  userId: number,
  action: string,
  source: { id: number; name: string },
) {
  return {
    accountId: site.account.id,
    siteId: site.id,
    userId,
    action,
    targetType: 'data-source',
    targetId: String(source.id),
    data: { name: source.name },
  };
}

export async function createDataSource(
  app: FastifyInstance,
  site: SiteAccess,
  input: NewDataSource & { options: ImportOptions },
  userId: number,
): Promise<DataSource> {
  if (input.fileId !== undefined) await requireFile(app, site, input.fileId);
  const format = await resolveFormat(app, site, input);
  const values: DataSourceValues = {
    name: input.name,
    kind: KIND_OF_FORMAT[format],
    url: input.url ?? null,
    fileId: input.fileId ?? null,
    format,
    options: input.options,
  };
  const id = await app.db.transaction(async (tx) => {
    const created = await insertDataSource(tx, site.id, values);
    await insertAuditEvent(
      tx,
      auditOf(site, userId, 'data-source.created', { id: created, name: input.name }),
    );
    return created;
  });
  return requireSource(app, site.id, id);
}

export async function changeDataSource(
  app: FastifyInstance,
  site: SiteAccess,
  sourceId: number,
  change: DataSourceChange,
  userId: number,
): Promise<DataSource> {
  const source = await requireSource(app, site.id, sourceId);
  if (change.fileId !== undefined) await requireFile(app, site, change.fileId);
  const values: Partial<DataSourceValues> = {};
  if (change.name !== undefined) values.name = change.name;
  if (change.url !== undefined) Object.assign(values, { url: change.url, fileId: null });
  if (change.fileId !== undefined) Object.assign(values, { fileId: change.fileId, url: null });
  if (change.options !== undefined) values.options = change.options;
  if (change.format !== undefined) {
    const format =
      change.format ??
      (await resolveFormat(app, site, {
        url: change.url ?? source.url ?? undefined,
        fileId: change.fileId ?? source.file?.id,
      }));
    Object.assign(values, { format, kind: KIND_OF_FORMAT[format] });
  }
  await app.db.transaction(async (tx) => {
    await updateDataSource(tx, source.id, values);
    await insertAuditEvent(tx, {
      ...auditOf(site, userId, 'data-source.changed', {
        id: source.id,
        name: values.name ?? source.name,
      }),
      data: { name: values.name ?? source.name, changed: Object.keys(change) },
    });
  });
  return requireSource(app, site.id, source.id);
}

/** Deletes a source; its uploaded file goes with the next clean-up of unused files. */
export async function removeDataSource(
  app: FastifyInstance,
  site: SiteAccess,
  sourceId: number,
  userId: number,
): Promise<void> {
  const source = await requireSource(app, site.id, sourceId);
  await app.db.transaction(async (tx) => {
    await deleteDataSource(tx, source.id);
    await insertAuditEvent(tx, auditOf(site, userId, 'data-source.deleted', source));
  });
}

/** The data-sources module's public face for other modules: they ask it, never its repository. */
export { hasSharedDataSource, hasSharedSettings, listDataSources } from './data-sources.repository';

/**
 * Stores an upload of the organisation a chunk at a time (never whole in memory). 413
 * `file-too-large` beyond MAX_UPLOAD_BYTES, 400 `file-empty` for no bytes.
 */
export async function storeUpload(
  app: FastifyInstance,
  site: SiteAccess,
  upload: {
    name: string;
    contentType: string;
    declaredSize?: number;
    body: AsyncIterable<Uint8Array>;
  },
  userId: number,
): Promise<UploadedFile> {
  const tooLarge = () =>
    new HttpError(
      413,
      'bad-request',
      `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
      {
        key: 'file-too-large',
      },
    );
  if (upload.declaredSize !== undefined && upload.declaredSize > MAX_UPLOAD_BYTES) throw tooLarge();
  let file;
  try {
    file = await writeStoredFile(
      app.db,
      {
        accountId: site.account.id,
        name: upload.name,
        contentType: upload.contentType,
        createdBy: userId,
      },
      upload.body,
      { maxBytes: MAX_UPLOAD_BYTES },
    );
  } catch (error) {
    if (error instanceof FileTooLarge) throw tooLarge();
    throw error;
  }
  if (file.size === 0) {
    throw new HttpError(400, 'bad-request', 'The file is empty', { key: 'file-empty' });
  }
  const head = await firstChunk(readStoredFile(app.db, file.id));
  const detected = detectFormat({ fileName: file.name, contentType: file.contentType, head });
  return { id: file.id, name: file.name, size: file.size, detectedFormat: detected ?? null };
}

/**
 * Reads the first items of a feed (a URL, or an uploaded file) as an import would: the format,
 * encoding, fields and a sample, or why it cannot be read. Nothing is stored.
 */
export async function testFeed(
  app: FastifyInstance,
  site: SiteAccess,
  request: FeedTestRequest & { options: ImportOptions },
): Promise<FeedTestResult> {
  const signal = AbortSignal.timeout(TEST_TIMEOUT_MS);
  try {
    const format = await resolveFormat(app, site, request);
    const body = await openSource(
      {
        db: app.db,
        fetch: {
          allowPrivateNetworks: app.config.feeds.allowPrivateNetworks,
          signal,
          totalTimeoutMs: TEST_TIMEOUT_MS,
        },
      },
      { url: request.url ?? null, fileId: request.fileId ?? null },
    );
    const sample: FeedItem['data'][] = [];
    const summary = await readFeed(
      body,
      {
        ...readerOptions(request.options as Record<string, string | boolean>, format),
        previewItems: TEST_SAMPLE_ITEMS,
      },
      (item) => {
        sample.push(item.data);
      },
    );
    return {
      ok: true,
      format,
      encoding: summary.encoding,
      fields: summary.fields,
      sample,
      problems: summary.problemsKept.map(({ row, code, message }) => ({ row, code, message })),
    };
  } catch (error) {
    if (error instanceof FetchProblem || error instanceof FeedError) {
      return { ok: false, code: error.code, message: error.message };
    }
    if (error instanceof HttpError && error.extra.key === 'format-unknown') {
      return { ok: false, code: 'format-unknown', message: error.message };
    }
    throw error;
  }
}
