import type { FeedRow } from './feed-values';

/** Everything a writer wrote. */
export async function bytesOf(output: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of output) pieces.push(Buffer.from(piece));
  return Buffer.concat(pieces);
}

/** Everything a writer wrote, as one UTF-8 text. */
export async function textOf(output: AsyncIterable<Uint8Array>): Promise<string> {
  return (await bytesOf(output)).toString('utf8');
}

/**
 * Endless rows that count how many were pulled: a writer that reads ahead without bound never
 * lets a test that stops early finish.
 */
export function countingRows(make: (n: number) => FeedRow) {
  const state = { pulled: 0, isClosed: false };
  async function* rows() {
    try {
      for (;;) {
        state.pulled += 1;
        yield make(state.pulled);
      }
    } finally {
      state.isClosed = true;
    }
  }
  return { state, rows: rows() };
}

/** Rows that fail after `count` of them, with `error`. */
export async function* failingRows(count: number, error: Error) {
  for (let n = 1; n <= count; n += 1) yield { id: String(n) };
  throw error;
}
