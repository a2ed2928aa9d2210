import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

const LINK = 'target="_blank" rel="noopener noreferrer"';

describe('sanitizeHtml', () => {
  it('keeps bold, italic and links', () => {
    expect(sanitizeHtml('Import of <b>products.csv</b> with <i>gtin</i>')).toBe(
      'Import of <b>products.csv</b> with <i>gtin</i>',
    );
    expect(sanitizeHtml('<a href="https://example.test/x">docs</a>')).toBe(
      `<a href="https://example.test/x" ${LINK}>docs</a>`,
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
    ).toBe(`<a href="https://a.test" ${LINK}>x</a>`);
    expect(sanitizeHtml('<span style="position:fixed">x</span>')).toBe('<span>x</span>');
  });

  it('keeps the schemes the API keeps (http, https, mailto) and addresses without one', () => {
    for (const href of ['http://a.test/', 'HTTPS://a.test/', 'mailto:help@a.test', '/help']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe(`<a href="${href}" ${LINK}>x</a>`);
    }
  });

  it('drops every other scheme and protocol-relative addresses, as the API does', () => {
    // DOMPurify's own default keeps all of these.
    for (const href of [
      'ftp://a.test/',
      'tel:+3120',
      'sms:+3120',
      'xmpp:a@a.test',
      'cid:x',
      '//evil.test/',
      '\\\\evil.test',
      'java&lt;!-- --&gt;script:alert(1)',
      'h2:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<span href="//evil.test" title="t">x</span>')).toBe(
      '<span title="t">x</span>',
    );
  });

  it('gives a target and rel only to links that keep an address', () => {
    expect(sanitizeHtml('<a target="_self" rel="opener">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="tel:1" target="_top">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/x" rel="opener" target="_parent">x</a>')).toBe(
      `<a href="/x" ${LINK}>x</a>`,
    );
  });

  it('leaves plain text alone and escapes stray markup', () => {
    expect(sanitizeHtml('3 < 4 & 5 > 2')).toBe('3 &lt; 4 &amp; 5 &gt; 2');
  });
});
