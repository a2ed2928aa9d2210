import type { RunFailure, RunFailureReason } from '@feedline/contracts/log-messages';
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
import { TransientRunFailure, type RunContext } from '../runs/runs.queue';
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
  log: RunContext['log'];
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

/** A source the import cannot read for a reason of its own, whatever its file holds. */
class SourceProblem extends Error {
  override readonly name = 'SourceProblem';
  constructor(
    readonly reason: RunFailureReason,
    message: string,
  ) {
    super(message);
  }
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
    throw new SourceProblem(
      'source-format',
      'This kind of source cannot be imported; choose its format',
    );
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
      await deps.log({
        type: 'info',
        key: 'import.progress',
        params: { source: source.name, count: staged },
      });
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

interface ImportFailure {
  /** What the run's error says. */
  text: string;
  /** What the log line says, in the reader's language. */
  failure: RunFailure;
}

/** A failure of a source as its code: a reader's or a fetch's, or the source's own. */
function sourceFailure(source: ImportSource, error: unknown): RunFailure | undefined {
  const of = { source: source.name, detail: (error as Error).message };
  if (error instanceof FetchProblem) {
    return {
      reason: `fetch.${error.code}`,
      ...of,
      ...(error.status === undefined ? {} : { status: error.status }),
    };
  }
  if (error instanceof FeedError) return { reason: `feed.${error.code}`, ...of };
  if (error instanceof SourceProblem) return { reason: error.reason, source: source.name };
  return undefined;
}

/**
 * What a whole-source failure says in the run and the live log; a problem that may pass throws
 * TransientRunFailure (the run is tried again), anything unexpected is thrown as it is.
 */
function failureOf(source: ImportSource, error: unknown): ImportFailure {
  const failure = sourceFailure(source, error);
  if (!failure) throw error;
  const text = `${source.name}: ${(error as Error).message}`;
  if (error instanceof FetchProblem && TRANSIENT_FETCH_PROBLEMS.has(error.code)) {
    throw new TransientRunFailure(text, failure);
  }
  return { text, failure };
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
  let failure: ImportFailure | null = null;
  await deps.log({ type: 'info', key: 'import.started', params: {} });
  const sources = await listImportSources(deps.db, run.siteId);
  if (sources.length === 0) {
    failure = {
      text: 'The site has no data source to import from',
      failure: { reason: 'no-sources' },
    };
  }
  for (const source of failure ? [] : sources) {
    try {
      const summary = await stageSource(deps, run.id, source, totals.rowsRead);
      totals.rowsRead += summary.rows;
      totals.itemsSkipped += summary.rows - summary.items;
      totals.problemCount += summary.problems;
      imported.push({ source, items: summary.items });
      await deps.log({
        type: summary.problems > 0 ? 'warning' : 'info',
        key: 'import.source-read',
        params: { source: source.name, items: summary.items, problems: summary.problems },
      });
    } catch (error) {
      failure = failureOf(source, error);
      break;
    }
  }
  if (failure !== null) {
    const outcome: ImportOutcome = {
      status: 'failed',
      itemsWritten: 0,
      ...totals,
      error: failure.text,
    };
    await deps.db.transaction(async (tx) => {
      await discardStaging(tx, run.id);
      await finishRun(tx, run, outcome);
    });
    await deps.log({ type: 'error', key: 'import.failed', params: failure.failure });
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
    key: 'import.finished',
    params: { items: itemsWritten, skipped: totals.itemsSkipped },
  });
  return { status: 'succeeded', itemsWritten, ...totals, error: null };
}
