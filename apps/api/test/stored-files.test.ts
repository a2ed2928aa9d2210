import { createHash } from 'node:crypto';
import { schema } from '@feedline/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHUNK_BYTES,
  FIRST_CHUNK_BYTES,
  deleteUnusedFiles,
  FileTooLarge,
  findStoredFile,
  readStoredFile,
  writeStoredFile,
} from '../src/modules/files/stored-files';
import { buildTestApp, type TestApp } from './helper';
import { demoIds } from './platform-fixtures';

let t: TestApp;
let accountId: number;
let otherAccountId: number;

beforeAll(async () => {
  t = await buildTestApp();
  accountId = await demoIds(t).account('Acme Retail');
  otherAccountId = await demoIds(t).account('Initech Secure');
});
afterAll(() => t.close());

/** `count` pieces of `size` bytes, each byte its piece's number: uneven against the chunk size. */
async function* pieces(count: number, size: number) {
  for (let i = 0; i < count; i += 1) yield new Uint8Array(size).fill(i % 251);
}

async function readAll(id: number) {
  const parts: Buffer[] = [];
  for await (const chunk of readStoredFile(t.db, id)) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('stored files', () => {
  it('stores a stream in chunks and gives the same bytes back, for its organisation only', async () => {
    const file = await writeStoredFile(
      t.db,
      { accountId, name: 'big.csv', contentType: 'text/csv' },
      pieces(40, 70_001),
    );
    const expected = Buffer.concat(
      Array.from({ length: 40 }, (_, i) => Buffer.alloc(70_001, i % 251)),
    );
    expect(file).toMatchObject({ size: expected.length, completedAt: expect.any(Date) });
    expect(file.sha256).toBe(createHash('sha256').update(expected).digest('hex'));
    const chunks = await t.db
      .select({ seq: schema.storedFileChunks.seq })
      .from(schema.storedFileChunks)
      .where(eq(schema.storedFileChunks.fileId, file.id));
    // A small first chunk, then whole ones.
    expect(chunks).toHaveLength(1 + Math.ceil((expected.length - FIRST_CHUNK_BYTES) / CHUNK_BYTES));
    expect((await readAll(file.id)).equals(expected)).toBe(true);
    expect(await findStoredFile(t.db, accountId, file.id)).toBeDefined();
    expect(await findStoredFile(t.db, otherAccountId, file.id)).toBeUndefined();
  });

  it('keeps nothing of a file over its limit', async () => {
    const before = await t.db.select({ id: schema.storedFiles.id }).from(schema.storedFiles);
    await expect(
      writeStoredFile(
        t.db,
        { accountId, name: 'huge.csv', contentType: 'text/csv' },
        pieces(10, 1000),
        { maxBytes: 5000 },
      ),
    ).rejects.toBeInstanceOf(FileTooLarge);
    expect(await t.db.select({ id: schema.storedFiles.id }).from(schema.storedFiles)).toEqual(
      before,
    );
  });

  it('deletes old files nothing uses, and keeps those of a data source', async () => {
    const write = (name: string) =>
      writeStoredFile(t.db, { accountId, name, contentType: 'text/csv' }, pieces(1, 10));
    const orphan = await write('orphan.csv');
    const used = await write('used.csv');
    const fresh = await write('fresh.csv');
    const site = await demoIds(t).site('acme.be');
    await t.db
      .insert(schema.dataSources)
      .values({ siteId: site, name: 'Uses a file', kind: 'csv', fileId: used.id });
    await t.db
      .update(schema.storedFiles)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(sql`${schema.storedFiles.id} in (${orphan.id}, ${used.id})`);
    expect(await deleteUnusedFiles(t.db, 24 * 60 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(await findStoredFile(t.db, accountId, orphan.id)).toBeUndefined();
    expect(await findStoredFile(t.db, accountId, used.id)).toBeDefined();
    expect(await findStoredFile(t.db, accountId, fresh.id)).toBeDefined();
  });
});
