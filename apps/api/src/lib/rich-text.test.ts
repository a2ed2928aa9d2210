import { describe, expect, it } from 'vitest';
import { cleanRichText } from './rich-text';

const LINK = 'target="_blank" rel="noopener noreferrer"';

describe('cleanRichText', () => {
  it('keeps the inline markup and links of a normal text', () => {
    const html =
      'Import of <b>Bol.com</b> failed: <a href="https://help.feedline.test/x" title="Help">help</a><br /><em>retry</em>';
    expect(cleanRichText(html)).toBe(
      `Import of <b>Bol.com</b> failed: <a href="https://help.feedline.test/x" title="Help" ${LINK}>help</a><br /><em>retry</em>`,
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<b onclick="alert(1)" onmouseover=alert(2)>bold</b>', '<b>bold</b>'],
    ['<script>alert(1)</script>after', 'after'],
    ['<style>*{}</style><iframe src="https://evil.test"></iframe>x', 'x'],
    ['<a href="javascript:alert(1)">l</a>', '<a>l</a>'],
    ['<a href="//evil.test/x">l</a>', '<a>l</a>'],
    ['<svg><g onload=alert(1)></g></svg>ok', 'ok'],
    ['<span style="background:url(x)" data-x="1">s</span>', '<span>s</span>'],
    ['<form action="https://evil.test"><input name=a></form>', ''],
  ])('removes what could run or load: %s', (input, expected) => {
    expect(cleanRichText(input)).toBe(expected);
  });

  it('never leaves an attribute that starts with "on"', () => {
    const cleaned = cleanRichText(
      '<p onclick=a ONLOAD=b on-x=c onfocus="d" tabindex=0 autofocus>p</p><a href="https://x.test" onauxclick=e>a</a>',
    );
    expect(cleaned).not.toMatch(/\son/i);
    expect(cleaned).toBe(`<p>p</p><a href="https://x.test" ${LINK}>a</a>`);
  });

  it('keeps the schemes of the shared list (http, https, mailto) and addresses without one', () => {
    for (const href of ['http://a.test/', 'HTTPS://a.test/', 'mailto:help@a.test', '/help']) {
      expect(cleanRichText(`<a href="${href}">x</a>`), href).toBe(
        `<a href="${href}" ${LINK}>x</a>`,
      );
    }
  });

  it('decides an address with the shared rule, as the shell does', () => {
    // sanitize-html alone keeps this one: it reads a no-break space as the start of a path.
    expect(cleanRichText('<a href="\u00a0javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanRichText('<a href="java&lt;!-- x --&gt;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanRichText('<a href="tel:+3120">x</a>')).toBe('<a>x</a>');
  });

  it('gives every link with an address a new tab without opener or referrer, and no other', () => {
    expect(cleanRichText('<a href="/x" target="_self" rel="opener">x</a>')).toBe(
      `<a href="/x" ${LINK}>x</a>`,
    );
    expect(cleanRichText('<a target="_top" rel="opener">x</a>')).toBe('<a>x</a>');
    expect(cleanRichText('<a href="ftp://a.test" target="_top">x</a>')).toBe('<a>x</a>');
    expect(cleanRichText('<span target="_blank" rel="noopener" href="/x">x</span>')).toBe(
      '<span href="/x">x</span>',
    );
  });
});
