import type { CopyDryRunBody, CopyResponseBody } from '@feedline/contracts';
import { planCopy, type FlowColumn } from '@feedline/data-flow';
import type { DataFlowCopyTarget, Db } from '@feedline/db';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';
import { HttpError, notFound } from '../../lib/http-error';
import { writeAccessRequired } from '../access/access.scope';
import { requireChannel } from '../access/access.service';
import { insertAuditEvent } from '../activity/activity.service';
import { deleteChannel, insertChannel, lockChannel } from '../channels/channels.service';
import {
  publishSiteLogLines,
  writeSiteLogLines,
  type NewLogLine,
} from '../site-logs/site-logs.service';
import {
  deleteFlow,
  findFlow,
  findFlowById,
  findFlowCopyByKey,
  findFlowCopyForUpdate,
  findFlowForUpdate,
  findVersion,
  insertFlowCopy,
  listChannelTree,
  markFlowCopyUndone,
  updateFlowCopyResponse,
} from './data-flows.repository';
import { writeFlowVersion } from './flow-editing.service';

/** A copy request in the API's terms (the route reads the kebab-case body into it). */
export interface CopyRequest {
  sourceSiteId: number;
  sourceChannelId: number;
  /** Null: the channel's own flow (the None sub-channel, -1 or absent in the request). */
  sourceClassificationId: number | null;
  targets: { siteId: number; channelId: number; classificationId: number | null }[];
  duplicateChannel: boolean;
  copyUnconnectedColumns: boolean;
}

const invalid = (key: string, message: string) =>
  new HttpError(400, 'bad-request', message, { key });

async function requireClassification(db: Db, siteId: number, channelId: number, id: number | null) {
  if (id === null) return null;
  const channel = (await listChannelTree(db, siteId)).find((entry) => entry.id === channelId);
  const classification = channel?.classifications.find((entry) => entry.id === id);
  if (!classification) throw notFound('Sub-channel');
  return classification;
}

const flowName = (channel: string, classification: { name: string } | null) =>
  classification ? `${channel} / ${classification.name}` : channel;

/**
 * Everything a copy needs, checked before anything is written: the user reads the source and
 * may change every target site; channels and sub-channels belong where the request says; no
 * target is the source. Targets named twice count once.
 */
async function resolveCopy(db: Db, userId: number, request: CopyRequest) {
  const source = await requireChannel(db, userId, request.sourceChannelId, request.sourceSiteId);
  const sourceClassification = await requireClassification(
    db,
    source.site.id,
    source.id,
    request.sourceClassificationId,
  );
  if (request.targets.length === 0) {
    throw invalid('copy-data-flow.target-required', 'Name at least one target channel');
  }
  const seen = new Set<string>();
  const targets = [];
  for (const wanted of request.targets) {
    const address = `${wanted.channelId}/${wanted.classificationId ?? 0}`;
    if (seen.has(address)) continue;
    seen.add(address);
    const channel = await requireChannel(db, userId, wanted.channelId, wanted.siteId);
    if (!channel.site.canWrite) throw writeAccessRequired();
    const classification = request.duplicateChannel
      ? null
      : await requireClassification(db, channel.site.id, channel.id, wanted.classificationId);
    if (channel.id === source.id && !request.duplicateChannel) {
      if (classification === null && sourceClassification === null) {
        throw invalid('copy-data-flow.same-main-channel', 'A flow cannot be copied onto itself');
      }
      if (classification?.id === sourceClassification?.id) {
        throw invalid('copy-data-flow.same-sub-channel', 'A flow cannot be copied onto itself');
      }
    }
    targets.push({ channel, classification });
  }
  const sourceFlow = await findFlow(db, source.id, request.sourceClassificationId);
  return {
    source,
    sourceName: flowName(source.name, sourceClassification),
    sourceColumns: sourceFlow?.definition.columns ?? [],
    targets,
  };
}

type Resolved = Awaited<ReturnType<typeof resolveCopy>>;

const targetFacts = (target: Resolved['targets'][number]) => ({
  'site-id': target.channel.site.id,
  'site-name': target.channel.site.name,
  'channel-id': target.channel.id,
  'channel-name': target.channel.name,
  'classification-id': target.classification?.id ?? null,
});

/** What a copy would do to each target's columns, computed as the copy computes it. */
export async function dryRunCopy(
  db: Db,
  userId: number,
  request: CopyRequest,
): Promise<CopyDryRunBody> {
  const resolved = await resolveCopy(db, userId, request);
  const options = { copyUnconnectedColumns: request.copyUnconnectedColumns };
  const targets = [];
  for (const target of resolved.targets) {
    const current = request.duplicateChannel
      ? undefined
      : await findFlow(db, target.channel.id, target.classification?.id ?? null);
    const plan = planCopy(resolved.sourceColumns, current?.definition.columns ?? [], options);
    targets.push({
      ...targetFacts(target),
      added: plan.added,
      replaced: plan.replaced,
      'left-out': plan.leftOut,
      skipped: plan.skipped,
    });
  }
  return { targets };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505' ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === '23505';

/**
 * Copies the source's flow onto every target in one transaction: each target gets a new version
 * (or, with `duplicateChannel`, a new channel holding the copy), an audit event and a line in its
 * site's log; one target that cannot be written to leaves every target as it was. A retry with
 * the same Idempotency-Key copies nothing and gets the first answer.
 */
export async function copyDataFlow(
  app: FastifyInstance,
  user: { id: number },
  request: CopyRequest,
  idempotencyKey: string | undefined,
): Promise<CopyResponseBody> {
  if (idempotencyKey) {
    const earlier = await findFlowCopyByKey(app.db, user.id, idempotencyKey);
    if (earlier) return earlier.response as CopyResponseBody;
  }
  const resolved = await resolveCopy(app.db, user.id, request);
  const options = { copyUnconnectedColumns: request.copyUnconnectedColumns };
  const logs = new Map<number, NewLogLine[]>();
  let published: [number, Awaited<ReturnType<typeof writeSiteLogLines>>][] = [];
  let response: CopyResponseBody;
  try {
    response = await app.db.transaction(async (tx) => {
      const written: DataFlowCopyTarget[] = [];
      const answer: CopyResponseBody['targets'] = [];
      // One order for every copy: two copies onto the same channels lock them alike.
      const ordered = [...resolved.targets].sort(
        (a, b) =>
          a.channel.id - b.channel.id || (a.classification?.id ?? 0) - (b.classification?.id ?? 0),
      );
      for (const target of ordered) {
        // A target channel removed since the request was checked: nothing is copied anywhere.
        if (!(await lockChannel(tx, target.channel.id))) throw notFound('Channel');
        let channelId = target.channel.id;
        let channelName = target.channel.name;
        if (request.duplicateChannel) {
          const created = await insertChannel(tx, {
            siteId: target.channel.site.id,
            name: `${target.channel.name} (copy)`,
          });
          channelId = created.id;
          channelName = created.name;
        }
        const classificationId = request.duplicateChannel
          ? null
          : (target.classification?.id ?? null);
        const current = request.duplicateChannel
          ? undefined
          : await findFlowForUpdate(tx, channelId, classificationId);
        const plan = planCopy(resolved.sourceColumns, current?.definition.columns ?? [], options);
        const saved = await writeFlowVersion(tx, {
          target: { siteId: target.channel.site.id, channelId, classificationId },
          current,
          columns: plan.columns as FlowColumn[],
          userId: user.id,
          summary: `copied from ${resolved.sourceName}`,
        });
        written.push({
          siteId: target.channel.site.id,
          channelId,
          classificationId,
          flowId: saved.id,
          previousVersion: current?.version ?? 0,
          version: saved.version,
          createdChannel: request.duplicateChannel,
        });
        const targetName = flowName(channelName, target.classification);
        await insertAuditEvent(tx, {
          accountId: target.channel.site.account.id,
          siteId: target.channel.site.id,
          userId: user.id,
          action: 'data-flow.copied',
          targetType: 'data-flow',
          targetId: String(saved.id),
          data: { from: resolved.sourceName, to: targetName, version: saved.version },
        });
        const lines = logs.get(target.channel.site.id) ?? [];
        lines.push({
          type: 'info',
          message: `Data flow of ${escapeHtml(resolved.sourceName)} copied to ${escapeHtml(targetName)} (version ${saved.version})`,
        });
        logs.set(target.channel.site.id, lines);
        answer.push({
          ...targetFacts(target),
          'channel-id': channelId,
          'channel-name': channelName,
          'classification-id': classificationId,
          version: saved.version,
          'created-channel': request.duplicateChannel,
        });
      }
      const copy = await insertFlowCopy(tx, {
        accountId: resolved.source.site.account.id,
        userId: user.id,
        idempotencyKey: idempotencyKey ?? null,
        targets: written,
        response: {},
      });
      const body: CopyResponseBody = { success: true, 'copy-id': copy.id, targets: answer };
      await updateFlowCopyResponse(tx, copy.id, body);
      published = [];
      for (const [siteId, lines] of logs) {
        published.push([siteId, await writeSiteLogLines(tx, siteId, lines)]);
      }
      return body;
    });
  } catch (error) {
    // The same key sent twice at once: the first copy won, this retry gets its answer.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findFlowCopyByKey(app.db, user.id, idempotencyKey);
      if (earlier) return earlier.response as CopyResponseBody;
    }
    throw error;
  }
  for (const [siteId, lines] of published) publishSiteLogLines(app, siteId, lines);
  return response;
}

const cannotUndo = (key: string, message: string) =>
  new HttpError(409, 'conflict', message, { key });

/**
 * Undoes a whole copy in one transaction: every target gets back the version it had (as a new
 * version), a flow the copy created is removed, and so is a channel it created. A target changed
 * since the copy is not overwritten: then nothing is undone (409 `copy-changed-since`).
 */
export async function undoDataFlowCopy(
  app: FastifyInstance,
  user: { id: number },
  copyId: number,
): Promise<{ success: boolean }> {
  await app.db.transaction(async (tx) => {
    const copy = await findFlowCopyForUpdate(tx, copyId);
    if (!copy || copy.userId !== user.id) throw notFound('Copy');
    if (copy.undoneAt) throw cannotUndo('copy-undone', 'This copy was undone already');
    for (const target of copy.targets) {
      // The user must still be allowed to change every target.
      const channel = await requireChannel(tx, user.id, target.channelId, target.siteId).catch(
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404 && target.createdChannel) {
            throw cannotUndo('copy-changed-since', 'A channel of the copy has been removed since');
          }
          throw error;
        },
      );
      if (!channel.site.canWrite) throw writeAccessRequired();
      const flow = await findFlowById(tx, target.flowId);
      if (!flow || flow.version !== target.version) {
        throw cannotUndo(
          'copy-changed-since',
          'A target flow has changed since the copy: restore its versions one by one instead',
        );
      }
      if (target.createdChannel) {
        await deleteChannel(tx, target.channelId);
      } else if (target.previousVersion === 0) {
        await deleteFlow(tx, flow.id);
      } else {
        const previous = await findVersion(tx, flow.id, target.previousVersion);
        if (!previous) throw cannotUndo('copy-changed-since', 'The earlier version is gone');
        await writeFlowVersion(tx, {
          target,
          current: flow,
          columns: previous.definition.columns,
          userId: user.id,
          summary: `copy undone: restored version ${target.previousVersion}`,
          restoredFrom: target.previousVersion,
        });
      }
      await insertAuditEvent(tx, {
        accountId: channel.site.account.id,
        siteId: target.siteId,
        userId: user.id,
        action: 'data-flow.copy-undone',
        targetType: 'data-flow',
        targetId: String(flow.id),
        data: { copyId },
      });
    }
    await markFlowCopyUndone(tx, copyId);
  });
  return { success: true };
}
