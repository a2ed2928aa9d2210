import { FeedError, type FeedItem, type FeedOptions, type FeedSummary } from '../types';
import { readFeed } from '../read-feed';

/** The content as a stream of small chunks, so that values and characters cross chunk edges. */
export async function* chunked(
  content: string | Uint8Array,
  chunkSize = 7,
): AsyncGenerator<Uint8Array> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  for (let start = 0; start < bytes.byteLength; start += chunkSize) {
    yield bytes.subarray(start, start + chunkSize);
  }
}

export interface ReadResult {
  items: FeedItem[];
  summary: FeedSummary;
}

export async function readAll(
  content: string | Uint8Array,
  options: FeedOptions,
  chunkSize?: number,
): Promise<ReadResult> {
  const items: FeedItem[] = [];
  const summary = await readFeed(chunked(content, chunkSize), options, (item) => {
    items.push(item);
  });
  return { items, summary };
}

/** The whole-file error a read ends with (fails the test when the read succeeds). */
export async function readError(
  content: string | Uint8Array,
  options: FeedOptions,
  chunkSize?: number,
): Promise<FeedError> {
  try {
    await readAll(content, options, chunkSize);
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('Expected the read to fail with a FeedError.');
}
