import { Readable } from 'node:stream';

export type FeedSource = AsyncIterable<Uint8Array> | NodeJS.ReadableStream;

/** How many bytes the encoding and binary sniffing look at. */
export const HEAD_BYTES = 64 * 1024;

function isAsyncIterable(source: FeedSource): source is AsyncIterable<Uint8Array> {
  return typeof (source as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === 'function';
}

/** The source as byte chunks, whatever kind of stream it is (a string chunk is taken as UTF-8). */
export async function* toByteChunks(source: FeedSource): AsyncGenerator<Uint8Array> {
  // A stream given `setEncoding` yields strings; an old-style stream has no async iterator.
  const iterable: AsyncIterable<Uint8Array | string> = isAsyncIterable(source)
    ? source
    : new Readable().wrap(source);
  for await (const chunk of iterable) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (bytes.byteLength > 0) yield bytes;
  }
}

export interface SourceHead {
  /** The first bytes, at most HEAD_BYTES (or the whole file when it is shorter). */
  bytes: Uint8Array;
  /** Whether the head is the whole file. */
  isWholeFile: boolean;
  /** Every byte chunk of the file, the head's first: read it once. */
  chunks: AsyncGenerator<Uint8Array>;
  /** Stops reading the source (after a whole-file error, before or while reading it). */
  release: () => Promise<void>;
}

/** Reads chunks until there are HEAD_BYTES of them, and gives them back in front of the rest. */
export async function readHead(chunks: AsyncGenerator<Uint8Array>): Promise<SourceHead> {
  const buffered: Uint8Array[] = [];
  let size = 0;
  let isWholeFile = false;
  while (size < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      isWholeFile = true;
      break;
    }
    buffered.push(next.value);
    size += next.value.byteLength;
  }
  const joined = Buffer.concat(buffered);
  return {
    bytes: joined.subarray(0, HEAD_BYTES),
    isWholeFile,
    chunks: replay(buffered, chunks),
    release: async () => {
      await chunks.return(undefined);
    },
  };
}

async function* replay(
  buffered: Uint8Array[],
  rest: AsyncGenerator<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  try {
    while (buffered.length > 0) yield buffered.shift() as Uint8Array;
    yield* rest;
  } finally {
    // Stopping early (a whole-file error) must release the source too.
    await rest.return(undefined);
  }
}
