import type { Db } from '@feedline/db';
import {
  FeedError,
  readFeed,
  type FeedFormat,
  type FeedItem,
  type FeedOptions,
  type FeedSource,
  type FeedSummary,
} from '@feedline/feeds';
import { FetchProblem, safeFetch, type SafeFetchOptions } from '../../lib/safe-fetch';
import { readStoredFile } from '../files/stored-files';
import { finishRun, insertProblems, type FeedRunRow } from '../runs/runs.service';
import { TransientRunFailure } from '../runs/runs.queue';
import {
  discardStaging,
  listImportSources,
  recordSourceImported,
  replaceSiteItems,
  stageItems,
} from './imports.repository';

/** Items are staged in batches of this many rows: memory stays flat whatever the file's size. */
const STAGE_BATCH = 1_000;
/** A large source reports its progress to the live log every this many items. */
const PROGRESS_EVERY = 25_000;

/** Fetch problems that may pass by themselves: the run is tried again later. */
const TRANSIENT_FETCH_PROBLEMS = new Set(['dns', 'timeout', 'connection']);

type ImportSource = Awaited<ReturnType<typeof listImportSources>>[number];

export interface ImportDeps {
  db: Db;
  fetch: SafeFetchOptions;
  /** The live log of the site (what the drawer shows). */
  log: (line: { type: 'info' | 'success' | 'warning' | 'error'; message: string }) => Promise<void>;
  /** Records progress; throws once a user cancelled the run. Called between batches. */
  checkpoint?: (progress?: { rowsRead: number }) => Promise<void>;
}

export interface ImportOutcome {
  status: 'succeeded' | 'failed';
  rowsRead: number;
  itemsWritten: number;
  itemsSkipped: number;
  problemCount: number;
  error: string | null;
}

/** The reader's format of a source: its own, else the one its kind implies. */
export function formatOf(source: Pick<ImportSource, 'format' | 'kind'>): FeedFormat | undefined {
  if (source.format) return source.format as FeedFormat;
  return ({ csv: 'csv', xml: 'xml-google', json: 'json' } as Record<string, FeedFormat>)[
    source.kind
  ];
}

/** The reader's options from a source's stored choices (anything absent is detected). */
export function readerOptions(options: Record<string, string | boolean>, format: FeedFormat) {
  const text = (name: string) => (typeof options[name] === 'string' ? options[name] : undefined);
  return {
    format,
    // A CSV's delimiter is detected unless chosen (shops export with , ; | or tabs).
    ...(text('delimiter') || format === 'csv' ? { delimiter: text('delimiter') ?? 'auto' } : {}),
    ...(text('encoding') ? { encoding: text('encoding') } : {}),
    ...(text('itemPath') ? { itemPath: text('itemPath') } : {}),
    ...(text('idField') ? { idField: text('idField') } : {}),
    ...(typeof options.hasHeader === 'boolean' ? { hasHeader: options.hasHeader } : {}),
  } satisfies FeedOptions;
}

/** The bytes of a source: its uploaded file, or its URL fetched safely. */
export async function openSource(
  deps: Pick<ImportDeps, 'db' | 'fetch'>,
  source: { url: string | null; fileId: number | null },
): Promise<FeedSource> {
  if (source.fileId !== null) return readStoredFile(deps.db, source.fileId);
  if (source.url) return (await safeFetch(source.url, deps.fetch)).body;
  throw new FeedError('empty', 'The source has neither a URL nor a file');
}

/** Reads one source into the run's staging set, a batch at a time. */
async function stageSource(
  deps: ImportDeps,
  runId: number,
  source: ImportSource,
  readBefore: number,
): Promise<FeedSummary> {
  const format = formatOf(source);
  if (!format) {
    throw new FeedError('not-csv', 'This kind of source cannot be imported; choose its format');
  }
  const body = await openSource(deps, source);
  let batch: FeedItem[] = [];
  let staged = 0;
  const flush = async () => {
    const items = batch;
    batch = [];
    await deps.checkpoint?.({ rowsRead: readBefore + staged });
    await stageItems(deps.db, runId, items);
    staged += items.length;
    if (items.length > 0 && staged % PROGRESS_EVERY === 0) {
      await deps.log({ type: 'info', message: `${source.name}: ${staged} items read so far` });
    }
  };
  const summary = await readFeed(body, readerOptions(source.options, format), async (item) => {
    batch.push(item);
    if (batch.length >= STAGE_BATCH) await flush();
  });
  await flush();
  await insertProblems(deps.db, runId, source.id, summary.problemsKept);
  return summary;
}

/**
 * What a whole-source failure says in the run and the live log; a problem that may pass throws
 * TransientRunFailure (the run is tried again), anything unexpected is thrown as it is.
 */
function failureMessage(source: ImportSource, error: unknown): string {
  if (error instanceof FetchProblem && TRANSIENT_FETCH_PROBLEMS.has(error.code)) {
    throw new TransientRunFailure(`${source.name}: ${error.message}`);
  }
  if (error instanceof FetchProblem || error instanceof FeedError) {
    return `${source.name}: ${error.message}`;
  }
  throw error;
}

/**
 * Imports every source of the run's site and replaces the site's items with the merged set in
 * one transaction. A source that cannot be fetched or read fails the run and changes nothing;
 * rows with problems are left out and kept for the error log.
 */
export async function runImport(
  deps: ImportDeps,
  run: Pick<FeedRunRow, 'id' | 'siteId' | 'kind'>,
): Promise<ImportOutcome> {
  const totals = { rowsRead: 0, itemsSkipped: 0, problemCount: 0 };
  const imported: { source: ImportSource; items: number }[] = [];
  let failure: string | null = null;
  await deps.log({ type: 'info', message: 'Import started' });
  const sources = await listImportSources(deps.db, run.siteId);
  if (sources.length === 0) failure = 'The site has no data source to import from';
  for (const source of failure ? [] : sources) {
    try {
      const summary = await stageSource(deps, run.id, source, totals.rowsRead);
      totals.rowsRead += summary.rows;
      totals.itemsSkipped += summary.rows - summary.items;
      totals.problemCount += summary.problems;
      imported.push({ source, items: summary.items });
      await deps.log({
        type: summary.problems > 0 ? 'warning' : 'info',
        message: `${source.name}: ${summary.items} items read, ${summary.problems} rows with problems`,
      });
    } catch (error) {
      failure = failureMessage(source, error);
      break;
    }
  }
  if (failure !== null) {
    const outcome: ImportOutcome = { status: 'failed', itemsWritten: 0, ...totals, error: failure };
    await deps.db.transaction(async (tx) => {
      await discardStaging(tx, run.id);
      await finishRun(tx, run, outcome);
    });
    await deps.log({ type: 'error', message: `Import failed: ${failure}` });
    return outcome;
  }
  await deps.checkpoint?.({ rowsRead: totals.rowsRead });
  const itemsWritten = await deps.db.transaction(async (tx) => {
    const written = await replaceSiteItems(tx, run.siteId, run.id);
    const at = new Date();
    for (const entry of imported) await recordSourceImported(tx, entry.source.id, entry.items, at);
    await finishRun(tx, run, { status: 'succeeded', itemsWritten: written, ...totals });
    return written;
  });
  await deps.log({
    type: totals.problemCount > 0 ? 'warning' : 'success',
    message: `Import finished: ${itemsWritten} items, ${totals.itemsSkipped} rows left out`,
  });
  return { status: 'succeeded', itemsWritten, ...totals, error: null };
}
