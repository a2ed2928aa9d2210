import { type SiteLogLine, type TailAck, type TailSince } from '@feedline/contracts';
import { englishLogText, logParamsOf, type LogMessage } from '@feedline/contracts/log-messages';
import type { Db } from '@feedline/db';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/escape-html';
import { HttpError } from '../../lib/http-error';
import { cleanRichText } from '../../lib/rich-text';
import { requireSite } from '../access/access.service';
import { findUserById } from '../users/users.service';
import { createSecureHash, verifySecureHash } from './secure-hash';
import {
  insertLogLinesOfSites,
  insertSiteLogLines,
  listRecentSiteLogLines,
  listSiteLogLinesAfter,
  listSiteLogLinesUpTo,
  type NewSiteLogRow,
  type SiteLogRow,
} from './site-logs.repository';

/** Lines a new live-log subscriber receives before the live ones. */
export const TAIL_HISTORY_LINES = 500;
/** At most this many missed lines go to a client that reconnects (the newest, if more). */
export const TAIL_CATCH_UP_LINES = 10_000;
/**
 * A line is numbered when it is written but published when its transaction commits, so a line
 * numbered before a client's newest one may have been committed, and published, while that
 * client was away. A reconnecting client also gets the lines written this long before its newest
 * one (at most TAIL_LATE_COMMIT_LINES of them); it drops those it has by id.
 */
const TAIL_LATE_COMMIT_MS = 30_000;
const TAIL_LATE_COMMIT_LINES = 200;

/**
 * A line the platform writes: its key and parameters (shown in each reader's language) and, for
 * search, exports and older readers, its English text (docs/adr/0024).
 */
export type NewLogLine = LogMessage & {
  type: 'success' | 'warning' | 'error' | 'info';
  at?: Date;
};

/**
 * The key and parameters of a stored line the platform wrote, for every answer that shows log
 * lines (nothing for an older line, which has its text only).
 */
export function logMessageOf(
  row: Pick<SiteLogRow, 'messageKey' | 'messageParams'>,
): Pick<SiteLogLine, 'key' | 'params'> {
  return row.messageKey ? { key: row.messageKey, params: row.messageParams ?? {} } : {};
}

/** A stored row in the shape of the realtime `tail` event (spec §7). */
export function toSiteLogLine(row: SiteLogRow): SiteLogLine {
  return {
    id: row.id,
    '@timestamp': row.timestamp.toISOString(),
    type: row.type,
    message: cleanRichText(row.message),
    microtime: row.microtime,
    ...logMessageOf(row),
  };
}

function toRows(lines: NewLogLine[]): NewSiteLogRow[] {
  const now = Date.now();
  return lines.map((line, index) => {
    const at = line.at ?? new Date(now);
    // Lines written together keep their order even within one millisecond.
    return {
      timestamp: at,
      microtime: at.getTime() / 1000 + index / 1e6,
      type: line.type,
      // The message column is HTML: names and a server's words are text in it.
      message: escapeHtml(englishLogText(line)),
      messageKey: line.key,
      messageParams: logParamsOf(line),
    };
  });
}

/**
 * Writes log lines of a site within a transaction the caller runs; once it is committed, the
 * caller hands the answer to `publishSiteLogLines`. For writes that log to several sites at once.
 */
export async function writeSiteLogLines(
  tx: Db,
  siteId: number,
  lines: NewLogLine[],
): Promise<SiteLogLine[]> {
  return (await insertSiteLogLines(tx, siteId, toRows(lines))).map(toSiteLogLine);
}

/**
 * Writes one log line to each of several sites in one statement, within the caller's
 * transaction; the answer, by site, goes to `publishSiteLogLines` once it is committed.
 */
export async function writeLogLinesOfSites(
  tx: Db,
  lines: (NewLogLine & { siteId: number })[],
): Promise<Map<number, SiteLogLine[]>> {
  const rows = toRows(lines).map((row, index) => ({ ...row, siteId: lines[index]!.siteId }));
  const bySite = new Map<number, SiteLogLine[]>();
  for (const row of await insertLogLinesOfSites(tx, rows)) {
    bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), toSiteLogLine(row)]);
  }
  return bySite;
}

/** Sends committed lines to the site's live-log subscribers on every api instance. */
export function publishSiteLogLines(
  app: FastifyInstance,
  siteId: number,
  lines: SiteLogLine[],
): void {
  app.realtime.publishSiteLogLines(siteId, lines);
}

/**
 * Writes log lines of a site in one transaction and, once committed, publishes them to the
 * site's live-log subscribers on every api instance. `within` runs first in the same
 * transaction, for writes that must succeed or fail together with their log lines.
 */
export async function appendSiteLogLines(
  app: FastifyInstance,
  siteId: number,
  lines: NewLogLine[],
  within?: (tx: Db) => Promise<void>,
): Promise<SiteLogLine[]> {
  const published = await app.db.transaction(async (tx) => {
    await within?.(tx);
    return writeSiteLogLines(tx, siteId, lines);
  });
  publishSiteLogLines(app, siteId, published);
  return published;
}

export function issueSecureHash(app: FastifyInstance, siteId: number, userId: number): string {
  return createSecureHash(app.secrets.hashSecret, { siteId, userId });
}

export type TailAccess = { ok: true } | Extract<TailAck, { ok: false }>;

/**
 * The checks of a live-log request for a site: the hash (MAC, expiry), then that the user it was
 * issued to is still active and still has access to the site (tenant isolation).
 */
export async function checkSiteLogTail(
  app: FastifyInstance,
  siteId: number,
  hash: string,
): Promise<TailAccess> {
  const check = verifySecureHash(app.secrets.hashSecret, siteId, hash);
  if (!check.ok)
    return { ok: false, code: check.reason === 'expired' ? 'expired' : 'invalid-hash' };
  const user = await findUserById(app.db, check.userId);
  if (!user?.isActive || !user.emailVerified) return { ok: false, code: 'forbidden' };
  try {
    await requireSite(app.db, user, siteId);
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, code: 'forbidden' };
    throw error;
  }
  return { ok: true };
}

/**
 * What a live-log client is sent on (re)connecting: the recent lines, or with `since` (a
 * reconnect) the lines it missed. Read after the client has joined the site's room, so that a
 * line committed meanwhile reaches it live, in this history, or both, never neither.
 */
export async function readSiteLogTail(
  db: Db,
  siteId: number,
  since?: TailSince,
): Promise<SiteLogLine[]> {
  const rows = since
    ? await linesSince(db, siteId, since.after)
    : await listRecentSiteLogLines(db, siteId, TAIL_HISTORY_LINES);
  return rows.map(toSiteLogLine);
}

/** What a client whose newest line is `after` missed, with the lines that may have committed late. */
async function linesSince(db: Db, siteId: number, after: number): Promise<SiteLogRow[]> {
  const [missed, before] = await Promise.all([
    listSiteLogLinesAfter(db, siteId, after, TAIL_CATCH_UP_LINES),
    listSiteLogLinesUpTo(db, siteId, after, TAIL_LATE_COMMIT_LINES),
  ]);
  const newest = before[0];
  if (!newest) return missed;
  const from = newest.timestamp.getTime() - TAIL_LATE_COMMIT_MS;
  const late = before.filter((row) => row.timestamp.getTime() >= from && row.id !== after);
  return [...late.reverse(), ...missed];
}
