import { describe, expect, it } from 'vitest';
import { readAll } from '../testing/support';
import { writeDelimited } from './delimited-writer';
import { bytesOf, countingRows, failingRows, textOf } from './test-support';

const csv = (columns: string[], rows: Record<string, unknown>[]) =>
  textOf(writeDelimited(columns, rows as never, ','));
const tsv = (columns: string[], rows: Record<string, unknown>[]) =>
  textOf(writeDelimited(columns, rows as never, '\t'));

describe('CSV writer', () => {
  it('writes a header and one line per row, quoting only the fields that need it', async () => {
    const text = await csv(
      ['id', 'title', 'description'],
      [
        { id: 'A-1', title: 'Chair, oak', description: 'A "classic"' },
        { id: 'A-2', title: 'Table', description: 'two\nlines' },
        { id: 'A-3', title: 'Lamp', description: 'carriage\rreturn' },
      ],
    );
    expect(text).toBe(
      [
        'id,title,description',
        'A-1,"Chair, oak","A ""classic"""',
        'A-2,Table,"two\nlines"',
        'A-3,Lamp,"carriage\rreturn"',
        '',
      ].join('\n'),
    );
  });

  it('writes nothing for null and missing values, true/false for booleans, numbers as written', async () => {
    const text = await csv(
      ['id', 'price', 'in_stock', 'gtin', 'absent'],
      [
        { id: '1', price: 12.5, in_stock: true, gtin: null },
        { id: '2', price: 0, in_stock: false, gtin: '' },
      ],
    );
    expect(text).toBe('id,price,in_stock,gtin,absent\n1,12.5,true,,\n2,0,false,,\n');
  });

  it('keeps the columns in the order given, whatever the order of the row', async () => {
    expect(await csv(['b', 'a'], [{ a: '1', b: '2' }])).toBe('b,a\n2,1\n');
  });

  it('writes the header alone for no rows', async () => {
    expect(await csv(['id', 'title'], [])).toBe('id,title\n');
  });

  it('writes Unicode as UTF-8 without BOM and reads back as written', async () => {
    const rows = [
      { id: 'ü-1', title: 'Crème brûlée 🍮', description: '漢字, "quoted"\nand more' },
      { id: 'ü-2', title: 'Ελληνικά', description: 'tab\there' },
    ];
    const bytes = await bytesOf(writeDelimited(['id', 'title', 'description'], rows, ','));
    expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const { items } = await readAll(bytes, { format: 'csv', encoding: 'utf-8' });
    expect(items.map((item) => item.data)).toEqual(rows);
  });
});

describe('TSV writer', () => {
  it('separates by tabs and never quotes: quotes and commas are plain characters', async () => {
    const text = await tsv(
      ['id', 'title'],
      [
        { id: '1', title: 'Chair, "oak"' },
        { id: '2', title: null },
      ],
    );
    expect(text).toBe('id\ttitle\n1\tChair, "oak"\n2\t\n');
  });

  it('turns each run of tabs and line breaks in a value (or a name) into one space', async () => {
    const text = await tsv(
      ['id', 'long\tname'],
      [{ id: 'a\tb', 'long\tname': 'one\r\ntwo\n\n\tthree' }],
    );
    expect(text).toBe('id\tlong name\na b\tone two three\n');
    expect(text.split('\n')).toHaveLength(3);
  });

  it('writes Unicode unchanged', async () => {
    expect(await tsv(['title'], [{ title: 'Größe 42 – 🙂' }])).toBe('title\nGröße 42 – 🙂\n');
  });
});

describe('delimited writers stream', () => {
  it('pulls rows only as the output is read, and stops pulling when the reader stops', async () => {
    const { state, rows } = countingRows((n) => ({ id: String(n), title: 'x'.repeat(100) }));
    let bytes = 0;
    for await (const piece of writeDelimited(['id', 'title'], rows, ',')) {
      bytes += piece.byteLength;
      if (bytes > 1_000_000) break;
    }
    expect(state.pulled).toBeLessThan(20_000);
    await expect.poll(() => state.isClosed).toBe(true);
  });

  it('ends with the error of its rows', async () => {
    const failure = new Error('cancelled');
    await expect(textOf(writeDelimited(['id'], failingRows(3, failure), ','))).rejects.toBe(
      failure,
    );
  });
});
