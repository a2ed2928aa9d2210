import type { ExportFormat } from '@feedline/contracts';
import type { RunFailure } from '@feedline/contracts/log-messages';
import { evaluateFlow, type FlowColumn } from '@feedline/data-flow';
import type { Db } from '@feedline/db';
import { OUTPUT_MEDIA, isOutputFormat, writeFeed, type FeedRow } from '@feedline/feeds';
import type { FastifyInstance } from 'fastify';
import { findFlow } from '../data-flows/data-flows.service';
import { applySiteRules } from '../data-view/item-rules';
import { deleteStoredFile, writeStoredFile, type StoredFile } from '../files/stored-files';
import { finishRun, insertProblems, type NewRunProblem } from '../runs/runs.service';
import { runEndLine, type RunContext } from '../runs/runs.queue';
import { flowProblem, judgeItem, NO_FLOW, outputColumns } from './export-rules';
import {
  findExportTarget,
  findFeedForUpdate,
  listItemBatch,
  listUnpublishedRunFiles,
  runFileName,
  savePublishedFeed,
} from './exports.repository';

/** Items read per query: memory stays flat whatever the number of the site's items. */
const ITEM_BATCH = 1_000;
/** Problems kept per run for the error log; more are counted. */
const MAX_PROBLEMS_KEPT = 10_000;

type ExportRun = RunContext['run'];
type ExportTarget = NonNullable<Awaited<ReturnType<typeof findExportTarget>>>;

/** What a run counts (see feedRunSchema). */
interface Tally {
  rowsRead: number;
  itemsWritten: number;
  itemsSkipped: number;
  problemCount: number;
  problemsKept: number;
}

/** The run was ended by someone else meanwhile (the reconciler): its feed is not published. */
class RunEndedElsewhere extends Error {
  override readonly name = 'RunEndedElsewhere';
}

/** "Google Shopping NL" or "Google Shopping NL › Shoes": how the log names a feed. */
export const feedLabel = (channelName: string, classificationName: string | null | undefined) =>
  classificationName ? `${channelName} › ${classificationName}` : channelName;

/** A channel's stored feed format (csv for anything unknown). */
export const exportFormatOf = (value: string): ExportFormat =>
  isOutputFormat(value) ? value : 'csv';

/** A sub-channel without a flow of its own exports through its channel's (as the data view shows). */
async function flowColumnsOf(db: Db, target: ExportTarget): Promise<FlowColumn[] | undefined> {
  const own = await findFlow(db, target.id, target.classification?.id ?? null);
  const flow = own ?? (target.classification ? await findFlow(db, target.id, null) : undefined);
  return flow ? outputColumns(flow.definition.columns) : undefined;
}

/** Ends the run as failed for a reason that is its input's: trying again would not help. */
async function failRun(
  app: FastifyInstance,
  context: RunContext,
  error: string,
  failure: RunFailure,
) {
  const zero = { rowsRead: 0, itemsWritten: 0, itemsSkipped: 0, problemCount: 0 };
  if (await finishRun(app.db, context.run, { status: 'failed', ...zero, error })) {
    await context.log(runEndLine('export', { failed: failure }));
  }
}

interface RowSource {
  db: Db;
  context: RunContext;
  siteId: number;
  format: ExportFormat;
  columns: readonly FlowColumn[];
  tally: Tally;
}

/** Keeps a batch's problems, up to the run's cap. */
async function keepProblems(source: RowSource, problems: NewRunProblem[]) {
  const room = MAX_PROBLEMS_KEPT - source.tally.problemsKept;
  const kept = problems.slice(0, Math.max(room, 0));
  source.tally.problemsKept += kept.length;
  await insertProblems(source.db, source.context.run.id, null, kept);
}

/**
 * The feed's rows: the site's items a batch at a time (keyset by id, each batch its own query, so
 * no transaction stays open while the file is written), through the site's rules and the flow,
 * judged by the export rules (export-rules.ts). Checks for a cancel between batches.
 */
async function* exportRows(source: RowSource): AsyncGenerator<FeedRow> {
  const { tally } = source;
  let afterId = 0;
  for (;;) {
    await source.context.checkpoint({ rowsRead: tally.rowsRead });
    const items = await listItemBatch(source.db, source.siteId, afterId, ITEM_BATCH);
    const rows: FeedRow[] = [];
    const problems: NewRunProblem[] = [];
    for (const item of items) {
      tally.rowsRead += 1;
      const verdict = judgeItem(
        source.format,
        evaluateFlow(source.columns, applySiteRules(item.data)),
      );
      if (verdict.kind === 'exported') {
        tally.itemsWritten += 1;
        rows.push(verdict.row);
      } else if (verdict.kind === 'excluded') {
        tally.itemsSkipped += 1;
      } else {
        tally.problemCount += 1;
        for (const problem of verdict.problems) {
          problems.push({ row: tally.rowsRead, externalId: item.externalId, ...problem });
        }
      }
    }
    await keepProblems(source, problems);
    yield* rows;
    if (items.length < ITEM_BATCH) return;
    afterId = items.at(-1)!.id;
  }
}

/**
 * Publishes the written file as the feed, in one transaction: the feed points at it (with its
 * ETag), the file it replaces is deleted, and the run ends as succeeded.
 */
async function publish(db: Db, run: ExportRun, file: StoredFile, tally: Tally) {
  const { channelId, classificationId } = run;
  await db.transaction(async (tx) => {
    const { problemsKept: _kept, ...counts } = tally;
    if (!(await finishRun(tx, run, { status: 'succeeded', ...counts }))) {
      throw new RunEndedElsewhere();
    }
    const previous = await findFeedForUpdate(tx, channelId!, classificationId);
    await savePublishedFeed(tx, previous?.id, {
      channelId: channelId!,
      classificationId,
      fileId: file.id,
      runId: run.id,
      etag: `"${file.sha256}"`,
      publishedAt: new Date(),
    });
    if (previous && previous.fileId !== file.id) await deleteStoredFile(tx, previous.fileId);
  });
}

/**
 * Exports one feed (a run's channel, or its sub-channel): writes the file a chunk at a time, then
 * publishes it. A missing channel or flow, or a flow without an id column, fails the run (the
 * input's fault); a cancel or an unexpected error is thrown to the worker, whose cleanup deletes
 * what the run wrote.
 */
export async function runExport(app: FastifyInstance, context: RunContext): Promise<void> {
  const { run } = context;
  const target =
    run.channelId === null
      ? undefined
      : await findExportTarget(app.db, run.channelId, run.classificationId);
  if (!target) {
    return failRun(app, context, 'the channel (or sub-channel) no longer exists', {
      reason: 'channel-gone',
    });
  }
  const label = feedLabel(target.name, target.classification?.name);
  const columns = await flowColumnsOf(app.db, target);
  const problem = flowProblem(columns);
  if (problem !== undefined || !columns) {
    const { reason, text } = problem ?? NO_FLOW;
    return failRun(app, context, `${label} ${text}`, { reason, feed: label });
  }
  const format = exportFormatOf(target.feedFormat);
  await context.log({ type: 'info', key: 'export.started', params: { feed: label } });
  const tally: Tally = {
    rowsRead: 0,
    itemsWritten: 0,
    itemsSkipped: 0,
    problemCount: 0,
    problemsKept: 0,
  };
  const rows = exportRows({ db: app.db, context, siteId: target.siteId, format, columns, tally });
  const file = await writeStoredFile(
    app.db,
    {
      accountId: target.accountId,
      name: runFileName(run.id, OUTPUT_MEDIA[format].extension),
      contentType: OUTPUT_MEDIA[format].contentType,
      createdBy: run.userId,
    },
    writeFeed(
      format,
      columns.map((column) => column.name),
      rows,
      {
        title: label,
        link: app.config.publicUrl,
        description: `Products of ${target.siteName} for ${label}`,
      },
    ),
  );
  await context.checkpoint({ rowsRead: tally.rowsRead });
  try {
    await publish(app.db, run, file, tally);
  } catch (error) {
    if (!(error instanceof RunEndedElsewhere)) throw error;
    await deleteStoredFile(app.db, file.id);
    return;
  }
  await context.log({
    type: tally.problemCount > 0 ? 'warning' : 'success',
    key: 'export.finished',
    params: {
      feed: label,
      items: tally.itemsWritten,
      skipped: tally.itemsSkipped,
      failed: tally.problemCount,
    },
  });
}

/** After a run that will not go on: deletes the files it wrote and did not publish. */
export async function cleanUpExport(app: FastifyInstance, run: ExportRun): Promise<void> {
  for (const fileId of await listUnpublishedRunFiles(app.db, run.id)) {
    await deleteStoredFile(app.db, fileId);
  }
}
