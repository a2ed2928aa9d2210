import type { CopyDryRunBody, CopyResponseBody, SiteLogLine } from '@feedline/contracts';
import { planCopy, type FlowColumn } from '@feedline/data-flow';
import type { DataFlowCopyTarget, Db } from '@feedline/db';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, notFound } from '../../lib/http-error';
import { writeAccessRequired } from '../access/access.scope';
import { requireChannel, requireChannels, type Viewer } from '../access/access.service';
import { insertAuditEvent, insertAuditEvents } from '../activity/activity.service';
import { deleteChannel, insertChannels, lockChannels } from '../channels/channels.service';
import { publishSiteLogLines, writeLogLinesOfSites } from '../site-logs/site-logs.service';
import {
  deleteFlow,
  findExistingVersions,
  findFlow,
  findFlowById,
  findFlowCopyByKey,
  findFlowCopyForUpdate,
  findFlowsOfChannels,
  findVersion,
  insertFlowCopy,
  insertFlows,
  insertVersions,
  listClassificationsOfChannels,
  markFlowCopyUndone,
  updateFlowCopyResponse,
  updateFlowsToNextVersion,
  type FlowRow,
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

const flowName = (channel: string, classification: { name: string } | null) =>
  classification ? `${channel} / ${classification.name}` : channel;

/**
 * Everything a copy needs, checked before anything is written, in a few queries however many
 * targets: the user reads the source and may change every target site; channels and
 * sub-channels belong where the request says; no target is the source. Targets named twice
 * count once.
 */
async function resolveCopy(db: Db, viewer: Viewer, request: CopyRequest) {
  if (request.targets.length === 0) {
    throw invalid('copy-data-flow.target-required', 'Name at least one target channel');
  }
  const seen = new Set<string>();
  const wanted = request.targets.filter((target) => {
    const address = `${target.channelId}/${request.duplicateChannel ? 0 : (target.classificationId ?? 0)}`;
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
  const [source, ...channels] = await requireChannels(db, viewer, [
    { channelId: request.sourceChannelId, siteId: request.sourceSiteId },
    ...wanted.map(({ channelId, siteId }) => ({ channelId, siteId })),
  ]);
  const subChannels = await listClassificationsOfChannels(db, [
    ...new Set([source!.id, ...channels.map((channel) => channel.id)]),
  ]);
  const classificationOf = (channelId: number, id: number | null) => {
    if (id === null) return null;
    const found = subChannels.find((entry) => entry.id === id && entry.channelId === channelId);
    if (!found) throw notFound('Sub-channel');
    return { id: found.id, name: found.name };
  };
  const sourceClassification = classificationOf(source!.id, request.sourceClassificationId);
  const targets = wanted.map((target, index) => {
    const channel = channels[index]!;
    if (!channel.site.canWrite) throw writeAccessRequired();
    const classification = request.duplicateChannel
      ? null
      : classificationOf(channel.id, target.classificationId);
    if (channel.id === source!.id && !request.duplicateChannel) {
      if (classification === null && sourceClassification === null) {
        throw invalid('copy-data-flow.same-main-channel', 'A flow cannot be copied onto itself');
      }
      if (classification?.id === sourceClassification?.id) {
        throw invalid('copy-data-flow.same-sub-channel', 'A flow cannot be copied onto itself');
      }
    }
    return { channel, classification };
  });
  const sourceFlow = await findFlow(db, source!.id, request.sourceClassificationId);
  return {
    source: source!,
    sourceName: flowName(source!.name, sourceClassification),
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

/** The flow of a channel (classification null) or sub-channel among `flows`. */
const flowOf = (flows: FlowRow[], channelId: number, classificationId: number | null) =>
  flows.find((flow) => flow.channelId === channelId && flow.classificationId === classificationId);

/** What a copy would do to each target's columns, computed as the copy computes it. */
export async function dryRunCopy(
  db: Db,
  viewer: Viewer,
  request: CopyRequest,
): Promise<CopyDryRunBody> {
  const resolved = await resolveCopy(db, viewer, request);
  const options = { copyUnconnectedColumns: request.copyUnconnectedColumns };
  const flows = request.duplicateChannel
    ? []
    : await findFlowsOfChannels(
        db,
        resolved.targets.map((target) => target.channel.id),
      );
  const targets = resolved.targets.map((target) => {
    const current = flowOf(flows, target.channel.id, target.classification?.id ?? null);
    const plan = planCopy(resolved.sourceColumns, current?.definition.columns ?? [], options);
    return {
      ...targetFacts(target),
      added: plan.added,
      replaced: plan.replaced,
      'left-out': plan.leftOut,
      skipped: plan.skipped,
    };
  });
  return { targets };
}

/**
 * Copies the source's flow onto every target in one transaction: each target gets a new version
 * (or, with `duplicateChannel`, a new channel holding the copy), an audit event and a line in its
 * site's log; one target that cannot be written to leaves every target as it was. A retry with
 * the same Idempotency-Key copies nothing and gets the first answer.
 */
export async function copyDataFlow(
  app: FastifyInstance,
  user: Viewer,
  request: CopyRequest,
  idempotencyKey: string | undefined,
): Promise<CopyResponseBody> {
  if (idempotencyKey) {
    const earlier = await findFlowCopyByKey(app.db, user.id, idempotencyKey);
    if (earlier) return earlier.response as CopyResponseBody;
  }
  const resolved = await resolveCopy(app.db, user, request);
  let published = new Map<number, SiteLogLine[]>();
  let response: CopyResponseBody;
  try {
    response = await app.db.transaction(async (tx) => {
      const written = await writeCopies(tx, user.id, request, resolved);
      const copy = await insertFlowCopy(tx, {
        accountId: resolved.source.site.account.id,
        userId: user.id,
        idempotencyKey: idempotencyKey ?? null,
        targets: written.map((entry) => entry.record),
        response: {},
      });
      const body: CopyResponseBody = {
        success: true,
        'copy-id': copy.id,
        targets: written.map((entry) => entry.answer),
      };
      await updateFlowCopyResponse(tx, copy.id, body);
      await insertAuditEvents(
        tx,
        written.map(({ record, targetName, accountId }) => ({
          accountId,
          siteId: record.siteId,
          userId: user.id,
          action: 'data-flow.copied',
          targetType: 'data-flow',
          targetId: String(record.flowId),
          data: {
            from: resolved.sourceName,
            to: targetName,
            version: record.version,
            copyId: copy.id,
          },
        })),
      );
      published = await writeLogLinesOfSites(
        tx,
        written.map(({ record, targetName }) => ({
          siteId: record.siteId,
          type: 'info' as const,
          key: 'data-flow.copied' as const,
          params: { source: resolved.sourceName, target: targetName, version: record.version },
        })),
      );
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

/**
 * The writes of a copy, a few statements for all targets: lock the target channels (one order
 * for every copy, so two copies onto the same channels queue), create channels when duplicating,
 * then write every target's next version.
 */
async function writeCopies(tx: Db, userId: number, request: CopyRequest, resolved: Resolved) {
  const options = { copyUnconnectedColumns: request.copyUnconnectedColumns };
  const present = await lockChannels(
    tx,
    resolved.targets.map((target) => target.channel.id),
  );
  // A target channel removed since the request was checked: nothing is copied anywhere.
  if (resolved.targets.some((target) => !present.has(target.channel.id))) {
    throw notFound('Channel');
  }
  const created = request.duplicateChannel
    ? await insertChannels(
        tx,
        resolved.targets.map((target) => ({
          siteId: target.channel.site.id,
          name: `${target.channel.name} (copy)`,
        })),
      )
    : [];
  const places = resolved.targets.map((target, index) => ({
    target,
    channelId: created[index]?.id ?? target.channel.id,
    channelName: created[index]?.name ?? target.channel.name,
    classificationId: request.duplicateChannel ? null : (target.classification?.id ?? null),
  }));
  const flows = request.duplicateChannel
    ? []
    : await findFlowsOfChannels(
        tx,
        places.map((place) => place.channelId),
        { forUpdate: true },
      );
  const plans = places.map((place) => {
    const current = flowOf(flows, place.channelId, place.classificationId);
    const plan = planCopy(resolved.sourceColumns, current?.definition.columns ?? [], options);
    return { ...place, current, definition: { columns: plan.columns as FlowColumn[] } };
  });

  // Flows saved before versions were kept get the entry of their old state first.
  const existing = plans.filter((plan) => plan.current).map((plan) => plan.current!);
  const known = await findExistingVersions(
    tx,
    existing.map((flow) => ({ flowId: flow.id, version: flow.version })),
  );
  await insertVersions(
    tx,
    existing
      .filter((flow) => !known.has(`${flow.id}:${flow.version}`))
      .map((flow) => ({
        flowId: flow.id,
        version: flow.version,
        definition: flow.definition,
        summary: 'as it was before versions were kept',
        createdAt: flow.updatedAt,
      })),
  );
  await updateFlowsToNextVersion(
    tx,
    plans
      .filter((plan) => plan.current)
      .map((plan) => ({ id: plan.current!.id, definition: plan.definition })),
  );
  const inserted = await insertFlows(
    tx,
    plans
      .filter((plan) => !plan.current)
      .map((plan) => ({
        siteId: plan.target.channel.site.id,
        channelId: plan.channelId,
        classificationId: plan.classificationId,
        definition: plan.definition,
        version: 1,
      })),
  );
  const written = plans.map((plan) => {
    const flowId =
      plan.current?.id ??
      inserted.find(
        (flow) =>
          flow.channelId === plan.channelId && flow.classificationId === plan.classificationId,
      )!.id;
    const version = (plan.current?.version ?? 0) + 1;
    const record: DataFlowCopyTarget = {
      siteId: plan.target.channel.site.id,
      channelId: plan.channelId,
      classificationId: plan.classificationId,
      flowId,
      previousVersion: plan.current?.version ?? 0,
      version,
      createdChannel: request.duplicateChannel,
    };
    return {
      record,
      definition: plan.definition,
      accountId: plan.target.channel.site.account.id,
      targetName: flowName(plan.channelName, plan.target.classification),
      answer: {
        'site-id': plan.target.channel.site.id,
        'site-name': plan.target.channel.site.name,
        'channel-id': plan.channelId,
        'channel-name': plan.channelName,
        'classification-id': plan.classificationId,
        version,
        'created-channel': request.duplicateChannel,
      },
    };
  });
  await insertVersions(
    tx,
    written.map(({ record, definition }) => ({
      flowId: record.flowId,
      version: record.version,
      definition,
      summary: `copied from ${resolved.sourceName}`,
      userId,
    })),
  );
  return written;
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
  user: Viewer,
  copyId: number,
): Promise<{ success: boolean }> {
  await app.db.transaction(async (tx) => {
    const copy = await findFlowCopyForUpdate(tx, copyId);
    if (!copy || copy.userId !== user.id) throw notFound('Copy');
    if (copy.undoneAt) throw cannotUndo('copy-undone', 'This copy was undone already');
    for (const target of copy.targets) {
      // The user must still be allowed to change every target.
      const channel = await requireChannel(tx, user, target.channelId, target.siteId).catch(
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
