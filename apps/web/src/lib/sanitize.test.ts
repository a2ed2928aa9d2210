import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps bold, italic and links', () => {
    expect(sanitizeHtml('Import of <b>products.csv</b> with <i>gtin</i>')).toBe(
      'Import of <b>products.csv</b> with <i>gtin</i>',
    );
    expect(sanitizeHtml('<a href="https://example.test/x">docs</a>')).toBe(
      '<a href="https://example.test/x" target="_blank" rel="noopener noreferrer">docs</a>',
    );
  });

  it('strips scripts and event handlers', () => {
    expect(sanitizeHtml('ok<script>alert(1)</script>')).toBe('ok');
    expect(sanitizeHtml('<b onclick="alert(1)">x</b>')).toBe('<b>x</b>');
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe('');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>x')).toBe('x');
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>x')).toBe('x');
  });

  it('drops dangerous link targets and attributes', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(
      sanitizeHtml('<a href="https://a.test" target="_self" style="color:red" data-x="1">x</a>'),
    ).toBe('<a href="https://a.test" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<span style="position:fixed">x</span>')).toBe('<span>x</span>');
  });

  it('leaves plain text alone and escapes stray markup', () => {
    expect(sanitizeHtml('3 < 4 & 5 > 2')).toBe('3 &lt; 4 &amp; 5 &gt; 2');
  });
});
