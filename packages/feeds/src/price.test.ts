import { describe, expect, it } from 'vitest';
import { normalizePrice } from './price';

describe('normalizePrice', () => {
  it.each([
    ['12.99', '12.99'],
    ['12,99', '12.99'],
    ['12,99 EUR', '12.99 EUR'],
    ['12.99 USD', '12.99 USD'],
    ['1.299,00', '1299.00'],
    ['1,299.00', '1299.00'],
    ['1 299,00 eur', '1299.00 EUR'],
    ["1'299.50 CHF", '1299.50 CHF'],
    ['EUR 5', '5 EUR'],
    ['12,99EUR', '12.99 EUR'],
    ['1.299.000', '1299000'],
    ['0', '0'],
    [12.5, '12.5'],
  ])('normalizes %j to %j', (value, expected) => {
    expect(normalizePrice(value)).toBe(expected);
  });

  it.each([
    ['abc'],
    ['EUR'],
    ['-3'],
    ['12.99.00'],
    ['1,2,3'],
    ['1.299.00'],
    ['12.99 EUR USD'],
    ['12.99 EURO'],
    ['1e5'],
    ['$12'],
    [-1],
    [Number.NaN],
    [true],
  ])('refuses %j', (value) => {
    expect(normalizePrice(value)).toBeUndefined();
  });
});
