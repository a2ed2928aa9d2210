import type { FlowColumn } from '@feedline/data-flow';
import { describe, expect, it } from 'vitest';
import { flowProblem, judgeItem, outputColumns } from './export-rules';

const field = (name: string): FlowColumn => ({ name, source: { kind: 'field', field: name } });

const google = {
  id: 'A-1',
  title: 'Red shoe',
  link: 'https://acme.nl/p/1',
  price: '19.99 EUR',
};

describe('the flow of an export', () => {
  it('needs an id column, and a flow at all', () => {
    expect(flowProblem([field('id'), field('title')])).toBeUndefined();
    expect(flowProblem([field('title')])).toEqual({
      reason: 'no-id-column',
      text: 'has no "id" column in its data flow: every item of a feed needs one',
    });
    expect(flowProblem(undefined)).toEqual({ reason: 'no-flow', text: 'has no data flow' });
  });

  it('writes the flow’s columns without the table’s row key', () => {
    expect(outputColumns([field('_id'), field('id'), field('title')]).map((c) => c.name)).toEqual([
      'id',
      'title',
    ]);
  });
});

describe('what becomes of an item', () => {
  it.each([null, '', '   ', undefined])(
    'excludes an item whose id is %j, in every format',
    (id) => {
      const row = { ...google, id } as Record<string, string | null>;
      for (const format of ['csv', 'tsv', 'xml-google'] as const) {
        expect(judgeItem(format, { ...row })).toEqual({ kind: 'excluded' });
      }
    },
  );

  it('exports any item with an id as CSV or TSV, empty title and bad price included', () => {
    const row = { id: 0, title: null, price: 'ask us' };
    expect(judgeItem('csv', { ...row })).toEqual({ kind: 'exported', row });
    expect(judgeItem('tsv', { ...row })).toEqual({ kind: 'exported', row });
  });

  it('fails a Google item without title, link or price, one problem per field', () => {
    const verdict = judgeItem('xml-google', { id: 'A-1', title: ' ', link: null });
    expect(verdict).toEqual({
      kind: 'failed',
      problems: [
        expect.objectContaining({ code: 'missing-value', field: 'title' }),
        expect.objectContaining({ code: 'missing-value', field: 'link' }),
        expect.objectContaining({ code: 'missing-value', field: 'price' }),
      ],
    });
  });

  it('fails a Google item whose price or sale price is not a price', () => {
    expect(judgeItem('xml-google', { ...google, price: 'ask us' })).toEqual({
      kind: 'failed',
      problems: [
        {
          code: 'bad-value',
          field: 'price',
          message: '"price" is not a price: "ask us" (expected e.g. "12.99 EUR")',
        },
      ],
    });
    expect(judgeItem('xml-google', { ...google, sale_price: '12.99 EUR USD' })).toMatchObject({
      kind: 'failed',
      problems: [{ code: 'bad-value', field: 'sale_price' }],
    });
  });

  it('exports a Google item with its prices in their normal form; an empty sale price is fine', () => {
    expect(
      judgeItem('xml-google', { ...google, price: 'EUR 1.299,00', sale_price: '', extra: null }),
    ).toEqual({
      kind: 'exported',
      row: { ...google, price: '1299.00 EUR', sale_price: '', extra: null },
    });
    expect(judgeItem('xml-google', { ...google, price: 12.5 })).toEqual({
      kind: 'exported',
      row: { ...google, price: '12.5' },
    });
  });
});
