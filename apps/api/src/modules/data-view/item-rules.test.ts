import { describe, expect, it } from 'vitest';
import {
  applySiteRules,
  cleanText,
  deriveInStock,
  formatPrice,
  normaliseAvailability,
  parsePrice,
} from './item-rules';

describe('cleanText', () => {
  it('trims text and collapses runs of whitespace, tabs and newlines included', () => {
    expect(cleanText({ title: '  Acme \t Shoe\n\nred  ' })).toEqual({ title: 'Acme Shoe red' });
  });

  it('turns text that is only whitespace into null', () => {
    expect(cleanText({ gtin: '   ', brand: '' })).toEqual({ gtin: null, brand: null });
  });

  it('leaves numbers, booleans and nulls alone', () => {
    expect(cleanText({ price: 1.5, sale: false, note: null })).toEqual({
      price: 1.5,
      sale: false,
      note: null,
    });
  });
});

describe('parsePrice', () => {
  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    [' 12 ', 12],
    ['12,50', 12.5],
    ['-3.10', -3.1],
  ])('reads %j as %j', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each([['12.5 EUR'], ['abc'], [''], [true], [null], [undefined], [Number.NaN], ['1,234.50']])(
    'finds no number in %j',
    (input) => {
      expect(parsePrice(input)).toBeUndefined();
    },
  );
});

describe('formatPrice', () => {
  it('writes two decimals and the currency in capitals', () => {
    expect(formatPrice({ price: 12.5, currency: 'eur ' })).toMatchObject({ price: '12.50 EUR' });
    expect(formatPrice({ price: '7', currency: 'USD' })).toMatchObject({ price: '7.00 USD' });
  });

  it('rounds to cents', () => {
    expect(formatPrice({ price: 9.999, currency: 'EUR' }).price).toBe('10.00 EUR');
  });

  it('writes only the amount when the item has no currency', () => {
    expect(formatPrice({ price: 3 })).toEqual({ price: '3.00' });
    expect(formatPrice({ price: 3, currency: null })).toMatchObject({ price: '3.00' });
  });

  it('leaves a price that is not a number, and an item without price, as they are', () => {
    expect(formatPrice({ price: 'call us', currency: 'EUR' })).toEqual({
      price: 'call us',
      currency: 'EUR',
    });
    expect(formatPrice({ title: 'x' })).toEqual({ title: 'x' });
  });
});

describe('normaliseAvailability', () => {
  it.each([
    ['in stock', 'in_stock'],
    ['In-Stock', 'in_stock'],
    ['IN_STOCK', 'in_stock'],
    ['available', 'in_stock'],
    ['yes', 'in_stock'],
    [true, 'in_stock'],
    [1, 'in_stock'],
    ['out of stock', 'out_of_stock'],
    ['Out-of-stock', 'out_of_stock'],
    ['sold out', 'out_of_stock'],
    ['unavailable', 'out_of_stock'],
    [false, 'out_of_stock'],
    [0, 'out_of_stock'],
  ])('maps %j to %s', (input, expected) => {
    expect(normaliseAvailability({ availability: input }).availability).toBe(expected);
  });

  it('keeps a value it does not know, and a missing one', () => {
    expect(normaliseAvailability({ availability: 'preorder' })).toEqual({
      availability: 'preorder',
    });
    expect(normaliseAvailability({ availability: null })).toEqual({ availability: null });
    expect(normaliseAvailability({ title: 'x' })).toEqual({ title: 'x' });
  });
});

describe('deriveInStock', () => {
  it('is true for in_stock, false for out_of_stock, null otherwise', () => {
    expect(deriveInStock({ availability: 'in_stock' }).in_stock).toBe(true);
    expect(deriveInStock({ availability: 'out_of_stock' }).in_stock).toBe(false);
    expect(deriveInStock({ availability: 'preorder' }).in_stock).toBeNull();
    expect(deriveInStock({}).in_stock).toBeNull();
  });
});

describe('applySiteRules', () => {
  it('runs every rule, each on the result of the one before', () => {
    const raw = {
      id: 'SKU-1',
      title: '  Acme   Shoe ',
      price: ' 19,9 ',
      currency: ' eur',
      availability: '  Out of   Stock ',
    };
    expect(applySiteRules(raw)).toEqual({
      id: 'SKU-1',
      title: 'Acme Shoe',
      price: '19.90 EUR',
      currency: 'eur',
      availability: 'out_of_stock',
      in_stock: false,
    });
  });

  it('does not change the item it is given', () => {
    const raw = { price: 1, availability: 'in stock' };
    applySiteRules(raw);
    expect(raw).toEqual({ price: 1, availability: 'in stock' });
  });
});
