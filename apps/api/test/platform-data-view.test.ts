import type { ItemDetail, ItemsPage } from '@feedline/contracts';
import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveTotpTo } from './identity-fixtures/totp';
import { buildTestApp, type TestApp } from './helper';
import { demoIds, getAs } from './platform-fixtures';

let t: TestApp;
let get: ReturnType<typeof getAs>;
const ids = { acmeNl: 0, acmeBe: 0, google: 0, meta: 0, shoes: 0, googleBe: 0, initech: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  // Initech Secure enforces 2FA (spec §6): without it, its members read no organisation data.
  await giveTotpTo(t, 'secure@initech.test');
  get = getAs(t);
  const demo = demoIds(t);
  ids.acmeNl = await demo.site('acme.nl');
  ids.acmeBe = await demo.site('acme.be');
  ids.initech = await demo.site('initech.com');
  ids.google = await demo.channel(ids.acmeNl, 'Google Shopping NL');
  ids.meta = await demo.channel(ids.acmeNl, 'Meta Catalog NL');
  ids.shoes = await demo.classification(ids.google, 'Shoes');
  ids.googleBe = await demo.channel(ids.acmeBe, 'Google Shopping BE');
});
afterAll(() => t.close());

const items = (siteId: number, query = '') =>
  `/api/sites/${siteId}/items${query ? `?${query}` : ''}`;
const page = async (url: string, email = 'editor@acme.test') => {
  const response = await get(url, email);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ItemsPage;
};

const GOOGLE_COLUMNS = [
  'id',
  'title',
  'price',
  'link',
  'image_link',
  'availability',
  'gtin',
  'brand',
];

describe('GET /api/sites/:siteId/items at the import stage', () => {
  it('answers the raw items of the site, id column first, with the total and shared settings', async () => {
    const body = await page(items(ids.acmeNl));
    expect(body).toMatchObject({ stage: 'import', totalCount: 50, offset: 0, limit: 100 });
    expect(body.hasSharedSettings).toBe(true);
    expect(body.columns[0]).toBe('id');
    expect(body.columns).toEqual(
      expect.arrayContaining(['title', 'price', 'availability', 'gtin']),
    );
    expect(body.rows).toHaveLength(50);
    expect(body.rows[0]).toMatchObject({
      id: 'SKU-000001',
      price: 9.95,
      currency: 'EUR',
      availability: 'out of stock',
    });
    expect(typeof body.rows[0]!._id).toBe('number');
  });

  it('pages by item id with offset and limit', async () => {
    const body = await page(items(ids.acmeNl, 'offset=10&limit=5'));
    expect(body).toMatchObject({ totalCount: 50, offset: 10, limit: 5 });
    expect(body.rows.map((row) => row.id)).toEqual([
      'SKU-000011',
      'SKU-000012',
      'SKU-000013',
      'SKU-000014',
      'SKU-000015',
    ]);
    const itemIds = body.rows.map((row) => row._id as number);
    expect([...itemIds].sort((a, b) => a - b)).toEqual(itemIds);
    const next = await page(items(ids.acmeNl, 'offset=15&limit=1'));
    expect(next.rows[0]!._id as number).toBeGreaterThan(itemIds[4]!);
  });

  it('answers an empty page past the end, with the real total', async () => {
    const body = await page(items(ids.acmeNl, 'offset=50'));
    expect(body.rows).toEqual([]);
    expect(body.totalCount).toBe(50);
  });

  it('answers a site without items and without a shared data source', async () => {
    const body = await page(items(ids.acmeBe));
    expect(body).toMatchObject({ rows: [], columns: [], totalCount: 0, hasSharedSettings: false });
  });

  it('counts an item added since the last page', async () => {
    expect((await page(items(ids.acmeBe))).totalCount).toBe(0);
    await t.db
      .insert(schema.siteItems)
      .values({ siteId: ids.acmeBe, externalId: 'BE-1', data: { id: 'BE-1', title: 'Frite' } });
    const body = await page(items(ids.acmeBe));
    expect(body.totalCount).toBe(1);
    expect(body.rows).toEqual([{ _id: expect.any(Number), id: 'BE-1', title: 'Frite' }]);
  });
});

describe('GET /api/sites/:siteId/items at the intermediate stage', () => {
  it("applies the site's rules: price with currency, normalised availability, in_stock", async () => {
    const body = await page(items(ids.acmeNl, 'stage=intermediate&limit=2'));
    expect(body.stage).toBe('intermediate');
    expect(body.columns[0]).toBe('id');
    expect(body.columns).toContain('in_stock');
    expect(body.rows[0]).toMatchObject({
      id: 'SKU-000001',
      price: '9.95 EUR',
      availability: 'out_of_stock',
      in_stock: false,
    });
    expect(body.rows[1]).toMatchObject({ availability: 'in_stock', in_stock: true });
  });
});

describe('GET /api/sites/:siteId/items with a search', () => {
  it('keeps the items whose id contains the text, in any case, and counts only those', async () => {
    const body = await page(items(ids.acmeNl, 'stage=intermediate&search=sku-00001'));
    expect(body.rows.map((row) => row.id)).toEqual([
      'SKU-000010',
      'SKU-000011',
      'SKU-000012',
      'SKU-000013',
      'SKU-000014',
      'SKU-000015',
      'SKU-000016',
      'SKU-000017',
      'SKU-000018',
      'SKU-000019',
    ]);
    expect(body.totalCount).toBe(10);
    // Asked not to count, the page says so instead of counting.
    expect(
      (await page(items(ids.acmeNl, 'stage=intermediate&limit=2&count=none'))).totalCount,
    ).toBe(-1);
    // LIKE's wildcards are text like any other.
    expect((await page(items(ids.acmeNl, 'search=%25'))).totalCount).toBe(0);
    expect((await page(items(ids.acmeNl, 'search=SKU_'))).totalCount).toBe(0);
  });
});

describe('GET /api/sites/:siteId/items at the channel stage', () => {
  it("shows the channel's data flow: its columns in order, filled from the intermediate item", async () => {
    const body = await page(items(ids.acmeNl, `stage=channel&stageId=${ids.google}&limit=1`));
    expect(body.stage).toBe('channel');
    expect(body.columns).toEqual(GOOGLE_COLUMNS);
    expect(body.rows[0]).toEqual({
      _id: expect.any(Number),
      id: 'SKU-000001',
      title: 'Acme Shoe black 1',
      price: '9.95 EUR',
      link: 'http://localhost:3000/demo-shop/acme.nl/p/1',
      image_link: 'http://localhost:3000/demo-feeds/img/1.svg',
      availability: 'out_of_stock',
      gtin: '8710000000001',
      brand: 'Acme',
    });
  });

  it("shows a sub-channel's own flow, with its static column", async () => {
    const body = await page(
      items(
        ids.acmeNl,
        `stage=channel&stageId=${ids.google}&classificationId=${ids.shoes}&limit=3`,
      ),
    );
    expect(body.columns).toEqual([...GOOGLE_COLUMNS, 'product_type']);
    expect(body.rows.map((row) => row.product_type)).toEqual(['Shoes', 'Shoes', 'Shoes']);
  });

  it("takes the channel's own flow for classification 0, -1 or none", async () => {
    for (const query of ['', '&classificationId=0', '&classificationId=-1']) {
      const body = await page(items(ids.acmeNl, `stage=channel&stageId=${ids.google}${query}`));
      expect(body.columns).toEqual(GOOGLE_COLUMNS);
    }
  });

  it('needs the channel: stage=channel without stageId is a bad request', async () => {
    const response = await get(items(ids.acmeNl, 'stage=channel'), 'editor@acme.test');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation-failed',
      invalidParams: [expect.objectContaining({ name: 'querystring.stageId' })],
    });
  });

  it('answers 404 for a channel that is not one of the site', async () => {
    for (const stageId of [ids.googleBe, 999_999, 99_999_999_999]) {
      const response = await get(
        items(ids.acmeNl, `stage=channel&stageId=${stageId}`),
        'editor@acme.test',
      );
      expect(response.statusCode, String(stageId)).toBe(404);
      expect(response.json().code).toBe('not-found');
    }
  });

  it('answers 404 for a sub-channel of another channel', async () => {
    const response = await get(
      items(ids.acmeNl, `stage=channel&stageId=${ids.meta}&classificationId=${ids.shoes}`),
      'editor@acme.test',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/sub-channel/i);
  });
});

describe('GET /api/sites/:siteId/items: access and bad input', () => {
  it('needs a signed-in user', async () => {
    expect((await get(items(ids.acmeNl))).statusCode).toBe(401);
  });

  it("keeps organisations apart: another organisation's site is inaccessible", async () => {
    const response = await get(items(ids.acmeNl), 'secure@initech.test');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', key: 'inaccessible' });
    expect((await get(items(ids.initech), 'owner@acme.test')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown site and 400 for a malformed one', async () => {
    expect((await get(items(999_999), 'owner@acme.test')).statusCode).toBe(404);
    expect((await get('/api/sites/abc/items', 'owner@acme.test')).statusCode).toBe(400);
  });

  it.each([
    ['stage=final'],
    ['limit=0'],
    ['limit=501'],
    ['offset=-1'],
    ['offset=x'],
    ['stage=channel&stageId=0'],
    ['stage=channel&stageId=1&classificationId=-2'],
  ])('rejects the query %s', async (query) => {
    const response = await get(items(ids.acmeNl, query), 'owner@acme.test');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation-failed');
  });
});

describe('GET /api/sites/:siteId/items with filters, a search in every field and a sort', () => {
  let outlet = 0;
  const KITCHEN: ({ id: string } & Record<string, string>)[] = [
    { id: 'K-1', title: 'Kettle steel', price: '45.23', gtin: '8710000000011', stock: '12' },
    { id: 'K-2', title: 'Kettle glass', price: '9.5 EUR', gtin: '', stock: '0' },
    { id: 'K-3', title: 'Toaster', price: '120', stock: '3' },
    { id: 'K-4', title: 'Teapot (kettle-free)', price: 'call us', gtin: '   ', stock: '40' },
    { id: 'K-5', title: 'Mug', price: '4,95', gtin: '8710000000059', stock: '200' },
  ];

  beforeAll(async () => {
    outlet = await demoIds(t).site('acme.nl outlet');
    await t.db.delete(schema.siteItems).where(eq(schema.siteItems.siteId, outlet));
    await t.db
      .insert(schema.siteItems)
      .values(KITCHEN.map((data) => ({ siteId: outlet, externalId: data.id, data })));
  });

  const idsOf = async (query: string) => {
    const body = await page(items(outlet, query));
    return { ids: body.rows.map((row) => row.id), total: body.totalCount };
  };
  const filter = (text: string) => `filter=${encodeURIComponent(text)}`;

  it('keeps the items where a field is empty or not (missing, blank or spaces count as empty)', async () => {
    expect(await idsOf(filter('empty:gtin'))).toEqual({ ids: ['K-2', 'K-3', 'K-4'], total: 3 });
    expect(await idsOf(filter('notEmpty:gtin'))).toEqual({ ids: ['K-1', 'K-5'], total: 2 });
  });

  it('compares text (equals in any case, contains) and numbers (a price with its currency too)', async () => {
    expect((await idsOf(filter('eq:title:TOASTER'))).ids).toEqual(['K-3']);
    expect((await idsOf(filter('contains:title:kettle'))).ids).toEqual(['K-1', 'K-2', 'K-4']);
    expect((await idsOf(filter('gt:price:10'))).ids).toEqual(['K-1', 'K-3']);
    // 4,95 is a number; "call us" is none, so neither greater nor less.
    expect((await idsOf(filter('lt:price:10'))).ids).toEqual(['K-2', 'K-5']);
    expect((await idsOf(filter('gt:stock:5'))).ids).toEqual(['K-1', 'K-4', 'K-5']);
  });

  it('combines filters: every one must hold', async () => {
    const both = `${filter('contains:title:kettle')}&${filter('notEmpty:gtin')}`;
    expect(await idsOf(both)).toEqual({ ids: ['K-1'], total: 1 });
  });

  it('searches every field, not the field names', async () => {
    expect((await idsOf('search=8710000000059')).ids).toEqual(['K-5']);
    expect((await idsOf('search=title')).ids).toEqual([]);
    expect((await idsOf('search=KETTLE')).ids).toEqual(['K-1', 'K-2', 'K-4']);
    // The text is literal: quotes, backslashes, regular-expression signs, line breaks.
    expect((await idsOf('search=(kettle-')).ids).toEqual(['K-4']);
    for (const text of ['"', '\\', '.*', 'a%0Ab', '$.*']) {
      expect((await idsOf(`search=${encodeURIComponent(text)}`)).ids).toEqual([]);
    }
  });

  it('sorts by a field, numbers as numbers, items without one last, either way', async () => {
    expect((await idsOf('sort=price')).ids).toEqual(['K-5', 'K-2', 'K-1', 'K-3', 'K-4']);
    expect((await idsOf('sort=price:desc')).ids).toEqual(['K-3', 'K-1', 'K-2', 'K-5', 'K-4']);
    expect((await idsOf('sort=title:asc')).ids).toEqual(['K-2', 'K-1', 'K-5', 'K-4', 'K-3']);
    // With a filter and a page of it.
    const paged = await idsOf(`${filter('notEmpty:price')}&sort=stock:desc&offset=1&limit=2`);
    expect(paged).toEqual({ ids: ['K-4', 'K-1'], total: 5 });
  });

  it('shows the filtered items at every stage', async () => {
    const body = await page(items(outlet, `stage=intermediate&${filter('eq:title:mug')}`));
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ id: 'K-5' });
  });

  it('downloads the whole filtered, sorted view as CSV, with its size for a progress bar', async () => {
    const response = await get(
      `/api/sites/${outlet}/items/download?${filter('contains:title:kettle')}&sort=price:desc`,
      'editor@acme.test',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="acme\.nl-outlet-import-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.body.trimEnd().split('\n')).toEqual([
      'id,gtin,price,stock,title',
      'K-1,8710000000011,45.23,12,Kettle steel',
      'K-2,,9.5 EUR,0,Kettle glass',
      'K-4,   ,call us,40,Teapot (kettle-free)',
    ]);
    // The columns the view shows, in its order.
    const chosen = await get(
      `/api/sites/${outlet}/items/download?${filter('gt:stock:100')}&columns=title&columns=id`,
      'editor@acme.test',
    );
    expect(chosen.body).toBe('title,id\nMug,K-5\n');
  });

  it('downloads the view as an Excel workbook, numbers as numbers', async () => {
    const response = await t.app.inject({
      url: `/api/sites/${outlet}/items/download?format=xlsx&sort=id&columns=id&columns=title`,
      headers: await t.authHeader('editor@acme.test'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'id', 'title']);
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(6).values).toEqual([undefined, 'K-5', 'Mug']);
  });

  it("downloads a channel stage through its data flow, in the flow's columns", async () => {
    const response = await get(
      `/api/sites/${ids.acmeNl}/items/download?stage=channel&stageId=${ids.google}&search=SKU-000001`,
      'editor@acme.test',
    );
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...lines] = response.body.trimEnd().split('\n');
    expect(header).toBe(GOOGLE_COLUMNS.join(','));
    expect(lines.length).toBe(Number(response.headers['x-total-count']));
    expect(lines[0]).toMatch(/^SKU-000001,/);
  });

  it('refuses an unknown download format', async () => {
    const response = await get(
      `/api/sites/${outlet}/items/download?format=pdf`,
      'editor@acme.test',
    );
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 saying what is wrong with a filter or a sort', async () => {
    const wrong = async (query: string) => {
      const response = await get(items(outlet, query), 'editor@acme.test');
      expect(response.statusCode, response.body).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await wrong(filter('like:title:x'))).toMatch(/Unknown filter \\"like\\"/);
    expect(await wrong(filter('gt:price:cheap'))).toMatch(/compares numbers/);
    expect(await wrong(filter('contains:title'))).toMatch(/needs a value/);
    expect(await wrong(filter('empty:gtin:x'))).toMatch(/takes no value/);
    expect(await wrong(filter('empty:'))).toMatch(/needs a field/);
    expect(await wrong('sort=price:sideways')).toMatch(/A sort is field/);
    expect(await wrong(Array.from({ length: 11 }, () => filter('empty:gtin')).join('&'))).toMatch(
      /At most 10 filters/,
    );
  });
});

describe('GET /api/sites/:siteId/items/:itemId', () => {
  it('shows one item at every stage, through every flow, with its latest problems', async () => {
    const first = await page(items(ids.acmeNl, 'search=SKU-000014'));
    const itemId = first.rows[0]!._id as number;
    // The latest import found a problem with it; an older one is not shown.
    for (const message of ['An older problem', 'GTIN missing']) {
      const [run] = await t.db
        .insert(schema.feedRuns)
        .values({ siteId: ids.acmeNl, kind: 'import', status: 'succeeded', userId: null })
        .returning();
      await t.db.insert(schema.feedRunProblems).values({
        runId: run!.id,
        row: 15,
        code: 'missing-value',
        externalId: 'SKU-000014',
        field: 'gtin',
        message,
      });
    }
    const detail = (await page(
      `/api/sites/${ids.acmeNl}/items/${itemId}`,
    )) as unknown as ItemDetail;
    expect(detail).toMatchObject({
      id: itemId,
      externalId: 'SKU-000014',
      import: { id: 'SKU-000014', gtin: '' },
      intermediate: { id: 'SKU-000014', in_stock: true },
    });
    expect(detail.import).not.toHaveProperty('_id');
    const google = detail.channels.find((channel) => channel.name === 'Google Shopping NL')!;
    expect(google.columns).toEqual(GOOGLE_COLUMNS);
    expect(google.fields.id).toBe('SKU-000014');
    expect(detail.channels.map((channel) => channel.name)).toContain('Google Shopping NL › Shoes');
    expect(detail.problems).toEqual([
      {
        runId: expect.any(Number),
        kind: 'import',
        channelName: null,
        row: 15,
        code: 'missing-value',
        field: 'gtin',
        message: 'GTIN missing',
      },
    ]);
  });

  it("answers 404 for an item of another site, and 403 for another organisation's", async () => {
    const first = await page(items(ids.acmeNl, 'limit=1'));
    const itemId = first.rows[0]!._id as number;
    const wrongSite = await get(`/api/sites/${ids.acmeBe}/items/${itemId}`, 'editor@acme.test');
    expect(wrongSite.statusCode).toBe(404);
    const foreign = await get(`/api/sites/${ids.acmeNl}/items/${itemId}`, 'secure@initech.test');
    expect(foreign.statusCode).toBe(403);
  });
});
