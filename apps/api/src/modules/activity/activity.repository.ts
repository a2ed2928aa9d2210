import type { ActivityEvent, ActivityFilter, PaginationQuery } from '@feedline/contracts';
import { schema, type Executor } from '@feedline/db';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { offsetOf } from '../../lib/pagination';

const { auditEvents, sites, users, channels, classifications, dataSources, dataFlows } = schema;

// What an event names, by its target's type: the name a reader knows it by (the id is text).
const targetChannel = alias(channels, 'target_channel');
const targetSite = alias(sites, 'target_site');
const eventSite = alias(sites, 'event_site');
const flowChannel = alias(channels, 'flow_channel');
const isTarget = (type: string, id: SQL) =>
  and(eq(auditEvents.targetType, type), sql`${id}::text = ${auditEvents.targetId}`);

export interface NewAuditEvent {
  accountId: number;
  siteId?: number | null;
  userId: number | null;
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  data?: Record<string, unknown> | null;
}

/** Records what a user did; called inside the transaction of the change it records. */
export async function insertAuditEvent(db: Executor, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** Several events in one statement; inside the transaction of the changes they record. */
export async function insertAuditEvents(db: Executor, events: NewAuditEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(auditEvents).values(events);
}

/** The organisation's events, narrowed by each filter given (they combine). */
function eventsOf(db: Executor, accountId: number, filter: ActivityFilter) {
  const sitesOfProject =
    filter.projectId === undefined
      ? undefined
      : db.select({ id: sites.id }).from(sites).where(eq(sites.projectId, filter.projectId));
  return and(
    eq(auditEvents.accountId, accountId),
    filter.siteId === undefined ? undefined : eq(auditEvents.siteId, filter.siteId),
    sitesOfProject === undefined ? undefined : inArray(auditEvents.siteId, sitesOfProject),
    filter.userId === undefined ? undefined : eq(auditEvents.userId, filter.userId),
  );
}

const SSO_STATUS_NAMES = ['Inactive', 'Configured', 'Enabled', 'Enforced'];

/**
 * What an event's row says beyond its action: for single sign-on, who tried to sign in and why
 * it was refused, and the status change. Other events say nothing more.
 */
function detailOf(action: string, data: Record<string, unknown> | null): string | null {
  if (!data || !action.startsWith('sso.')) return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const status = (value: unknown) =>
    typeof value === 'number' ? (SSO_STATUS_NAMES[value] ?? String(value)) : undefined;
  const parts =
    action === 'sso.status-changed'
      ? [`${status(data.from)} → ${status(data.to)}`, text(data.enforceDomains)]
      : [text(data.email), text(data.reason), text(data.subdomain)];
  const detail = parts.filter(Boolean).join(' · ');
  return detail === '' ? null : detail.slice(0, 300);
}

/** A page of an organisation's audit events, newest first, with who did them. */
export async function listActivity(
  db: Executor,
  accountId: number,
  query: PaginationQuery & ActivityFilter,
): Promise<{ rows: ActivityEvent[]; total: number }> {
  const where = eventsOf(db, accountId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        createdAt: auditEvents.createdAt,
        action: auditEvents.action,
        userName: users.name,
        userEmail: users.email,
        targetType: auditEvents.targetType,
        targetId: auditEvents.targetId,
        targetName: sql<string | null>`coalesce(
          ${targetChannel.name},
          ${targetSite.name},
          ${dataSources.name},
          ${flowChannel.name} || coalesce(' › ' || ${classifications.name}, '')
        )`,
        siteId: auditEvents.siteId,
        siteName: eventSite.name,
        data: auditEvents.data,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.userId))
      .leftJoin(eventSite, eq(eventSite.id, auditEvents.siteId))
      .leftJoin(targetChannel, isTarget('channel', sql`${targetChannel.id}`))
      .leftJoin(targetSite, isTarget('site', sql`${targetSite.id}`))
      .leftJoin(dataSources, isTarget('data-source', sql`${dataSources.id}`))
      .leftJoin(dataFlows, isTarget('data-flow', sql`${dataFlows.id}`))
      .leftJoin(flowChannel, eq(flowChannel.id, dataFlows.channelId))
      .leftJoin(classifications, eq(classifications.id, dataFlows.classificationId))
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(query.amount)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  return {
    rows: rows.map(({ userName, userEmail, createdAt, data, ...row }) => ({
      ...row,
      detail: detailOf(row.action, data),
      createdAt: createdAt.toISOString(),
      user: userName !== null && userEmail !== null ? { name: userName, email: userEmail } : null,
    })),
    total: total?.value ?? 0,
  };
}
