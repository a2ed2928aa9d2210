// Run as `node --expose-gc --import tsx heap-probe.ts ROWS`: prints how far the heap grew
// while reading a generated CSV feed of ROWS rows, as JSON on stdout.
import { readFeed } from '../read-feed';
import { generateCsvFeed } from './generated-feed';

const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('Run with --expose-gc.');

const rows = Number(process.argv[2] ?? 100_000);
const feed = generateCsvFeed(rows);
gc();
const before = process.memoryUsage().heapUsed;
let peakGrowth = 0;
const summary = await readFeed(feed.chunks, { format: 'csv' }, (item) => {
  if (item.row % 10_000 === 0) {
    gc();
    peakGrowth = Math.max(peakGrowth, process.memoryUsage().heapUsed - before);
  }
});
process.stdout.write(
  JSON.stringify({ items: summary.items, fileBytes: feed.producedBytes, peakGrowth }),
);
