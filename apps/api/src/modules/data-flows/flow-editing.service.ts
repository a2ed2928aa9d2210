import type { ChannelFlow, FlowVersion, FlowVersionDetail } from '@feedline/contracts';
import {
  compareFlows,
  fieldsOf,
  flowProblems,
  summariseChanges,
  type FlowColumn,
} from '@feedline/data-flow';
import type { Db } from '@feedline/db';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error';
import { writeAccessRequired } from '../access/access.scope';
import { insertAuditEvent } from '../activity/activity.service';
import { hasSharedDataSource } from '../data-sources/data-sources.service';
import { intermediateFieldsOf } from '../data-view/items.service';
import { appendSiteLogLines, type NewLogLine } from '../site-logs/site-logs.service';
import {
  findFlow,
  findFlowForUpdate,
  findVersion,
  hasVersion,
  insertFlow,
  insertVersion,
  listChannelTree,
  listItemSample,
  listVersions,
  updateFlow,
  type FlowRow,
} from './data-flows.repository';

/** The flow the request names: a channel of the path's site, and maybe one of its sub-channels. */
export interface FlowTarget {
  site: { id: number; account: { id: number }; canWrite: boolean };
  channel: { id: number; name: string };
  classificationId: number | null;
}

async function resolveClassification(db: Db, target: FlowTarget) {
  if (target.classificationId === null) return null;
  const channel = (await listChannelTree(db, target.site.id)).find(
    (candidate) => candidate.id === target.channel.id,
  );
  const classification = channel?.classifications.find(
    (candidate) => candidate.id === target.classificationId,
  );
  if (!classification) throw notFound('Sub-channel');
  return classification;
}

/** The fields a column may read: the site's item fields after the site's rules. */
export async function siteFields(db: Db, siteId: number): Promise<string[]> {
  return intermediateFieldsOf(await listItemSample(db, siteId));
}

/**
 * Whether a flow uses the organisation's shared settings: the site's items come from the shared
 * data source and the flow maps item fields (a flow of constants alone does not depend on it).
 */
const usesSharedSettings = (columns: readonly FlowColumn[], hasSharedSource: boolean) =>
  hasSharedSource && columns.some((column) => fieldsOf(column).length > 0);

export async function readChannelFlow(db: Db, target: FlowTarget): Promise<ChannelFlow> {
  const classification = await resolveClassification(db, target);
  const [flow, fields, hasSharedSource] = await Promise.all([
    findFlow(db, target.channel.id, target.classificationId),
    siteFields(db, target.site.id),
    hasSharedDataSource(db, target.site.id),
  ]);
  const columns = flow?.definition.columns ?? [];
  return {
    channel: { id: target.channel.id, name: target.channel.name },
    classification,
    version: flow?.version ?? 0,
    updatedAt: flow?.updatedAt.toISOString() ?? null,
    columns,
    usesSharedSettings: usesSharedSettings(columns, hasSharedSource),
    fields,
    canWrite: target.site.canWrite,
  };
}

const staleFlow = (current: number) =>
  new HttpError(
    409,
    'conflict',
    `The data flow was saved by someone else meanwhile (now version ${current}): reload it, then apply your changes again`,
    { key: 'data-flow-stale' },
  );

/**
 * The problems of a flow as invalid params (`columns.N` with the problem as key). Fields are
 * judged against the site's once it has items: before its first import it has no fields to judge.
 */
function requireValidFlow(columns: readonly FlowColumn[], fields: readonly string[]): void {
  const problems = flowProblems(columns, fields.length > 0 ? new Set(fields) : undefined);
  if (problems.length === 0) return;
  throw new HttpError(400, 'validation-failed', 'The data flow has problems', {
    invalidParams: problems.map((problem) => ({
      name: `columns.${problem.column}`,
      key: problem.problem,
      ...(problem.field === undefined ? {} : { reason: problem.field }),
    })),
  });
}

interface SaveInput {
  expectedVersion: number;
  columns: FlowColumn[];
  userId: number;
  /** Set when the save brings an older version back. */
  restoredFrom?: number;
}

/** Which flow a version is written to. */
export interface FlowAddress {
  siteId: number;
  channelId: number;
  classificationId: number | null;
}

/**
 * Writes columns as the next version of a flow inside the caller's transaction (the flow row
 * `current` locked by it, or undefined when the flow does not exist yet): the flow row and its
 * version entry. A flow saved before versions were kept first gets the entry of its old state.
 */
export async function writeFlowVersion(
  tx: Db,
  input: {
    target: FlowAddress;
    current: FlowRow | undefined;
    columns: FlowColumn[];
    userId: number;
    summary: string;
    restoredFrom?: number | null;
  },
): Promise<FlowRow> {
  const { current, target } = input;
  const definition = { columns: input.columns };
  if (current && !(await hasVersion(tx, current.id, current.version))) {
    await insertVersion(tx, {
      flowId: current.id,
      version: current.version,
      definition: current.definition,
      summary: 'as it was before versions were kept',
      createdAt: current.updatedAt,
    });
  }
  const saved = current
    ? await updateFlow(tx, current.id, { definition, version: current.version + 1 })
    : await insertFlow(tx, { ...target, definition, version: 1 });
  await insertVersion(tx, {
    flowId: saved.id,
    version: saved.version,
    definition,
    summary: input.summary,
    userId: input.userId,
    restoredFrom: input.restoredFrom ?? null,
  });
  return saved;
}

/**
 * Saves a flow as a new version, or answers 409 `data-flow-stale` when it is no longer at the
 * version the editor loaded, and saves nothing. The flow row is locked while the version, the
 * audit event and the site's log line are written, all in one transaction; the log line reaches
 * the live log once it is committed.
 */
export async function saveChannelFlow(
  app: FastifyInstance,
  target: FlowTarget,
  input: SaveInput,
): Promise<ChannelFlow> {
  if (!target.site.canWrite) throw writeAccessRequired();
  const classification = await resolveClassification(app.db, target);
  requireValidFlow(input.columns, await siteFields(app.db, target.site.id));
  const flowName = classification
    ? `${target.channel.name} / ${classification.name}`
    : target.channel.name;
  // The log line names the new version, known only inside the transaction that writes it.
  const logLines: NewLogLine[] = [];
  let saved: FlowRow | undefined;
  await appendSiteLogLines(app, target.site.id, logLines, async (tx) => {
    const current = await findFlowForUpdate(tx, target.channel.id, target.classificationId);
    const currentVersion = current?.version ?? 0;
    if (currentVersion !== input.expectedVersion) throw staleFlow(currentVersion);
    const changes = compareFlows(current?.definition.columns ?? [], input.columns);
    const summary =
      input.restoredFrom === undefined
        ? summariseChanges(changes)
        : `restored version ${input.restoredFrom}`;
    saved = await writeFlowVersion(tx, {
      target: {
        siteId: target.site.id,
        channelId: target.channel.id,
        classificationId: target.classificationId,
      },
      current,
      columns: input.columns,
      userId: input.userId,
      summary,
      restoredFrom: input.restoredFrom ?? null,
    });
    await insertAuditEvent(tx, {
      accountId: target.site.account.id,
      siteId: target.site.id,
      userId: input.userId,
      action: 'data-flow.changed',
      targetType: 'data-flow',
      targetId: String(saved.id),
      data: { channel: flowName, version: saved.version, summary },
    });
    logLines.push(
      input.restoredFrom === undefined
        ? {
            type: 'info',
            key: 'data-flow.saved',
            params: {
              flow: flowName,
              version: saved.version,
              added: changes.added.length,
              changed: changes.changed.length,
              removed: changes.removed.length,
            },
          }
        : {
            type: 'info',
            key: 'data-flow.restored',
            params: { flow: flowName, version: saved.version, restoredFrom: input.restoredFrom },
          },
    );
  });
  return readChannelFlow(app.db, target);
}

async function requireFlow(db: Db, target: FlowTarget) {
  await resolveClassification(db, target);
  const flow = await findFlow(db, target.channel.id, target.classificationId);
  if (!flow) throw notFound('Data flow');
  return flow;
}

/** A flow's history, newest first; a flow saved before versions were kept shows its state. */
export async function listFlowVersions(db: Db, target: FlowTarget): Promise<FlowVersion[]> {
  const flow = await requireFlow(db, target);
  const rows = await listVersions(db, flow.id);
  const entries = rows.map((row) => ({
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    userName: row.userName,
    summary: row.summary,
    restoredFrom: row.restoredFrom,
    isCurrent: row.version === flow.version,
  }));
  if (!rows.some((row) => row.version === flow.version)) {
    entries.unshift({
      version: flow.version,
      createdAt: flow.updatedAt.toISOString(),
      userName: null,
      summary: 'as it was before versions were kept',
      restoredFrom: null,
      isCurrent: true,
    });
  }
  return entries;
}

/** One saved state with its columns, and what the current flow added, changed or removed since. */
export async function readFlowVersion(
  db: Db,
  target: FlowTarget,
  version: number,
): Promise<FlowVersionDetail> {
  const flow = await requireFlow(db, target);
  const row = await findVersion(db, flow.id, version);
  const state =
    row ??
    (version === flow.version
      ? {
          version,
          createdAt: flow.updatedAt,
          userName: null,
          summary: 'as it was before versions were kept',
          restoredFrom: null,
          definition: flow.definition,
        }
      : undefined);
  if (!state) throw notFound('Version');
  return {
    version: state.version,
    createdAt: state.createdAt.toISOString(),
    userName: state.userName,
    summary: state.summary,
    restoredFrom: state.restoredFrom,
    isCurrent: state.version === flow.version,
    columns: state.definition.columns,
    changesSince: compareFlows(state.definition.columns, flow.definition.columns),
  };
}

/** Brings an older version back as a new one: a restore can itself be undone. */
export async function restoreFlowVersion(
  app: FastifyInstance,
  target: FlowTarget,
  version: number,
  input: { expectedVersion: number; userId: number },
): Promise<ChannelFlow> {
  if (!target.site.canWrite) throw writeAccessRequired();
  const old = await readFlowVersion(app.db, target, version);
  return saveChannelFlow(app, target, {
    expectedVersion: input.expectedVersion,
    columns: old.columns,
    userId: input.userId,
    restoredFrom: version,
  });
}
