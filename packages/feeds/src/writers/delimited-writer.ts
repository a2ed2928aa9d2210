import { Readable, pipeline } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import { cellText, type FeedRow, type FeedRows } from './feed-values';

export type Delimiter = ',' | '\t';

/**
 * TSV (text/tab-separated-values) has no quoting: a field cannot hold a tab or a line break. Each
 * run of them becomes one space, so every row stays one line of the file.
 */
const TSV_BREAKS = /[\t\r\n]+/g;

const tsvText = (text: string) => text.replace(TSV_BREAKS, ' ');

function stringifyOptions(columns: readonly string[], delimiter: Delimiter): Options {
  const isTsv = delimiter === '\t';
  return {
    header: true,
    columns: columns.map((name) => ({ key: name, header: isTsv ? tsvText(name) : name })),
    delimiter,
    record_delimiter: 'unix',
    // Naming the line end would otherwise stop the quoting of values with \r or \n inside.
    quote_record_delimiter: true,
    // CSV: RFC 4180 quoting, only where a field needs it (delimiter, quote or line break inside).
    quote: isTsv ? false : '"',
  };
}

/** One row as csv-stringify takes it: every column's text (see cellText), by column. */
function recordOf(row: FeedRow, columns: readonly string[], isTsv: boolean) {
  const record: Record<string, string> = {};
  for (const name of columns) {
    const text = cellText(row[name]);
    record[name] = isTsv ? tsvText(text) : text;
  }
  return record;
}

async function* records(rows: FeedRows, columns: readonly string[], isTsv: boolean) {
  for await (const row of rows) yield recordOf(row, columns, isTsv);
}

/**
 * A CSV (`,`, RFC 4180) or TSV (tab, no quoting) feed: a header of the column names, then one line
 * per row, UTF-8 without BOM, `\n` line ends. Rows are pulled as the output is read, so memory
 * does not grow with the number of rows.
 */
export async function* writeDelimited(
  columns: readonly string[],
  rows: FeedRows,
  delimiter: Delimiter,
): AsyncGenerator<Uint8Array> {
  const stringifier = stringify(stringifyOptions(columns, delimiter));
  // pipeline hands an error of the rows on to the stringifier, which ends the loop below with it.
  pipeline(Readable.from(records(rows, columns, delimiter === '\t')), stringifier, () => undefined);
  for await (const piece of stringifier as AsyncIterable<string | Buffer>) {
    yield typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
  }
}
