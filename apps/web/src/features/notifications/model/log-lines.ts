import type { SiteLogLine } from '@feedline/contracts';
import {
  isLogMessageKey,
  isLogParams,
  type LogMessageKey,
  type LogParams,
} from '@feedline/contracts/log-messages';

/** A live-log line as the drawer keeps it. */
export interface LogLine {
  id: number;
  /** ISO time of the line (`@timestamp`). */
  timestamp: string;
  /** Seconds since the epoch with a fraction; orders the lines. */
  microtime: number;
  type: string;
  /** HTML, sanitised when rendered; shown when the line has no key this shell knows. */
  message: string;
  /** A line the platform wrote: shown in the reader's language from its key and parameters. */
  said?: { key: LogMessageKey; params: LogParams };
}

/** The drawer keeps at most this many lines; older ones fall off. */
export const MAX_LOG_LINES = 10_000;

export type LogTypeLabel = 'success' | 'warning' | 'error' | 'info';

/** Spec §3: success, warning and error have their own label; any other type shows as info. */
export function typeLabelOf(type: string): LogTypeLabel {
  return type === 'success' || type === 'warning' || type === 'error' ? type : 'info';
}

function isSiteLogLine(value: unknown): value is SiteLogLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isInteger(line.id) &&
    typeof line['@timestamp'] === 'string' &&
    typeof line.type === 'string' &&
    typeof line.message === 'string' &&
    typeof line.microtime === 'number'
  );
}

/** The key and parameters of a line, when this shell knows the key and the parameters are sound. */
function saidOf(line: SiteLogLine): LogLine['said'] {
  const params = line.params ?? {};
  return isLogMessageKey(line.key) && isLogParams(params) ? { key: line.key, params } : undefined;
}

/**
 * Reads a `tail` event: JSON text with @timestamp, type, message, microtime (spec §7), and the key
 * and parameters of a line the platform wrote.
 */
export function parseTailPayload(payload: unknown): LogLine | null {
  if (typeof payload !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isSiteLogLine(json)) return null;
  const { id, microtime, type, message } = json;
  const said = saidOf(json);
  return { id, timestamp: json['@timestamp'], microtime, type, message, ...(said ? { said } : {}) };
}

/** Newest first: later time first, and of equal times the later line. */
export function compareNewestFirst(a: LogLine, b: LogLine): number {
  return b.microtime - a.microtime || b.id - a.id;
}

export interface LogView {
  /** Newest first. */
  lines: LogLine[];
  /** Lines up to this id were cleared away and stay away when the server sends them again. */
  clearedUpTo: number;
}

export const EMPTY_LOG_VIEW: LogView = { lines: [], clearedUpTo: 0 };

export type LogViewAction = { type: 'add'; lines: LogLine[] } | { type: 'clear' };

/** Merges arriving lines into the newest-first list: no repeats, nothing cleared, at most `max`. */
export function addLines(view: LogView, incoming: LogLine[], max = MAX_LOG_LINES): LogView {
  const known = new Set(view.lines.map((line) => line.id));
  const fresh = incoming.filter((line) => {
    if (line.id <= view.clearedUpTo || known.has(line.id)) return false;
    known.add(line.id);
    return true;
  });
  if (fresh.length === 0) return view;
  fresh.sort(compareNewestFirst);
  const merged: LogLine[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < max && (i < fresh.length || j < view.lines.length)) {
    const takeFresh =
      j >= view.lines.length ||
      (i < fresh.length && compareNewestFirst(fresh[i]!, view.lines[j]!) <= 0);
    if (takeFresh) merged.push(fresh[i++]!);
    else merged.push(view.lines[j++]!);
  }
  return { ...view, lines: merged };
}

/** Empties the view (not the server's log). */
export function clearLines(view: LogView): LogView {
  const newest = view.lines.reduce((max, line) => Math.max(max, line.id), view.clearedUpTo);
  return { lines: [], clearedUpTo: newest };
}

export function logViewReducer(view: LogView, action: LogViewAction): LogView {
  return action.type === 'add' ? addLines(view, action.lines) : clearLines(view);
}
