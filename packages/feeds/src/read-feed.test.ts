import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readFeed } from './read-feed';
import { chunked, readAll, readError } from './testing/support';
import { FEED_FORMATS, FeedError, type FeedItem } from './types';

describe('whole-file failures', () => {
  it.each(FEED_FORMATS)('rejects 0 bytes as empty (%s)', async (format) => {
    expect((await readError('', { format })).code).toBe('empty');
  });

  it('rejects a file of blank space or a lone BOM as empty', async () => {
    expect((await readError(' \r\n\t\n', { format: 'csv' })).code).toBe('empty');
    expect((await readError('\uFEFF', { format: 'json' })).code).toBe('empty');
  });

  it('rejects a header without rows as no-items', async () => {
    const error = await readError('id,title\n', { format: 'csv' });
    expect(error).toMatchObject({ code: 'no-items', message: expect.stringMatching(/no rows/) });
  });

  it('rejects rows of which none is a valid item as no-items', async () => {
    const error = await readError('id,title\n,a\n,b\n', { format: 'csv' });
    expect(error).toMatchObject({ code: 'no-items', message: expect.stringMatching(/2 rows/) });
  });

  it('rejects a Google feed without items as no-items', async () => {
    const xml =
      '<rss xmlns:g="http://base.google.com/ns/1.0"><channel><title>t</title></channel></rss>';
    expect((await readError(xml, { format: 'xml-google' })).code).toBe('no-items');
  });

  it('is a FeedError with its code', async () => {
    const error = await readError('', { format: 'csv' });
    expect(error).toBeInstanceOf(FeedError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FeedError');
  });
});

describe('sources', () => {
  const CSV = 'id,title\n1,Lamp\n2,Desk\n';

  it('reads a Node stream', async () => {
    const items: FeedItem[] = [];
    await readFeed(Readable.from([Buffer.from(CSV)]), { format: 'csv' }, (item) => {
      items.push(item);
    });
    expect(items.map((item) => item.externalId)).toEqual(['1', '2']);
  });

  it('reads a stream that yields strings (setEncoding)', async () => {
    const stream = Readable.from([Buffer.from('id,title\n1,Café\n')]);
    stream.setEncoding('utf8');
    const items: FeedItem[] = [];
    await readFeed(stream, { format: 'csv' }, (item) => {
      items.push(item);
    });
    expect(items[0]?.data.title).toBe('Café');
  });

  it('stops reading the source when onItem fails, and rejects with its error', async () => {
    let isReleased = false;
    async function* source() {
      try {
        yield* chunked(`id\n${'1\n2\n3\n'.repeat(50_000)}`, 1024);
      } finally {
        isReleased = true;
      }
    }
    const failure = new Error('database down');
    const read = readFeed(source(), { format: 'csv' }, () => {
      throw failure;
    });
    await expect(read).rejects.toBe(failure);
    expect(isReleased).toBe(true);
  });

  it('stops reading the source after a whole-file failure in the head', async () => {
    let isReleased = false;
    async function* source() {
      try {
        yield* chunked('id,title\n1,Lamp\n', 4);
      } finally {
        isReleased = true;
      }
    }
    const read = readFeed(source(), { format: 'csv', encoding: 'nope' }, () => {});
    await expect(read).rejects.toMatchObject({ code: 'encoding' });
    expect(isReleased).toBe(true);
  });
});

describe('options', () => {
  it('refuses an unknown format or a negative cap as a programming error', async () => {
    const format = 'xls' as never;
    await expect(readFeed(chunked('x'), { format }, () => {})).rejects.toThrow(RangeError);
    await expect(readFeed(chunked('x'), { format: 'csv', maxRows: -1 }, () => {})).rejects.toThrow(
      RangeError,
    );
  });

  it('summarises rows, items, problems, encoding, delimiter and fields', async () => {
    const { summary } = await readAll('id,title\n1,Lamp\n,Desk\n', { format: 'csv' });
    expect(summary).toEqual({
      rows: 2,
      items: 1,
      problems: 1,
      problemsKept: [expect.objectContaining({ row: 3, code: 'missing-id' })],
      encoding: 'utf-8',
      delimiter: ',',
      fields: ['id', 'title'],
    });
  });
});
