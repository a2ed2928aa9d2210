import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText, type FeedRows } from './feed-values';

/** Rows of one sheet of a workbook (Excel's limit, the header row included). */
export const XLSX_MAX_ROWS = 1_048_576;

/** The workbook's bytes waiting to be read before the rows wait (keeps memory flat). */
const BUFFERED_BYTES = 1024 * 1024;

/**
 * An Excel workbook (.xlsx) of one sheet: a bold-free header of the column names, then one row per
 * row. Numbers stay numbers, everything else is text (an EAN stays `0871…`, not 8.71E+12). Written
 * by exceljs's streaming writer while the rows are pulled, and the writer waits while more than
 * a megabyte is unread, so memory does not grow with the number of rows.
 */
export async function* writeXlsx(
  columns: readonly string[],
  rows: FeedRows,
  sheetName = 'Items',
): AsyncGenerator<Uint8Array> {
  // The workbook's bytes as the zip writes them; the rows wait while too many are unread.
  const pieces: Buffer[] = [];
  let unread = 0;
  let finished = false;
  let failure: unknown;
  let wakeReader: (() => void) | undefined;
  let wakeWriter: (() => void) | undefined;
  const wake = () => {
    wakeReader?.();
    wakeReader = undefined;
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pieces.push(chunk);
      unread += chunk.length;
      wake();
      done();
    },
    final(done) {
      finished = true;
      wake();
      done();
    },
  });
  const room = () =>
    unread < BUFFERED_BYTES
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          wakeWriter = resolve;
        });
  let stopped = false;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  const writing = (async () => {
    sheet.addRow([...columns]).commit();
    let written = 1;
    for await (const row of rows) {
      if (stopped) return;
      if (written >= XLSX_MAX_ROWS) {
        throw new Error(`A sheet holds at most ${XLSX_MAX_ROWS - 1} rows; choose CSV`);
      }
      const values = columns.map((name) => {
        const value = row[name];
        if (typeof value === 'number') return value;
        const text = cellText(value);
        return text === '' ? null : text;
      });
      sheet.addRow(values).commit();
      written += 1;
      if (written % 100 === 0) {
        // The zip compresses on other threads: let its output arrive, then wait while it is unread.
        await new Promise((resolve) => setImmediate(resolve));
        await room();
      }
    }
    sheet.commit();
    await workbook.commit();
  })();
  writing.catch((error: unknown) => {
    failure = error;
    wake();
  });
  try {
    for (;;) {
      const piece = pieces.shift();
      if (piece) {
        unread -= piece.length;
        if (unread < BUFFERED_BYTES) {
          wakeWriter?.();
          wakeWriter = undefined;
        }
        yield piece;
        continue;
      }
      if (failure !== undefined) throw failure;
      if (finished) break;
      await new Promise<void>((resolve) => {
        wakeReader = resolve;
      });
    }
    await writing;
  } finally {
    // The reader stopped early (a download broken off): the rows stop too.
    stopped = true;
    wakeWriter?.();
  }
}
