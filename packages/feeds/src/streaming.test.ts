import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readFeed } from './read-feed';
import { generateCsvFeed } from './testing/generated-feed';

const ROWS = 100_000;
/** Rows the reader may hold ahead of onItem: the 64 KiB head and a few stream buffers. */
const MAX_ROWS_AHEAD = 2_000;

describe('streaming', () => {
  it('reads 100 000 rows, never far ahead of onItem', async () => {
    const feed = generateCsvFeed(ROWS);
    let maxAhead = 0;
    let rowsBeforeFirstItem = 0;
    const summary = await readFeed(feed.chunks, { format: 'csv' }, (item) => {
      if (item.row === 2) rowsBeforeFirstItem = feed.producedRows;
      maxAhead = Math.max(maxAhead, feed.producedRows - (item.row - 1));
    });
    expect(summary).toMatchObject({ rows: ROWS, items: ROWS, problems: 0 });
    expect(rowsBeforeFirstItem).toBeLessThan(MAX_ROWS_AHEAD);
    expect(maxAhead).toBeLessThan(MAX_ROWS_AHEAD);
  });

  it('waits for an onItem that awaits: one call at a time, and the source waits too', async () => {
    const feed = generateCsvFeed(20_000, 10);
    let inFlight = 0;
    let maxInFlight = 0;
    let maxAhead = 0;
    await readFeed(feed.chunks, { format: 'csv' }, async (item) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      if (item.row % 1_000 === 0) {
        // A slow write: if the reader went on meanwhile, the source would run ahead here.
        await new Promise((resolve) => setTimeout(resolve, 5));
        maxAhead = Math.max(maxAhead, feed.producedRows - (item.row - 1));
      }
      inFlight -= 1;
    });
    expect(maxInFlight).toBe(1);
    expect(maxAhead).toBeLessThan(MAX_ROWS_AHEAD);
  });

  it('keeps the heap small while reading 100 000 rows (measured with --expose-gc)', async () => {
    const probe = fileURLToPath(new URL('./testing/heap-probe.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', probe, String(ROWS)],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), timeout: 60_000 },
    );
    const { items, fileBytes, peakGrowth } = JSON.parse(stdout) as Record<string, number>;
    expect(items).toBe(ROWS);
    expect(fileBytes).toBeGreaterThan(30 * 1024 * 1024);
    // The ids seen (for duplicates) take a few MB; the rows themselves must not stay.
    expect(peakGrowth).toBeLessThan(16 * 1024 * 1024);
  });
});
