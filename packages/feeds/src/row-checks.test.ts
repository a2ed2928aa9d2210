import { describe, expect, it } from 'vitest';
import { readAll, readError } from './testing/support';

const HEADER = 'id,title,price';

describe('row problems', () => {
  it('skips a row without an id, or with a blank one, as missing-id', async () => {
    const csv = `${HEADER}\n1,Lamp,5\n,Desk,6\n   ,Rug,7\n4,Bed,8\n`;
    const { items, summary } = await readAll(csv, { format: 'csv' });
    expect(items.map((item) => item.externalId)).toEqual(['1', '4']);
    expect(summary.problemsKept).toEqual([
      { row: 3, code: 'missing-id', field: 'id', message: 'The row has no "id".' },
      { row: 4, code: 'missing-id', field: 'id', message: 'The row has no "id".' },
    ]);
  });

  it('rejects a file without the id column as no-items', async () => {
    const error = await readError('sku,title\nA,Lamp\n', { format: 'csv' });
    expect(error.code).toBe('no-items');
  });

  it('uses the id field it is given', async () => {
    const { items } = await readAll('sku,id\nA,1\nB,1\n', { format: 'csv', idField: 'sku' });
    expect(items.map((item) => item.externalId)).toEqual(['A', 'B']);
  });

  it('keeps the first row of an id and skips later ones as duplicate-id, naming the first', async () => {
    const csv = `${HEADER}\n7,First,5\n8,Other,6\n7,Second,7\n7,Third,8\n`;
    const { items, summary } = await readAll(csv, { format: 'csv' });
    expect(items.map((item) => item.data.title)).toEqual(['First', 'Other']);
    expect(summary.problemsKept).toEqual([
      expect.objectContaining({ row: 4, code: 'duplicate-id', externalId: '7' }),
      expect.objectContaining({ row: 5, code: 'duplicate-id', externalId: '7' }),
    ]);
    expect(summary.problemsKept[0]?.message).toMatch(/row 2/);
  });

  it('does not let a skipped row claim an id', async () => {
    const long = 'x'.repeat(70_000);
    const { items, summary } = await readAll(`${HEADER}\n7,${long},5\n7,Kept,6\n`, {
      format: 'csv',
    });
    expect(items.map((item) => item.row)).toEqual([3]);
    expect(summary.problemsKept.map((problem) => problem.code)).toEqual(['too-long']);
  });

  it('imports an item with a bad price, reports bad-price and keeps the value as given', async () => {
    const csv = 'id,price,sale_price,cost\n1,12;99,10.00 EUR,n/a\n2,9.99 EUR,cheap,n/a\n';
    const { items, summary } = await readAll(csv, { format: 'csv' });
    expect(items.map((item) => item.data)).toEqual([
      { id: '1', price: '12;99', sale_price: '10.00 EUR', cost: 'n/a' },
      { id: '2', price: '9.99 EUR', sale_price: 'cheap', cost: 'n/a' },
    ]);
    expect(summary.problemsKept).toEqual([
      expect.objectContaining({ row: 2, code: 'bad-price', externalId: '1', field: 'price' }),
      expect.objectContaining({ row: 3, code: 'bad-price', externalId: '2', field: 'sale_price' }),
    ]);
  });

  it('normalizes valid prices', async () => {
    const csv = 'id;price\n1;12,99 EUR\n2;1.299,00\n3;USD 5\n4;\n';
    const { items, summary } = await readAll(csv, { format: 'csv', delimiter: ';' });
    expect(items.map((item) => item.data.price)).toEqual(['12.99 EUR', '1299.00', '5 USD', null]);
    expect(summary.problems).toBe(0);
  });

  it('skips a row with a value over 64 KiB as too-long, naming the field', async () => {
    const limit = 64 * 1024;
    const atLimit = 'é'.repeat(limit / 2);
    const overLimit = `${atLimit}a`;
    const csv = `${HEADER}\n1,${atLimit},5\n2,${overLimit},5\n`;
    const { items, summary } = await readAll(csv, { format: 'csv' }, 8192);
    expect(items.map((item) => item.externalId)).toEqual(['1']);
    expect(summary.problemsKept).toEqual([
      expect.objectContaining({ row: 3, code: 'too-long', field: 'title', externalId: '2' }),
    ]);
  });

  it('finds a too-long value in XML without keeping all of it', async () => {
    const xml = `<items><item><id>1</id><d>${'y'.repeat(200_000)}</d></item><item><id>2</id></item></items>`;
    const { items, summary } = await readAll(xml, { format: 'xml-generic' }, 8192);
    expect(items.map((item) => item.externalId)).toEqual(['2']);
    expect(summary.problemsKept).toEqual([
      expect.objectContaining({ row: 1, code: 'too-long', field: 'd' }),
    ]);
  });
});

describe('caps', () => {
  it('keeps maxProblems problems and counts the rest', async () => {
    const csv = `${HEADER}\n1,a,1\n${',b,1\n'.repeat(5)}`;
    const { summary } = await readAll(csv, { format: 'csv', maxProblems: 2 });
    expect(summary.problems).toBe(5);
    expect(summary.problemsKept.map((problem) => problem.row)).toEqual([3, 4]);
  });

  it('reads exactly maxRows rows and rejects one more as too-many-rows', async () => {
    const rows = (count: number) =>
      `${HEADER}\n${Array.from({ length: count }, (_, i) => `${i},t,1`).join('\n')}`;
    expect((await readAll(rows(3), { format: 'csv', maxRows: 3 })).summary.rows).toBe(3);
    const error = await readError(rows(4), { format: 'csv', maxRows: 3 });
    expect(error.code).toBe('too-many-rows');
  });

  it('counts skipped rows against maxRows', async () => {
    const error = await readError(`${HEADER}\n1,a,1\n,b,1\n,c,1\n`, {
      format: 'csv',
      maxRows: 2,
    });
    expect(error.code).toBe('too-many-rows');
  });
});
