import { describe, expect, it } from 'vitest';
import type { FlowColumn, Transform } from './definition';
import { applyTransform, evaluateColumn, evaluateFlow, textOf } from './evaluate';

const item = {
  id: 'sku-1',
  title: '  Red Shoe ',
  brand: 'Acme',
  price: 12.345,
  priceText: '7,5',
  stock: 0,
  inStock: true,
  empty: '',
  nothing: null,
};

const field = (name: string, fieldName: string, transforms?: Transform[]): FlowColumn => ({
  name,
  source: { kind: 'field', field: fieldName },
  ...(transforms ? { transforms } : {}),
});

describe('sources', () => {
  it('reads a field, or nothing when the item has none', () => {
    expect(evaluateColumn(field('t', 'brand'), item)).toBe('Acme');
    expect(evaluateColumn(field('t', 'stock'), item)).toBe(0);
    expect(evaluateColumn(field('t', 'missing'), item)).toBeNull();
    expect(evaluateColumn(field('t', 'nothing'), item)).toBeNull();
    // Not a member of Object.prototype either.
    expect(evaluateColumn(field('t', 'constructor'), item)).toBeNull();
  });

  it('gives a constant as written', () => {
    expect(evaluateColumn({ name: 'c', source: { kind: 'static', value: 'new' } }, item)).toBe(
      'new',
    );
  });

  it('concatenates fields and texts, an absent field as the empty text', () => {
    const column: FlowColumn = {
      name: 'c',
      source: {
        kind: 'concat',
        parts: [
          { kind: 'field', field: 'brand' },
          { kind: 'text', value: ' - ' },
          { kind: 'field', field: 'missing' },
          { kind: 'field', field: 'inStock' },
          { kind: 'field', field: 'stock' },
        ],
      },
    };
    expect(evaluateColumn(column, item)).toBe('Acme - true0');
    expect(evaluateColumn({ name: 'c', source: { kind: 'concat', parts: [] } }, item)).toBe('');
  });

  it('leaves an unconnected column empty, whatever its chain', () => {
    expect(
      evaluateColumn(
        { name: 'u', source: { kind: 'unconnected' }, transforms: [{ op: 'default', value: 'x' }] },
        item,
      ),
    ).toBeNull();
  });
});

describe('transformations', () => {
  it('search and replace replaces every occurrence; an empty search changes nothing', () => {
    expect(applyTransform('a-b-c', { op: 'replace', search: '-', replace: '/' })).toBe('a/b/c');
    expect(applyTransform('a.b', { op: 'replace', search: '.', replace: '' })).toBe('ab');
    expect(applyTransform('abc', { op: 'replace', search: '', replace: 'x' })).toBe('abc');
    expect(applyTransform(1.5, { op: 'replace', search: '.', replace: ',' })).toBe('1,5');
    expect(applyTransform(null, { op: 'replace', search: 'a', replace: 'b' })).toBeNull();
  });

  it('upper and lower case, and trim, read numbers and booleans as text', () => {
    expect(applyTransform('Straße', { op: 'uppercase' })).toBe('STRASSE');
    expect(applyTransform('ÉCOLE', { op: 'lowercase' })).toBe('école');
    expect(applyTransform(true, { op: 'uppercase' })).toBe('TRUE');
    expect(applyTransform('  a b  ', { op: 'trim' })).toBe('a b');
    expect(applyTransform(null, { op: 'trim' })).toBeNull();
  });

  it('rounds numbers and numeric texts half away from zero, to a fixed number of decimals', () => {
    expect(applyTransform(12.345, { op: 'round', decimals: 2 })).toBe('12.35');
    expect(applyTransform(1.005, { op: 'round', decimals: 2 })).toBe('1.01');
    expect(applyTransform(-2.5, { op: 'round', decimals: 0 })).toBe('-3');
    expect(applyTransform(-0.001, { op: 'round', decimals: 2 })).toBe('0.00');
    expect(applyTransform('7,5', { op: 'round', decimals: 2 })).toBe('7.50');
    expect(applyTransform(' 3 ', { op: 'round', decimals: 1 })).toBe('3.0');
    expect(applyTransform('about 3', { op: 'round', decimals: 1 })).toBe('about 3');
    expect(applyTransform('', { op: 'round', decimals: 1 })).toBe('');
    expect(applyTransform(true, { op: 'round', decimals: 1 })).toBe(true);
  });

  it('prefixes and suffixes values, and leaves empty ones empty', () => {
    expect(applyTransform('12.00', { op: 'suffix', value: ' EUR' })).toBe('12.00 EUR');
    expect(applyTransform(5, { op: 'prefix', value: '#' })).toBe('#5');
    expect(applyTransform('', { op: 'prefix', value: '#' })).toBe('');
    expect(applyTransform(null, { op: 'suffix', value: ' EUR' })).toBeNull();
  });

  it('fills an empty value with the default, and keeps any other (zero and false too)', () => {
    expect(applyTransform(null, { op: 'default', value: 'n/a' })).toBe('n/a');
    expect(applyTransform('', { op: 'default', value: 'n/a' })).toBe('n/a');
    expect(applyTransform(0, { op: 'default', value: 'n/a' })).toBe(0);
    expect(applyTransform(false, { op: 'default', value: 'n/a' })).toBe(false);
    expect(applyTransform(' ', { op: 'default', value: 'n/a' })).toBe(' ');
  });

  it('applies a chain in its order', () => {
    const chain: Transform[] = [
      { op: 'trim' },
      { op: 'uppercase' },
      { op: 'replace', search: ' ', replace: '_' },
      { op: 'prefix', value: 'X-' },
    ];
    expect(evaluateColumn(field('t', 'title', chain), item)).toBe('X-RED_SHOE');
    expect(
      evaluateColumn(
        field('p', 'price', [
          { op: 'round', decimals: 2 },
          { op: 'suffix', value: ' EUR' },
        ]),
        item,
      ),
    ).toBe('12.35 EUR');
    expect(
      evaluateColumn(
        field('d', 'missing', [
          { op: 'uppercase' },
          { op: 'default', value: 'none' },
          { op: 'uppercase' },
        ]),
        item,
      ),
    ).toBe('NONE');
  });
});

describe('evaluateFlow', () => {
  it('gives one value per column, in the flow order, and never a row id column', () => {
    const row = evaluateFlow(
      [
        field('title', 'title', [{ op: 'trim' }]),
        field('_id', 'id'),
        { name: 'condition', source: { kind: 'static', value: 'new' } },
        { name: 'gtin', source: { kind: 'unconnected' } },
      ],
      item,
    );
    expect(row).toEqual({ title: 'Red Shoe', condition: 'new', gtin: null });
    expect(Object.keys(row)).toEqual(['title', 'condition', 'gtin']);
  });

  it('reads an old flow without chains', () => {
    expect(
      evaluateFlow([{ name: 'brand', source: { kind: 'field', field: 'brand' } }], item),
    ).toEqual({ brand: 'Acme' });
  });
});

describe('textOf', () => {
  it('writes nothing as the empty text', () => {
    expect([null, 'a', 1, false].map(textOf)).toEqual(['', 'a', '1', 'false']);
  });
});
