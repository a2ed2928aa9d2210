import { describe, expect, it } from 'vitest';
import { fieldWords, isCodeField, MAX_WHOLE_DIGITS, numericText } from './numeric-text';

describe('numericText', () => {
  it('reads a plain decimal in text as a number, keeping the decimals as written', () => {
    expect(numericText('45.23', 'price')).toEqual({ value: 45.23, fractionDigits: 2 });
    expect(numericText('45.20', 'price')).toEqual({ value: 45.2, fractionDigits: 2 });
    expect(numericText('1200', 'stock')).toEqual({ value: 1200, fractionDigits: 0 });
    expect(numericText('-3.5', 'margin')).toEqual({ value: -3.5, fractionDigits: 1 });
    expect(numericText('0.125')).toEqual({ value: 0.125, fractionDigits: 3 });
    expect(numericText('0')).toEqual({ value: 0, fractionDigits: 0 });
  });

  it('leaves text that is not a plain decimal as written', () => {
    for (const text of [
      '',
      ' 45.23',
      '45.23 EUR',
      '€45',
      '45,23',
      '1,200',
      '1 200',
      '+3',
      '1e5',
      '.5',
      '5.',
      '-',
      'NaN',
      'Infinity',
      '0x1F',
    ]) {
      expect(numericText(text, 'price'), text).toBeNull();
    }
  });

  it('leaves digits with a leading zero as written: a code, not a quantity', () => {
    expect(numericText('0012345', 'stock')).toBeNull();
    expect(numericText('012345678905')).toBeNull();
    expect(numericText('00.5')).toBeNull();
  });

  it(`leaves a whole number of more than ${MAX_WHOLE_DIGITS} digits as written`, () => {
    expect(numericText('9999999', 'stock')).not.toBeNull();
    expect(numericText('12345678', 'stock')).toBeNull();
    expect(numericText('8712345678906')).toBeNull();
    // With decimals it is an amount, however large.
    expect(numericText('12345678.5', 'revenue')).toEqual({ value: 12345678.5, fractionDigits: 1 });
  });

  it('leaves the digits of a code field as written', () => {
    for (const field of ['gtin', 'ean', 'EAN13', 'mpn', 'sku', 'id', 'g:id', 'item_group_id']) {
      expect(numericText('1200', field), field).toBeNull();
    }
    expect(numericText('45.23', 'productId')).toBeNull();
  });
});

describe('isCodeField', () => {
  it('splits a field name into words at punctuation and camel case', () => {
    expect(fieldWords('g:item_group-id')).toEqual(['g', 'item', 'group', 'id']);
    expect(fieldWords('productGTIN14')).toEqual(['product', 'gtin']);
  });

  it('knows code fields by a code word, not by a word that merely contains one', () => {
    expect(isCodeField('gtin')).toBe(true);
    expect(isCodeField('supplier_sku')).toBe(true);
    expect(isCodeField('productId')).toBe(true);
    expect(isCodeField('ISBN')).toBe(true);
    expect(isCodeField('price')).toBe(false);
    expect(isCodeField('width')).toBe(false);
    expect(isCodeField('valid')).toBe(false);
    expect(isCodeField('identity_score')).toBe(false);
  });
});
