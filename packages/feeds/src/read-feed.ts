import { detectDelimiter, readCsv } from './csv-reader';
import { assertTextual, decodeText, headText, resolveEncoding } from './encoding';
import { readJsonArray, readJsonLines } from './json-reader';
import { createRowChecker } from './row-checks';
import { readHead, toByteChunks, type FeedSource, type SourceHead } from './source';
import {
  DEFAULT_MAX_PROBLEMS,
  DEFAULT_MAX_ROWS,
  FEED_FORMATS,
  FeedError,
  type FeedItem,
  type FeedOptions,
  type FeedSummary,
  type RawRecord,
} from './types';
import { parseItemPath, readXml } from './xml-reader';

interface Settings {
  options: FeedOptions;
  idField: string;
  maxRows: number;
  maxProblems: number;
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`${name} must be an integer ≥ 0.`);
  return value;
}

function resolveSettings(options: FeedOptions): Settings {
  if (!FEED_FORMATS.includes(options.format)) {
    throw new RangeError(`Unknown feed format "${String(options.format)}".`);
  }
  return {
    options,
    idField: options.idField?.trim() || 'id',
    maxRows: positiveInteger(options.maxRows, DEFAULT_MAX_ROWS, 'maxRows'),
    maxProblems: positiveInteger(options.maxProblems, DEFAULT_MAX_PROBLEMS, 'maxProblems'),
  };
}

function isDelimited(options: FeedOptions): boolean {
  return options.format === 'csv' || options.format === 'tsv';
}

function resolveDelimiter(options: FeedOptions, sniffed: string): string {
  const { delimiter, format } = options;
  if (delimiter === 'auto') return detectDelimiter(sniffed, options.quote);
  if (delimiter) return delimiter;
  return format === 'tsv' ? '\t' : ',';
}

function assertHasBytes(head: SourceHead): void {
  if (head.bytes.byteLength === 0) throw new FeedError('empty', 'The file is empty.');
}

function assertHasContent(head: SourceHead, sniffed: string): void {
  if (head.isWholeFile && sniffed.trim() === '') {
    throw new FeedError('empty', 'The file has no content but blank space.');
  }
}

function readRecords(
  text: AsyncIterable<string>,
  options: FeedOptions,
  delimiter: string | undefined,
): AsyncGenerator<RawRecord> {
  switch (options.format) {
    case 'csv':
    case 'tsv':
      return readCsv(text, {
        delimiter: delimiter ?? ',',
        quote: options.quote ?? '"',
        hasHeader: options.hasHeader ?? true,
      });
    case 'xml-google':
      return readXml(text, { mode: 'google' });
    case 'xml-generic':
      return readXml(text, { mode: 'generic', itemPath: parseItemPath(options.itemPath) });
    case 'json':
      return readJsonArray(text);
    case 'jsonl':
      return readJsonLines(text);
  }
}

/**
 * Reads the stream; calls onItem for each valid item (await it: backpressure) and collects
 * problems. Rejects with FeedError for a whole-file failure. Only the current rows are held in
 * memory, plus each item id seen (to find duplicates).
 */
export async function readFeed(
  source: FeedSource,
  options: FeedOptions,
  onItem: (item: FeedItem) => Promise<void> | void,
): Promise<FeedSummary> {
  const settings = resolveSettings(options);
  const head = await readHead(toByteChunks(source));
  try {
    assertHasBytes(head);
    const encoding = resolveEncoding(head.bytes, options.encoding);
    const sniffed = headText(head.bytes, encoding);
    assertHasContent(head, sniffed);
    assertTextual(head.bytes, sniffed, encoding, options.format);
    const delimiter = isDelimited(options) ? resolveDelimiter(options, sniffed) : undefined;
    const checker = createRowChecker(settings);
    let items = 0;
    for await (const record of readRecords(decodeText(head.chunks, encoding), options, delimiter)) {
      const item = checker.accept(record);
      if (item) await onItem(item);
      if (item && (items += 1) === options.previewItems) break;
    }
    return { ...checker.finish(), encoding, ...(delimiter === undefined ? {} : { delimiter }) };
  } finally {
    await head.release();
  }
}
