import { Readable, pipeline } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { FeedError, type FieldValue, type RawRecord } from './types';

export const DELIMITER_CANDIDATES = [',', ';', '\t', '|'] as const;

/** A record longer than this (in characters) is a broken file, not a long row. */
const MAX_RECORD_CHARS = 8 * 1024 * 1024;

interface RawCsvRecord {
  record: string[];
  raw: string;
}

interface CsvRow {
  cells: string[];
  row: number;
}

export interface CsvSettings {
  delimiter: string;
  quote: string;
  hasHeader: boolean;
}

function firstLine(text: string): string {
  const end = text.search(/\r?\n|\r/);
  return end === -1 ? text : text.slice(0, end);
}

function countFields(line: string, delimiter: string, quote: string): number {
  try {
    const records = parseSync(line, {
      delimiter,
      quote,
      relax_quotes: true,
      relax_column_count: true,
      to: 1,
    }) as string[][];
    return records[0]?.length ?? 0;
  } catch {
    return 0;
  }
}

/** The candidate that splits the first line into the most fields; ',' when none splits it. */
export function detectDelimiter(text: string, quote = '"'): string {
  const line = firstLine(text);
  let best: string = DELIMITER_CANDIDATES[0];
  let bestCount = 1;
  for (const candidate of DELIMITER_CANDIDATES) {
    const count = countFields(line, candidate, quote);
    if (count > bestCount) {
      best = candidate;
      bestCount = count;
    }
  }
  return best;
}

/** Header names: trimmed, an empty one named by its position, a repeated one numbered. */
export function headerNames(cells: string[]): string[] {
  const seen = new Set<string>();
  return cells.map((cell, index) => {
    const base = cell.trim() || `col${index + 1}`;
    let name = base;
    for (let copy = 2; seen.has(name); copy += 1) name = `${base}_${copy}`;
    seen.add(name);
    return name;
  });
}

function positionalNames(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `col${index + 1}`);
}

function toCell(value: string): FieldValue {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function toRecord(row: number, names: string[], cells: string[]): RawRecord {
  if (cells.length !== names.length) {
    return {
      kind: 'problem',
      row,
      code: 'ragged-row',
      message: `Row has ${cells.length} cells where the header has ${names.length}.`,
    };
  }
  const data = Object.fromEntries(names.map((name, index) => [name, toCell(cells[index] ?? '')]));
  return { kind: 'record', row, data };
}

function toFeedError(error: unknown, line: number): unknown {
  if (!(error instanceof CsvError)) return error;
  return new FeedError(
    'not-csv',
    `The file is not readable as CSV from the row on line ${line}: ${error.message}`,
  );
}

function isBlankLine(cells: string[]): boolean {
  return cells.length === 1 && cells[0]?.trim() === '';
}

const LINE_BREAK = /\r\n|\r|\n/g;
const LEADING_BREAKS = /^(?:\r\n|\r|\n)*/;

function countBreaks(text: string): number {
  return text.match(LINE_BREAK)?.length ?? 0;
}

/**
 * Tracks the line each record starts on. csv-parse's own line count takes a CRLF inside a
 * quoted value for two lines, so the lines are counted from each record's raw text, which
 * includes the blank lines skipped before it.
 */
function createLineCounter() {
  let consumed = 0;
  return {
    startOf(raw: string): number {
      const start = consumed + countBreaks(LEADING_BREAKS.exec(raw)?.[0] ?? '') + 1;
      consumed += countBreaks(raw);
      return start;
    },
    /** The line after the last complete record: where a broken record starts, give or take. */
    get next(): number {
      return consumed + 1;
    },
  };
}

/**
 * Streams the rows of a CSV/TSV text. Row numbers are the file's line numbers where the row
 * starts (the header is line 1), so a row with a quoted line break counts every line.
 */
export async function* readCsv(
  text: AsyncIterable<string>,
  settings: CsvSettings,
): AsyncGenerator<RawRecord> {
  const lines = createLineCounter();
  const options: Options<CsvRow, RawCsvRecord> = {
    delimiter: settings.delimiter,
    quote: settings.quote,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // Auto-detection settles on the first line ending it meets; exports mix them.
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_RECORD_CHARS,
    raw: true,
    // Runs as csv-parse reads, ahead of the consumer: a parse error knows where it stopped.
    on_record: ({ record, raw }: RawCsvRecord): CsvRow => ({
      cells: record,
      row: lines.startOf(raw),
    }),
  };
  // csv-parse types a stream parser's options only for plain string[] records.
  const parser = parse(options as unknown as Options);
  pipeline(Readable.from(text), parser, () => {
    // The iterator below receives every error; this only keeps pipeline from throwing.
  });
  let names: string[] | undefined;
  try {
    for await (const { cells, row } of parser as AsyncIterable<CsvRow>) {
      if (isBlankLine(cells)) continue;
      if (names === undefined) {
        names = settings.hasHeader ? headerNames(cells) : positionalNames(cells.length);
        if (settings.hasHeader) continue;
      }
      yield toRecord(row, names, cells);
    }
  } catch (error) {
    throw toFeedError(error, lines.next);
  }
}
