import { describe, expect, it } from 'vitest';
import { readAll } from '../testing/support';
import { GOOGLE_NS, writeGoogleXml } from './google-xml-writer';
import { bytesOf, countingRows, failingRows, textOf } from './test-support';

const INFO = { title: 'Google Shopping NL', link: 'https://acme.nl', description: 'Acme & co' };

const xml = (columns: string[], rows: Record<string, unknown>[]) =>
  textOf(writeGoogleXml(columns, rows as never, INFO));

describe('Google Merchant XML writer', () => {
  it('writes RSS 2.0 with the g: namespace, one item per row, a g: element per column', async () => {
    const text = await xml(
      ['id', 'title', 'price', 'custom_label_0'],
      [
        { id: 'A-1', title: 'Red shoe', price: '19.99 EUR', custom_label_0: 'sale' },
        { id: 'A-2', title: 'Blue bag', price: 5, custom_label_0: null },
      ],
    );
    expect(text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<rss version="2.0" xmlns:g="${GOOGLE_NS}">\n<channel>\n` +
        '<title>Google Shopping NL</title>\n<link>https://acme.nl</link>\n' +
        '<description>Acme &amp; co</description>\n' +
        '<item>\n<g:id>A-1</g:id>\n<g:title>Red shoe</g:title>\n<g:price>19.99 EUR</g:price>\n' +
        '<g:custom_label_0>sale</g:custom_label_0>\n</item>\n' +
        '<item>\n<g:id>A-2</g:id>\n<g:title>Blue bag</g:title>\n<g:price>5</g:price>\n</item>\n' +
        '</channel>\n</rss>\n',
    );
  });

  it('leaves out the element of an empty value, and writes booleans as true/false', async () => {
    const text = await xml(['id', 'gtin', 'brand', 'adult'], [{ id: '1', gtin: '', adult: false }]);
    expect(text).toContain('<item>\n<g:id>1</g:id>\n<g:adult>false</g:adult>\n</item>');
  });

  it('escapes markup characters, so that any text reads back as it was', async () => {
    const title = 'Fish & Chips <b>bold</b> "quoted" \'single\' ]]> end';
    const text = await xml(['id', 'title'], [{ id: '1', title }]);
    expect(text).toContain(
      '<g:title>Fish &amp; Chips &lt;b&gt;bold&lt;/b&gt; "quoted" \'single\' ]]&gt; end</g:title>',
    );
    const { items } = await readAll(text, { format: 'xml-google' });
    expect(items[0]!.data.title).toBe(title);
  });

  it('removes the characters XML 1.0 forbids and keeps every other character', async () => {
    const title = 'nul\u0000 bell\u0007 esc\u001b vt\u000b fffe\uFFFE ffff\uFFFF lone\uD800 end';
    const kept = 'Crème 漢字 🍮 \u00a0nbsp\ttab';
    const text = await xml(['id', 'title', 'description'], [{ id: '1', title, description: kept }]);
    expect(text).toContain('<g:title>nul bell esc vt fffe ffff lone end</g:title>');
    expect(text).toContain(`<g:description>${kept}</g:description>`);
    const { items } = await readAll(text, { format: 'xml-google' });
    expect(items[0]!.data).toMatchObject({ description: kept });
  });

  it('keeps line breaks, carriage returns included, through a reader', async () => {
    const description = 'one\r\ntwo\rthree\nfour';
    const text = await xml(['id', 'description'], [{ id: '1', description }]);
    expect(text).toContain('<g:description>one&#13;\ntwo&#13;three\nfour</g:description>');
    const { items } = await readAll(text, { format: 'xml-google' });
    expect(items[0]!.data.description).toBe(description);
  });

  it('turns a column name that is no XML name into one', async () => {
    const text = await xml(
      ['id', 'Product Type', '1st', 'a:b', 'größe'],
      [{ id: '1', 'Product Type': 'Shoes', '1st': 'x', 'a:b': 'y', größe: '42' }],
    );
    expect(text).toContain('<g:Product_Type>Shoes</g:Product_Type>');
    expect(text).toContain('<g:_1st>x</g:_1st>');
    expect(text).toContain('<g:a_b>y</g:a_b>');
    expect(text).toContain('<g:größe>42</g:größe>');
    const { items } = await readAll(text, { format: 'xml-google' });
    expect(items[0]!.data).toMatchObject({ Product_Type: 'Shoes', _1st: 'x', größe: '42' });
  });

  it('writes an empty channel for no rows', async () => {
    const bytes = await bytesOf(writeGoogleXml(['id'], [], INFO));
    expect(bytes.toString('utf8')).toMatch(/<\/description>\n<\/channel>\n<\/rss>\n$/);
  });

  it('pulls rows only as the output is read, and ends with the error of its rows', async () => {
    const { state, rows } = countingRows((n) => ({ id: String(n), title: 'x'.repeat(100) }));
    let bytes = 0;
    for await (const piece of writeGoogleXml(['id', 'title'], rows, INFO)) {
      bytes += piece.byteLength;
      if (bytes > 1_000_000) break;
    }
    expect(state.pulled).toBeLessThan(20_000);
    expect(state.isClosed).toBe(true);
    const failure = new Error('cancelled');
    await expect(textOf(writeGoogleXml(['id'], failingRows(3, failure), INFO))).rejects.toBe(
      failure,
    );
  });
});
