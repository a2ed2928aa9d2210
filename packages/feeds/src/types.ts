import { IMPORT_FORMATS, type ImportFormat } from '@feedline/contracts/feed-constants';

/** The formats a feed is read in (one list with the contracts'). */
export const FEED_FORMATS = IMPORT_FORMATS;
export type FeedFormat = ImportFormat;

export interface FeedOptions {
  format: FeedFormat;
  /**
   * CSV/TSV: delimiter (default ',' for csv, '\t' for tsv; 'auto' detects from the first line
   * among , ; \t |), quote char (default '"'), whether the first row is a header (default true;
   * without header columns are named col1, col2 …).
   */
  delimiter?: string | 'auto';
  quote?: string;
  hasHeader?: boolean;
  /**
   * Text encoding: 'auto' (default; BOM, then chardet on the first 64 KiB) or a name iconv-lite
   * knows (utf-8, windows-1252, iso-8859-1, utf-16le …).
   */
  encoding?: string;
  /**
   * xml-generic: the repeating element, as a path of local names from the root, e.g.
   * 'products/product' or 'rss/channel/item'. Default: every child of the root element.
   */
  itemPath?: string;
  /** Which field is the item id (default: 'id'; for xml-google the g:id). */
  idField?: string;
  /**
   * Caps: at most this many rows (default 5_000_000) and this many problems kept (default
   * 10_000; more are counted, not kept).
   */
  maxRows?: number;
  maxProblems?: number;
  /** A preview: stop after this many items (the summary counts what was read until then). */
  previewItems?: number;
}

export type FieldValue = string | number | boolean | null;

export interface FeedItem {
  row: number;
  externalId: string;
  data: Record<string, FieldValue>;
}

export const ROW_PROBLEM_CODES = [
  'missing-id',
  'duplicate-id',
  'bad-price',
  'ragged-row',
  'bad-row',
  'too-long',
] as const;
export type RowProblemCode = (typeof ROW_PROBLEM_CODES)[number];

export interface RowProblem {
  row: number;
  code: RowProblemCode;
  externalId?: string;
  field?: string;
  message: string;
}

export const FEED_ERROR_CODES = [
  'empty',
  'not-csv',
  'not-xml',
  'not-json',
  'doctype',
  'encoding',
  'too-many-rows',
  'no-items',
] as const;
export type FeedErrorCode = (typeof FEED_ERROR_CODES)[number];

/** A whole-file failure: the import changes nothing. */
export class FeedError extends Error {
  override readonly name = 'FeedError';

  constructor(
    readonly code: FeedErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface FeedSummary {
  rows: number;
  items: number;
  problems: number;
  problemsKept: RowProblem[];
  encoding: string;
  delimiter?: string;
  fields: string[];
}

/** What a format reader hands on: one row's raw fields, or a row it could not read. */
export type RawRecord =
  | { kind: 'record'; row: number; data: Record<string, FieldValue> }
  | { kind: 'problem'; row: number; code: 'ragged-row' | 'bad-row'; message: string };

/** A value longer than this many UTF-8 bytes makes its row `too-long`. */
export const MAX_VALUE_BYTES = 64 * 1024;

export const DEFAULT_MAX_ROWS = 5_000_000;
export const DEFAULT_MAX_PROBLEMS = 10_000;

/** The whole-file code for input that is not text (a PNG, a ZIP …) given as this format. */
export function notFormatCode(format: FeedFormat): 'not-csv' | 'not-xml' | 'not-json' {
  if (format === 'csv' || format === 'tsv') return 'not-csv';
  if (format === 'xml-google' || format === 'xml-generic') return 'not-xml';
  return 'not-json';
}
