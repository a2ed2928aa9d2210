import { describe, expect, it } from 'vitest';
import { nextSort, parseItemsView, withItemsView } from './items-view';

const parse = (query: string) => parseItemsView(new URLSearchParams(query));

describe('the view in the address', () => {
  it('reads filters written once each, or as one JSON array', () => {
    const expected = [
      { op: 'empty', field: 'gtin' },
      { op: 'gt', field: 'price', value: '10' },
    ];
    expect(parse('filter=empty%3Agtin&filter=gt%3Aprice%3A10').filters).toEqual(expected);
    expect(parse(`filter=${encodeURIComponent('["empty:gtin","gt:price:10"]')}`).filters).toEqual(
      expected,
    );
  });

  it('leaves out what it cannot read, instead of failing the screen', () => {
    expect(
      parse('filter=like%3Atitle&filter=%5Bbroken&sort=a%3Ab%3Ac&filter=empty%3Agtin'),
    ).toEqual({ filters: [{ op: 'empty', field: 'gtin' }], search: '', sort: null });
  });

  it('writes the view beside the other parameters, and back', () => {
    const view = {
      filters: [
        { op: 'contains' as const, field: 'title', value: 'a, b & c' },
        { op: 'notEmpty' as const, field: 'gtin' },
      ],
      search: 'kettle',
      sort: { field: 'price', direction: 'desc' as const },
    };
    const query = withItemsView(new URLSearchParams('stage=import&filter=x&_locale=de'), view);
    expect(query.startsWith('stage=import&filter=')).toBe(true);
    expect(parse(query)).toEqual(view);
  });

  it('sorts ascending, then descending, then not', () => {
    expect(nextSort(null, 'price')).toEqual({ field: 'price', direction: 'asc' });
    expect(nextSort({ field: 'price', direction: 'asc' }, 'price')).toEqual({
      field: 'price',
      direction: 'desc',
    });
    expect(nextSort({ field: 'price', direction: 'desc' }, 'price')).toBeNull();
    expect(nextSort({ field: 'price', direction: 'desc' }, 'title')).toEqual({
      field: 'title',
      direction: 'asc',
    });
  });
});
