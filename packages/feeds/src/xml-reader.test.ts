import { describe, expect, it } from 'vitest';
import { readAll, readError } from './testing/support';
import { appendCapped } from './xml-fields';

const GOOGLE_RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">
  <channel>
    <title>Example Shop</title>
    <link>https://shop.example</link>
    <description>All products</description>
    <item>
      <g:id>TV-42</g:id>
      <title>TV 42" (plain title)</title>
      <g:title>Smart TV 42"</g:title>
      <link>https://shop.example/tv-42</link>
      <description><![CDATA[<p>Sharp & bright</p>]]></description>
      <g:price>499.00 USD</g:price>
      <g:sale_price>449,00 USD</g:sale_price>
      <g:availability>in_stock</g:availability>
      <g:condition>new</g:condition>
      <g:image_link>https://shop.example/tv-42.jpg</g:image_link>
      <g:additional_image_link>https://shop.example/tv-42-b.jpg</g:additional_image_link>
      <g:additional_image_link>https://shop.example/tv-42-c.jpg</g:additional_image_link>
      <g:brand>Acme</g:brand>
      <g:gtin>04012345678901</g:gtin>
      <g:shipping>
        <g:country>US</g:country>
        <g:service>Standard</g:service>
        <g:price>4.95 USD</g:price>
      </g:shipping>
      <g:shipping>
        <g:country>CA</g:country>
        <g:price>9.95 USD</g:price>
      </g:shipping>
      <guid>ignored-guid</guid>
      <pubDate>Mon, 01 Jan 2024 00:00:00 GMT</pubDate>
    </item>
    <item>
      <g:id>RADIO-1</g:id>
      <title>Radio</title>
      <g:price>19.99 USD</g:price>
      <g:availability>out_of_stock</g:availability>
    </item>
  </channel>
</rss>`;

const GOOGLE_ATOM = `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>Example Shop</title>
  <link rel="self" href="https://shop.example/feed.xml"/>
  <updated>2024-01-01T00:00:00Z</updated>
  <entry>
    <id>tag:shop.example,2024:lamp</id>
    <g:id>LAMP-7</g:id>
    <title>Desk lamp</title>
    <link rel="enclosure" href="https://shop.example/lamp.pdf"/>
    <link href="https://shop.example/lamp"/>
    <summary>Warm light</summary>
    <updated>2024-01-01T00:00:00Z</updated>
    <g:price>24.50 EUR</g:price>
    <g:image_link>https://shop.example/lamp.jpg</g:image_link>
  </entry>
</feed>`;

describe('xml-google', () => {
  it('maps an RSS 2.0 Merchant feed: g: fields, title/link/description, repeats, nesting', async () => {
    const { items, summary } = await readAll(GOOGLE_RSS, { format: 'xml-google' });
    expect(items).toEqual([
      {
        row: 1,
        externalId: 'TV-42',
        data: {
          id: 'TV-42',
          title: 'Smart TV 42"',
          link: 'https://shop.example/tv-42',
          description: '<p>Sharp & bright</p>',
          price: '499.00 USD',
          sale_price: '449.00 USD',
          availability: 'in_stock',
          condition: 'new',
          image_link: 'https://shop.example/tv-42.jpg',
          additional_image_link:
            'https://shop.example/tv-42-b.jpg,https://shop.example/tv-42-c.jpg',
          brand: 'Acme',
          gtin: '04012345678901',
          'shipping.country': 'US,CA',
          'shipping.service': 'Standard',
          'shipping.price': '4.95 USD,9.95 USD',
        },
      },
      {
        row: 2,
        externalId: 'RADIO-1',
        data: { id: 'RADIO-1', title: 'Radio', price: '19.99 USD', availability: 'out_of_stock' },
      },
    ]);
    expect(summary).toMatchObject({ rows: 2, items: 2, problems: 0, encoding: 'utf-8' });
    expect(summary.delimiter).toBeUndefined();
  });

  it('maps an Atom Merchant feed: g:id is the id, link is the alternate href, summary the description', async () => {
    const { items } = await readAll(GOOGLE_ATOM, { format: 'xml-google' });
    expect(items).toEqual([
      {
        row: 1,
        externalId: 'LAMP-7',
        data: {
          id: 'LAMP-7',
          title: 'Desk lamp',
          link: 'https://shop.example/lamp',
          description: 'Warm light',
          price: '24.50 EUR',
          image_link: 'https://shop.example/lamp.jpg',
        },
      },
    ]);
  });

  it('takes the g: namespace by its URI, not by its prefix', async () => {
    const xml = `<rss xmlns:google="http://base.google.com/ns/1.0" xmlns:g="urn:other"><channel>
      <item><google:id>1</google:id><g:id>wrong</g:id><g:colour>red</g:colour></item>
    </channel></rss>`;
    const { items } = await readAll(xml, { format: 'xml-google' });
    expect(items[0]?.data).toEqual({ id: '1' });
  });
});

describe('xml-generic', () => {
  const CATALOG = `<?xml version="1.0"?>
<catalog xmlns:x="urn:extra">
  <info><product><sku>not-an-item</sku></product></info>
  <products>
    <product sku="P-1" lang="en">
      <name>  Oak chair </name>
      <x:price>49.90</x:price>
      <image>a.jpg</image>
      <image>b.jpg</image>
      <dimensions><width>40</width><height unit="cm">90</height></dimensions>
      <note/>
    </product>
    <product sku="P-2"><name>Pine table</name><price>oops</price></product>
  </products>
</catalog>`;

  it('reads the elements at itemPath, with attributes, nesting and repeats', async () => {
    const { items, summary } = await readAll(CATALOG, {
      format: 'xml-generic',
      itemPath: 'catalog/products/product',
      idField: 'sku',
    });
    expect(items).toEqual([
      {
        row: 1,
        externalId: 'P-1',
        data: {
          sku: 'P-1',
          lang: 'en',
          name: 'Oak chair',
          price: '49.90',
          image: 'a.jpg,b.jpg',
          'dimensions.width': '40',
          'dimensions.height': '90',
          note: null,
        },
      },
      { row: 2, externalId: 'P-2', data: { sku: 'P-2', name: 'Pine table', price: 'oops' } },
    ]);
    expect(summary.problemsKept).toEqual([
      expect.objectContaining({ row: 2, code: 'bad-price', field: 'price', externalId: 'P-2' }),
    ]);
  });

  it('takes the children of the root as items when no itemPath is given', async () => {
    const xml = '<products><product><id>1</id></product><item><id>2</id></item></products>';
    const { items } = await readAll(xml, { format: 'xml-generic' });
    expect(items.map((item) => [item.row, item.externalId])).toEqual([
      [1, '1'],
      [2, '2'],
    ]);
  });

  it('reads rss/channel/item as a generic path too', async () => {
    const xml =
      '<rss><channel><title>t</title><item><id>9</id><title>Nine</title></item></channel></rss>';
    const { items } = await readAll(xml, { format: 'xml-generic', itemPath: 'rss/channel/item' });
    expect(items.map((item) => item.data)).toEqual([{ id: '9', title: 'Nine' }]);
  });
});

describe('appendCapped', () => {
  it('keeps no more of an endless text node than the too-long check needs', () => {
    let text = '';
    for (let chunk = 0; chunk < 100; chunk += 1) text = appendCapped(text, 'x'.repeat(10_000));
    expect(text.length).toBe(64 * 1024 + 1);
    expect(appendCapped('ab', 'cd')).toBe('abcd');
  });
});

describe('XML refusals', () => {
  const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<products><product><id>&lol9;</id></product></products>`;

  it('refuses the billion laughs quickly, before any item', async () => {
    const started = performance.now();
    const error = await readError(BILLION_LAUGHS, { format: 'xml-generic' });
    expect(error.code).toBe('doctype');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses any DOCTYPE, even one without entities', async () => {
    const xml = '<!DOCTYPE products><products><product><id>1</id></product></products>';
    expect((await readError(xml, { format: 'xml-generic' })).code).toBe('doctype');
    const rss = `<!DOCTYPE rss SYSTEM "file:///etc/passwd">${GOOGLE_RSS.slice(GOOGLE_RSS.indexOf('<rss'))}`;
    expect((await readError(rss, { format: 'xml-google' })).code).toBe('doctype');
  });

  it('refuses an undefined entity', async () => {
    const error = await readError('<products><product><id>&xxe;</id></product></products>', {
      format: 'xml-generic',
    });
    expect(error.code).toBe('not-xml');
    expect(error.message).toMatch(/undefined entity/);
  });

  it.each([
    ['mismatched tags', '<products><product><id>1</id></item></products>'],
    ['a truncated file', '<products><product><id>1</id></product>'],
    ['text that is not XML', 'id,title\n1,Lamp\n'],
    ['an unbound prefix', '<rss><channel><item><g:id>1</g:id></item></channel></rss>'],
  ])('rejects %s as not-xml', async (_name, xml) => {
    expect((await readError(xml, { format: 'xml-google' })).code).toBe('not-xml');
  });
});
