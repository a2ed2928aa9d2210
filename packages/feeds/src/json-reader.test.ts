import { describe, expect, it } from 'vitest';
import { flattenObject } from './json-reader';
import { readAll, readError } from './testing/support';

describe('json', () => {
  it('maps an array of objects, keeping numbers and booleans and flattening one level', async () => {
    const json = JSON.stringify([
      {
        id: 101,
        ' title ': '  Chair ',
        price: 12.5,
        in_stock: true,
        color: null,
        note: '',
        shipping: { country: 'DE', price: '4.95 EUR' },
        additional_image_link: ['a.jpg', 'b.jpg'],
        variants: [{ size: 'S' }, { size: 'M' }],
      },
      { id: 'B-2', price: '1.299,00 EUR' },
    ]);
    const { items, summary } = await readAll(json, { format: 'json' });
    expect(items).toEqual([
      {
        row: 1,
        externalId: '101',
        data: {
          id: 101,
          title: 'Chair',
          price: '12.5',
          in_stock: true,
          color: null,
          note: null,
          'shipping.country': 'DE',
          'shipping.price': '4.95 EUR',
          additional_image_link: 'a.jpg,b.jpg',
          'variants.size': 'S,M',
        },
      },
      { row: 2, externalId: 'B-2', data: { id: 'B-2', price: '1299.00 EUR' } },
    ]);
    expect(summary.fields).toContain('shipping.country');
  });

  it.each([
    ['an object', '{"items":[{"id":1}]}'],
    ['an array of non-objects', '[{"id":1}, 2]'],
    ['a truncated array', '[{"id":1},{"id":'],
    ['JSON lines', '{"id":1}\n{"id":2}\n'],
    ['text', 'id,title\n1,Lamp\n'],
  ])('rejects %s as not-json', async (_name, json) => {
    expect((await readError(json, { format: 'json' })).code).toBe('not-json');
  });
});

describe('jsonl', () => {
  it('reads one object per line, skipping blank lines; rows count the lines read', async () => {
    const { items } = await readAll('{"id":"a","qty":"2"}\n\n{"id":"b"}\r\n{"id":"c"}', {
      format: 'jsonl',
    });
    expect(items).toEqual([
      { row: 1, externalId: 'a', data: { id: 'a', qty: '2' } },
      { row: 2, externalId: 'b', data: { id: 'b' } },
      { row: 3, externalId: 'c', data: { id: 'c' } },
    ]);
  });

  it('skips a line that is not JSON, or not an object, as bad-row and goes on', async () => {
    const { items, summary } = await readAll('{"id":"a"}\n{"id": oops}\n[1,2]\n{"id":"d"}\n', {
      format: 'jsonl',
    });
    expect(items.map((item) => [item.row, item.externalId])).toEqual([
      [1, 'a'],
      [4, 'd'],
    ]);
    expect(summary.problemsKept).toEqual([
      expect.objectContaining({ row: 2, code: 'bad-row' }),
      expect.objectContaining({ row: 3, code: 'bad-row' }),
    ]);
    expect(summary.rows).toBe(4);
  });

  it('rejects a file in which no line is a JSON object as not-json', async () => {
    const prettyArray = JSON.stringify([{ id: 1 }, { id: 2 }], null, 2);
    expect((await readError(prettyArray, { format: 'jsonl' })).code).toBe('not-json');
  });
});

describe('flattenObject', () => {
  it('keeps deeper structure as JSON text and a prototype key as a plain field', () => {
    const data = flattenObject(JSON.parse('{"a":{"b":{"c":1}},"__proto__":"x","m":[[1],[2]]}'));
    expect(data).toEqual({ 'a.b': '{"c":1}', m: '[[1],[2]]', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });
});
