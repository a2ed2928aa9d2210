import { describe, expect, it } from 'vitest';
import { detectDelimiter, headerNames } from './csv-reader';
import { readAll, readError } from './testing/support';

describe('CSV mapping', () => {
  it('reads ;-separated rows with quoted delimiters, quotes and line breaks', async () => {
    const csv = [
      'id;title;description;price',
      '1;"Chair; oak";"A ""classic""\nwith two lines";12,99 EUR',
      '2;Table;plain;3.50',
    ].join('\n');
    const { items, summary } = await readAll(csv, { format: 'csv', delimiter: ';' });
    expect(items).toEqual([
      {
        row: 2,
        externalId: '1',
        data: {
          id: '1',
          title: 'Chair; oak',
          description: 'A "classic"\nwith two lines',
          price: '12.99 EUR',
        },
      },
      {
        row: 4,
        externalId: '2',
        data: { id: '2', title: 'Table', description: 'plain', price: '3.50' },
      },
    ]);
    expect(summary).toMatchObject({ rows: 2, items: 2, delimiter: ';' });
    expect(summary.fields).toEqual(['id', 'title', 'description', 'price']);
  });

  it('numbers a row by the line it starts on, counting blank lines and CRLF endings', async () => {
    const csv = 'id,title\r\n\r\na,"x\r\ny"\r\n\r\n\r\nb,z\r\nc,w';
    const { items } = await readAll(csv, { format: 'csv' });
    expect(items.map(({ row, externalId }) => [row, externalId])).toEqual([
      [3, 'a'],
      [7, 'b'],
      [8, 'c'],
    ]);
  });

  it('reads TSV with a tab by default', async () => {
    const { items, summary } = await readAll('id\ttitle\tprice\nA-1\tLamp, small\t5\n', {
      format: 'tsv',
    });
    expect(items[0]?.data).toEqual({ id: 'A-1', title: 'Lamp, small', price: '5' });
    expect(summary.delimiter).toBe('\t');
  });

  it('names columns col1, col2 … without a header, and counts the first line as row 1', async () => {
    const { items, summary } = await readAll('x1,Lamp\nx2,Desk\n', {
      format: 'csv',
      hasHeader: false,
      idField: 'col1',
    });
    expect(items.map((item) => [item.row, item.data])).toEqual([
      [1, { col1: 'x1', col2: 'Lamp' }],
      [2, { col1: 'x2', col2: 'Desk' }],
    ]);
    expect(summary.fields).toEqual(['col1', 'col2']);
  });

  it('trims names and values, keeps numbers as text and makes an empty value null', async () => {
    const { items } = await readAll(' id , qty ,note, gtin\n 007 , 5 ,  , 0042\n', {
      format: 'csv',
    });
    expect(items[0]?.data).toEqual({ id: '007', qty: '5', note: null, gtin: '0042' });
  });

  it('uses the quote character it is given', async () => {
    const { items } = await readAll("id,title\n1,'Desk, tall'\n", { format: 'csv', quote: "'" });
    expect(items[0]?.data.title).toBe('Desk, tall');
  });

  it('detects the delimiter when asked to', async () => {
    const { items, summary } = await readAll('id|title|price\n9|Rug|20\n', {
      format: 'csv',
      delimiter: 'auto',
    });
    expect(summary.delimiter).toBe('|');
    expect(items[0]?.data).toEqual({ id: '9', title: 'Rug', price: '20' });
  });
});

describe('headerNames', () => {
  it('names an empty header by position and numbers a repeated one', () => {
    expect(headerNames(['id', ' ', 'image', 'image', 'image'])).toEqual([
      'id',
      'col2',
      'image',
      'image_2',
      'image_3',
    ]);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['id,title,price\n', ','],
    ['id;title;price\n', ';'],
    ['id\ttitle\tprice\n', '\t'],
    ['id|title|price\n', '|'],
    ['"id;x","title;y",price,brand\n1;2;3\n', ','],
    ['id;title,with comma;price\n', ';'],
    ['id\n1\n', ','],
  ])('finds the delimiter of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });

  it('looks only at the first line', () => {
    expect(detectDelimiter('id;title\n1,2,3,4,5\n')).toBe(';');
  });
});

describe('CSV problems', () => {
  it('skips a row with more or fewer cells than the header as ragged-row', async () => {
    const csv = 'id,title,price\n1,Lamp,5\n2,Desk\n3,Rug,7,extra\n4,Bed,9\n';
    const { items, summary } = await readAll(csv, { format: 'csv' });
    expect(items.map((item) => item.externalId)).toEqual(['1', '4']);
    expect(summary.problemsKept).toEqual([
      expect.objectContaining({ row: 3, code: 'ragged-row' }),
      expect.objectContaining({ row: 4, code: 'ragged-row' }),
    ]);
    expect(summary.rows).toBe(4);
  });

  it('rejects a file with an unclosed quote as not-csv, naming the line', async () => {
    const error = await readError('id,title\n1,Lamp\n2,"Desk\n3,Rug\n', { format: 'csv' });
    expect(error.code).toBe('not-csv');
    expect(error.message).toMatch(/line 3/);
  });
});
