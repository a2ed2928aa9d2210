import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteStatementCache } from './pglite-statements';

let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`
    create table things (
      id serial primary key,
      name text not null,
      flag boolean,
      amount bigint,
      created timestamp with time zone,
      day date,
      data jsonb,
      tags text[]
    );
    insert into things (name, flag, amount, created, day, data, tags) values
      ('one', true, 9007199254740993, '2024-05-01T10:00:00Z', '2024-05-01', '{"a":1}', '{x,y}'),
      ('two', null, 2, null, null, null, null);
  `);
}, 60_000);
afterAll(() => pg.close());

const SELECT_BY_NAME = 'select * from things where name = $1 or flag = $2 order by id';

describe('PgliteStatementCache', () => {
  it('gives the rows, fields and row count PGlite.query gives, in both row modes and with custom parsers', async () => {
    const cache = new PgliteStatementCache(pg);
    const options = [
      undefined,
      { rowMode: 'array' as const },
      // What drizzle passes: dates and timestamps stay text.
      {
        rowMode: 'array' as const,
        parsers: {
          [types.TIMESTAMPTZ]: (value: string) => value,
          [types.DATE]: (value: string) => value,
        },
      },
    ];
    for (const option of options) {
      for (let run = 0; run < 2; run += 1) {
        const ours = await cache.query(SELECT_BY_NAME, ['two', true], option);
        const theirs = await pg.query(SELECT_BY_NAME, ['two', true], option);
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.fields).toEqual(theirs.fields);
        expect(ours.rowCount).toBe(2);
        expect(ours.command).toBe('SELECT');
      }
    }
    expect(cache.size).toBe(1);
  });

  it('serialises parameters by the types PostgreSQL inferred (dates, json, arrays, booleans, null)', async () => {
    const cache = new PgliteStatementCache(pg);
    const text =
      'select $1::timestamptz as at, $2::jsonb as data, $3::text[] as tags, $4::boolean as yes, $5::int as nothing';
    const params = [new Date('2024-05-01T10:00:00Z'), { b: [1, 2] }, ['p', 'q "r"'], false, null];
    const ours = await cache.query(text, params);
    expect(ours.rows).toEqual((await pg.query(text, params)).rows);
    expect(ours.rows[0]).toEqual({
      at: new Date('2024-05-01T10:00:00Z'),
      data: { b: [1, 2] },
      tags: ['p', 'q "r"'],
      yes: false,
      nothing: null,
    });
  });

  it('prepares a text once, and keeps at most maxStatements, dropping the least recently used', async () => {
    const preparedCount = async () =>
      (await pg.query('select name from pg_prepared_statements')).rows.length;
    const before = await preparedCount();
    const cache = new PgliteStatementCache(pg, 2);
    const run = (n: number) => cache.query(`select $1::int + ${n} as value`, [1]);
    expect((await run(1)).rows).toEqual([{ value: 2 }]);
    await run(2);
    await run(1);
    expect(cache.size).toBe(2);
    await run(3); // evicts 2, the least recently used
    expect(cache.size).toBe(2);
    // The evicted one is closed on the connection too.
    expect(await preparedCount()).toBe(before + 2);
    expect((await run(2)).rows).toEqual([{ value: 3 }]);
    expect((await run(1)).rows).toEqual([{ value: 2 }]);
  });

  it('throws the database error with the query, and stays usable after it', async () => {
    const cache = new PgliteStatementCache(pg);
    const syntax = await cache.query('select nonsense from', []).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601', query: 'select nonsense from' });
    expect(cache.size).toBe(0);
    const badValue = await cache
      .query('select $1::int as n', ['x'])
      .catch((error: unknown) => error);
    expect(badValue).toMatchObject({ code: '22P02', params: ['x'] });
    expect((await cache.query('select $1::int as n', ['7'])).rows).toEqual([{ n: 7 }]);
    expect((await cache.query('select count(*)::int as n from things', [])).rows).toEqual([
      { n: 2 },
    ]);
  });

  it('prepares a statement again when its table changed shape or it was deallocated', async () => {
    const cache = new PgliteStatementCache(pg);
    await pg.exec('create table shapes (id int)');
    await pg.exec('insert into shapes values (1)');
    expect((await cache.query('select * from shapes where id = $1', [1])).rows).toEqual([
      { id: 1 },
    ]);
    await pg.exec("alter table shapes add column label text default 'x'");
    expect((await cache.query('select * from shapes where id = $1', [1])).rows).toEqual([
      { id: 1, label: 'x' },
    ]);
    await pg.exec('deallocate all');
    expect((await cache.query('select * from shapes where id = $1', [1])).rows).toHaveLength(1);
  });

  it('does not run a read inside a transaction that is open', async () => {
    const cache = new PgliteStatementCache(pg);
    let updated = () => {};
    const hasUpdated = new Promise<void>((resolve) => {
      updated = resolve;
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = cache
      .transaction(async (tx) => {
        await tx.query("update things set name = 'uno' where name = 'one'");
        updated();
        await held;
        throw new Error('roll back');
      })
      .catch((error: unknown) => error);
    await hasUpdated;
    // Issued while the transaction holds an uncommitted change: it waits for the rollback.
    const read = cache.query<{ name: string }>('select name from things where id = $1', [1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await transaction).toBeInstanceOf(Error);
    expect((await read).rows).toEqual([{ name: 'one' }]);
  });
});

describe('the PGlite it relies on', () => {
  /** The version whose undocumented members the cache was written and checked against. */
  const CHECKED_VERSION = '0.5.16';

  function installedPglite(): { version: string } {
    let folder = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    for (let depth = 0; depth < 5; depth += 1) {
      const file = join(folder, 'package.json');
      if (existsSync(file)) {
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
          name?: string;
          version: string;
        };
        if (manifest.name === '@electric-sql/pglite') return manifest;
      }
      folder = dirname(folder);
    }
    throw new Error('@electric-sql/pglite/package.json not found');
  }

  it('is pinned to the version the statement cache was checked against', () => {
    const declared = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { dependencies: Record<string, string> };
    expect(declared.dependencies['@electric-sql/pglite']).toBe(CHECKED_VERSION);
    expect(installedPglite().version).toBe(CHECKED_VERSION);
  });

  it('still has the undocumented members the cache calls', () => {
    const client = pg as unknown as Record<string, unknown>;
    for (const member of ['_checkReady', '_runExclusiveTransaction', '_runExclusiveQuery']) {
      expect(typeof client[member], member).toBe('function');
    }
    expect(typeof pg.execProtocol).toBe('function');
  });
});
