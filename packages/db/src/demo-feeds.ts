import { demoItems, demoShopUrl } from './demo-catalogue';

/**
 * The demo's own feed files: what the demo sites' data sources fetch, served by the api at
 * DEMO_FEEDS_PATH while the demo data is on, so that a fresh machine shows real imports, real
 * per-row problems and working feed URLs. Generated, so that they match the demo catalogue.
 */
export const DEMO_FEEDS_PATH = '/demo-feeds';

/** Where the api serves the demo feeds when nothing else is said (the default PUBLIC_URL). */
export const DEFAULT_DEMO_FEED_BASE = 'http://localhost:3000';

export interface DemoFeedFile {
  contentType: string;
  body: string;
}

type DemoProduct = Record<(typeof FIELDS)[number], string>;

/**
 * The demo catalogue of a shop (demoItems), as its feed has it: text, prices with 2 decimals, the
 * pictures served at `baseUrl`.
 */
function products(count: number, host: string, baseUrl: string): DemoProduct[] {
  return demoItems(count, host, baseUrl).map(({ data }) => {
    const product = {} as DemoProduct;
    for (const field of FIELDS) product[field] = String(data[field]);
    product.price = data.price.toFixed(2);
    return product;
  });
}

const FIELDS = [
  'id',
  'title',
  'description',
  'price',
  'currency',
  'brand',
  'color',
  'category',
  'availability',
  'gtin',
  'link',
  'image_link',
] as const;

const quote = (value: string) =>
  /[",;\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

function csvOf(rows: readonly (readonly string[])[], delimiter = ','): string {
  return rows.map((row) => row.map(quote).join(delimiter)).join('\r\n') + '\r\n';
}

function productCsv(items: DemoProduct[]): string[][] {
  return items.map((item) => FIELDS.map((field) => item[field]));
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function googleRss(title: string, shopUrl: string, items: Record<string, string>[]): string {
  const entries = items.map(
    (item) =>
      '    <item>\n' +
      Object.entries(item)
        .map(([name, value]) => `      <g:${name}>${escapeXml(value)}</g:${name}>`)
        .join('\n') +
      '\n    </item>',
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(shopUrl)}</link>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** How many products the feed of each demo shop has (any other: DEFAULT_SHOP_SIZE). */
const SHOP_SIZES: Readonly<Record<string, number>> = {
  'acme.nl': 50,
  'acme.be': 30,
  'acme.de': 20,
};
const DEFAULT_SHOP_SIZE = 8;

/** The number of products of the demo shop `host` (its feed's and its front page's). */
export const demoShopSize = (host: string): number =>
  Object.hasOwn(SHOP_SIZES, host) ? SHOP_SIZES[host]! : DEFAULT_SHOP_SIZE;

/** acme.nl: its catalogue as CSV (the shared source) … */
function acmeNlProducts(baseUrl: string): DemoFeedFile {
  return {
    contentType: 'text/csv; charset=utf-8',
    body: csvOf([
      [...FIELDS],
      ...productCsv(products(demoShopSize('acme.nl'), 'acme.nl', baseUrl)),
    ]),
  };
}

/** … and its stock levels as a Google Merchant feed, merged with it by id. */
function acmeNlStock(baseUrl: string): DemoFeedFile {
  const stock = products(demoShopSize('acme.nl'), 'acme.nl', baseUrl).map((item, index) => ({
    id: item.id,
    availability: index % 7 === 3 ? 'out of stock' : item.availability,
  }));
  return {
    contentType: 'application/rss+xml',
    body: googleRss('acme.nl stock', demoShopUrl(baseUrl, 'acme.nl'), stock),
  };
}

/** acme.be: a Google Merchant RSS feed. */
function acmeBeProducts(baseUrl: string): DemoFeedFile {
  const items = products(demoShopSize('acme.be'), 'acme.be', baseUrl).map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    link: item.link,
    image_link: item.image_link,
    price: `${item.price} EUR`,
    availability: item.availability,
    brand: item.brand,
    gtin: item.gtin,
    condition: 'new',
  }));
  return {
    contentType: 'application/rss+xml',
    body: googleRss('acme.be', demoShopUrl(baseUrl, 'acme.be'), items),
  };
}

/**
 * acme.de: a semicolon CSV with German prices, deliberately with bad rows — no id, a duplicate
 * id, a price that is none, a row with a missing column — so the error log has real entries.
 */
function acmeDeProducts(baseUrl: string): DemoFeedFile {
  const rows = productCsv(products(demoShopSize('acme.de'), 'acme.de', baseUrl)).map((row) =>
    row.map((value, column) => (FIELDS[column] === 'price' ? value.replace('.', ',') : value)),
  );
  rows[4]![0] = '';
  rows[9]![0] = rows[8]![0]!;
  rows[13]![3] = 'auf Anfrage';
  rows[16] = rows[16]!.slice(0, 6);
  return { contentType: 'text/csv; charset=utf-8', body: csvOf([[...FIELDS], ...rows], ';') };
}

/** Any other demo shop: a small CSV catalogue. */
function shopProducts(host: string, baseUrl: string): DemoFeedFile {
  return {
    contentType: 'text/csv; charset=utf-8',
    body: csvOf([[...FIELDS], ...productCsv(products(demoShopSize(host), host, baseUrl))]),
  };
}

const SPECIAL_FEEDS: Record<string, (baseUrl: string) => DemoFeedFile> = {
  'acme.nl-products.csv': acmeNlProducts,
  'acme.nl-stock.xml': acmeNlStock,
  'acme.be-products.xml': acmeBeProducts,
  'acme.de-products.csv': acmeDeProducts,
};

/** A host-like name for a site ("acme.nl outlet" → "acme.nl-outlet"). */
export const demoHostOf = (siteName: string) => siteName.trim().replace(/\s+/g, '-');

/** The demo feed file of that name, its pictures served at `baseUrl`; or undefined. */
export function demoFeedFile(name: string, baseUrl: string): DemoFeedFile | undefined {
  // Own keys only: `constructor` and friends are no feed.
  if (Object.hasOwn(SPECIAL_FEEDS, name)) return SPECIAL_FEEDS[name]!(baseUrl);
  const host = /^([a-z0-9.-]+)-products\.csv$/.exec(name)?.[1];
  return host ? shopProducts(host, baseUrl) : undefined;
}

export interface DemoSourceSpec {
  name: string;
  kind: 'csv' | 'xml';
  format: 'csv' | 'xml-google';
  url: string;
  shared: boolean;
}

/** The data sources of a demo site, reading the demo feeds at `baseUrl`. */
export function demoSourcesOf(siteName: string, baseUrl: string): DemoSourceSpec[] {
  const at = (file: string) => `${baseUrl.replace(/\/+$/, '')}${DEMO_FEEDS_PATH}/${file}`;
  const host = demoHostOf(siteName);
  if (host === 'acme.nl') {
    return [
      {
        name: 'Product catalogue',
        kind: 'csv',
        format: 'csv',
        url: at('acme.nl-products.csv'),
        shared: true,
      },
      {
        name: 'Stock levels',
        kind: 'xml',
        format: 'xml-google',
        url: at('acme.nl-stock.xml'),
        shared: false,
      },
    ];
  }
  if (host === 'acme.be') {
    return [
      {
        name: 'Product feed',
        kind: 'xml',
        format: 'xml-google',
        url: at('acme.be-products.xml'),
        shared: false,
      },
    ];
  }
  return [
    {
      name: 'Product feed',
      kind: 'csv',
      format: 'csv',
      url: at(`${host}-products.csv`),
      shared: false,
    },
  ];
}

/** The demo sites that import on the first start and on their schedule. */
export const DEMO_IMPORTING_SITES = ['acme.nl', 'acme.be', 'acme.de'] as const;
