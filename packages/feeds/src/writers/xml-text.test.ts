import { describe, expect, it } from 'vitest';
import { escapeXmlText, stripForbiddenXmlChars, xmlLocalName } from './xml-text';

describe('XML text', () => {
  it('strips C0 controls but tab, LF and CR, lone surrogates, U+FFFE and U+FFFF', () => {
    const controls = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('');
    expect(stripForbiddenXmlChars(controls)).toBe('\t\n\r');
    expect(stripForbiddenXmlChars('a\uD83Db\uDC00c\uFFFEd\uFFFF')).toBe('abcd');
  });

  it('keeps astral characters (valid surrogate pairs) and the private use area', () => {
    expect(stripForbiddenXmlChars('🍮\uE000\u{10FFFD}\u007f\u0085')).toBe(
      '🍮\uE000\u{10FFFD}\u007f\u0085',
    );
  });

  it('escapes &, <, > and a carriage return', () => {
    expect(escapeXmlText('a & b < c > d\r\n')).toBe('a &amp; b &lt; c &gt; d&#13;\n');
  });

  it('makes an element name of any column name', () => {
    expect(xmlLocalName('image_link')).toBe('image_link');
    expect(xmlLocalName('shipping.price')).toBe('shipping.price');
    expect(xmlLocalName('-x')).toBe('_-x');
    expect(xmlLocalName('a b/c')).toBe('a_b_c');
    expect(xmlLocalName('')).toBe('_');
    expect(xmlLocalName('🍮')).toBe('_');
  });
});
