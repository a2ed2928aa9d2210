import { describe, expect, it } from 'vitest';
import { isRichTextUrlAllowed, RICH_TEXT_URL_SCHEMES } from './rich-text';

describe('isRichTextUrlAllowed', () => {
  it('allows exactly http, https and mailto among the schemes, in any case', () => {
    expect(RICH_TEXT_URL_SCHEMES).toEqual(['http', 'https', 'mailto']);
    for (const url of ['http://a.test/x', 'HTTPS://a.test', 'mailto:help@feedline.test']) {
      expect(isRichTextUrlAllowed(url), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://a.test',
      'tel:+31',
      'file:///etc/passwd',
      'blob:https://a.test/1',
      'intent://x#Intent;end',
      'web+feedline:x',
      'ms-msdt:/id',
    ]) {
      expect(isRichTextUrlAllowed(url), url).toBe(false);
    }
  });

  it('allows an address without a scheme, but not a protocol-relative one', () => {
    for (const url of ['/help', 'help/x.html', '#top', '?q=1', '1javascript:x', '']) {
      expect(isRichTextUrlAllowed(url), url).toBe(true);
    }
    for (const url of ['//evil.test', '\\\\evil.test', '/\\evil.test', ' //evil.test']) {
      expect(isRichTextUrlAllowed(url), url).toBe(false);
    }
  });

  it('reads the scheme past characters a browser skips and past HTML comments', () => {
    for (const url of [
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\u0000script:alert(1)',
      '\u00a0javascript:alert(1)',
      'java\u2028script:alert(1)',
      '\ufeffjavascript:alert(1)',
      '\u202fjavascript:alert(1)',
      'java\ufffdscript:alert(1)',
      'java<!-- x -->script:alert(1)',
      'java<!<!---->--x-->script:alert(1)',
      '/<!-- -->/evil.test',
    ]) {
      expect(isRichTextUrlAllowed(url), JSON.stringify(url)).toBe(false);
    }
  });
});
