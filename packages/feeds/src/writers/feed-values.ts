import type { FieldValue } from '../types';

/** A row of an output feed: one value per column name. */
export type FeedRow = Readonly<Record<string, FieldValue>>;

/** Where a writer takes its rows from: a stream of them, pulled one at a time. */
export type FeedRows = AsyncIterable<FeedRow> | Iterable<FeedRow>;

/**
 * How a value is written as text: nothing (and a missing column) is the empty text, booleans are
 * `true`/`false` (not csv-stringify's `1`/empty, which reads as a number), numbers as JavaScript
 * writes them.
 */
export function cellText(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return String(value);
}

/** Bytes a writer collects before it hands them on: few, large pieces rather than one per row. */
export const OUTPUT_PIECE_BYTES = 64 * 1024;
