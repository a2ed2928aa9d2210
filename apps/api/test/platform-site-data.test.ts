import type {
  DataMap,
  DataSourceList,
  ErrorLogPage,
  SiteDashboard,
  SiteDataFlows,
} from '@feedline/contracts';
import { schema } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveTotpTo } from './identity-fixtures/totp';
import { buildTestApp, type TestApp } from './helper';
import { demoIds, getAs } from './platform-fixtures';

let t: TestApp;
let get: ReturnType<typeof getAs>;
const ids = { acmeNl: 0, acmeDe: 0, globex: 0, google: 0, shoes: 0, bags: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  // Initech Secure enforces 2FA (spec §6): without it, its members read no organisation data.
  await giveTotpTo(t, 'secure@initech.test');
  get = getAs(t);
  const demo = demoIds(t);
  ids.acmeNl = await demo.site('acme.nl');
  ids.acmeDe = await demo.site('acme.de');
  ids.globex = await demo.site('globex.com');
  ids.google = await demo.channel(ids.acmeNl, 'Google Shopping NL');
  ids.shoes = await demo.classification(ids.google, 'Shoes');
  ids.bags = await demo.classification(ids.google, 'Bags');
});
afterAll(() => t.close());

const ok = async <T>(url: string, email = 'editor@acme.test'): Promise<T> => {
  const response = await get(url, email);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe('GET /api/sites/:siteId/data-sources', () => {
  it("lists the site's data sources, the organisation's shared catalogue among them", async () => {
    const { data } = await ok<DataSourceList>(`/api/sites/${ids.acmeNl}/data-sources`);
    expect(data).toEqual([
      expect.objectContaining({
        name: 'Product catalogue',
        kind: 'csv',
        shared: true,
        itemCount: 50,
      }),
      expect.objectContaining({ name: 'Stock levels', kind: 'xml', shared: false }),
    ]);
    expect(new Date(data[0]!.lastImportAt!).getTime()).not.toBeNaN();
  });

  it('gives every other demo site one csv source of its own', async () => {
    const { data } = await ok<DataSourceList>(`/api/sites/${ids.acmeDe}/data-sources`);
    expect(data).toEqual([expect.objectContaining({ kind: 'csv', shared: false })]);
  });
});

describe('GET /api/sites/:siteId/data-map', () => {
  it('maps sources to items to channels, with the column count of every flow', async () => {
    const map = await ok<DataMap>(`/api/sites/${ids.acmeNl}/data-map`);
    expect(map.site).toEqual({ id: ids.acmeNl, name: 'acme.nl', itemCount: 50 });
    expect(map.sources.map((source) => source.name)).toEqual(['Product catalogue', 'Stock levels']);
    expect(map.hasSharedSettings).toBe(true);
    expect(map.channels).toEqual([
      {
        id: ids.google,
        name: 'Google Shopping NL',
        columnCount: 8,
        classifications: [
          { id: ids.shoes, name: 'Shoes', columnCount: 9 },
          { id: ids.bags, name: 'Bags', columnCount: 9 },
        ],
      },
      expect.objectContaining({ name: 'Meta Catalog NL', columnCount: 5, classifications: [] }),
      expect.objectContaining({ name: 'Bol.com', columnCount: 5, classifications: [] }),
    ]);
  });

  it('reports no shared settings for a site that only has its own source', async () => {
    const map = await ok<DataMap>(`/api/sites/${ids.acmeDe}/data-map`);
    expect(map).toMatchObject({ hasSharedSettings: false, site: { itemCount: 0 } });
    expect(map.channels.map((channel) => channel.name)).toEqual([
      'Google Shopping DE',
      'Idealo DE',
    ]);
  });
});

describe('GET /api/sites/:siteId/data-flows', () => {
  it("lists every flow of the site's channels and sub-channels, the channel's own first", async () => {
    const { data, hasSharedSettings } = await ok<SiteDataFlows>(
      `/api/sites/${ids.acmeNl}/data-flows`,
    );
    expect(hasSharedSettings).toBe(true);
    expect(data.map((flow) => [flow.channel.name, flow.classification?.name ?? null])).toEqual([
      ['Google Shopping NL', null],
      ['Google Shopping NL', 'Shoes'],
      ['Google Shopping NL', 'Bags'],
      ['Meta Catalog NL', null],
      ['Bol.com', null],
    ]);
    expect(data[1]).toMatchObject({
      channel: { id: ids.google },
      classification: { id: ids.shoes },
      version: 1,
    });
    expect(data[1]!.columns.at(-1)).toEqual({
      name: 'product_type',
      source: { kind: 'static', value: 'Shoes' },
    });
    // The demo's Bol.com flow names its identifier as Bol.com does (its export fails for it).
    expect(data[4]!.columns.map((column) => column.name)).toEqual([
      'reference',
      'title',
      'price',
      'ean',
      'delivery_time',
    ]);
  });
});

describe('GET /api/sites/:siteId/dashboard', () => {
  it("gives the site's import state, its counts and the latest log lines, newest first", async () => {
    const dashboard = await ok<SiteDashboard>(`/api/sites/${ids.acmeNl}/dashboard`);
    expect(dashboard.site).toMatchObject({
      id: ids.acmeNl,
      name: 'acme.nl',
      importStatus: 'finished',
    });
    expect(dashboard.counts).toEqual({
      items: 50,
      channels: 3,
      dataSources: 2,
      errors: 1,
      warnings: 1,
    });
    expect(dashboard.recentLog).toHaveLength(6);
    expect(dashboard.recentLog[0]!.message).toBe('Export Google Shopping NL delivered');
    const times = dashboard.recentLog.map((line) => line['@timestamp']);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('gives the trend of the latest ended imports, oldest first, at most 14', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6));
    await t.db.insert(schema.feedRuns).values([
      ...Array.from({ length: 15 }, (_, i) => ({
        siteId: ids.acmeDe,
        kind: 'import' as const,
        status: 'succeeded' as const,
        itemsWritten: 100 + i,
        itemsSkipped: i % 2,
        finishedAt: at(i + 1),
        userId: null,
      })),
      // Still running, or an export: not part of the trend.
      { siteId: ids.acmeDe, kind: 'import' as const, status: 'running' as const, userId: null },
    ]);
    const { importTrend } = await ok<SiteDashboard>(`/api/sites/${ids.acmeDe}/dashboard`);
    expect(importTrend).toHaveLength(14);
    expect(importTrend[0]).toEqual({
      finishedAt: at(2).toISOString(),
      status: 'succeeded',
      itemsWritten: 101,
      itemsSkipped: 1,
    });
    expect(importTrend.at(-1)!.itemsWritten).toBe(114);
  });

  it('shows at most 20 log lines', async () => {
    const now = Date.now();
    await t.db.insert(schema.siteLogLines).values(
      Array.from({ length: 25 }, (_, i) => ({
        siteId: ids.acmeDe,
        timestamp: new Date(now + i),
        microtime: (now + i) / 1000,
        type: 'info',
        message: `line ${i}`,
      })),
    );
    const dashboard = await ok<SiteDashboard>(`/api/sites/${ids.acmeDe}/dashboard`);
    expect(dashboard.recentLog).toHaveLength(20);
    expect(dashboard.recentLog[0]!.message).toBe('line 24');
    expect(dashboard.counts).toMatchObject({ errors: 0, warnings: 0, channels: 2, dataSources: 1 });
  });
});

describe('log messages of the dashboard and the error log (ADR 0014)', () => {
  it('are cleaned like every rich text: markup stays, handlers and scripts do not', async () => {
    const now = Date.now();
    const [line] = await t.db
      .insert(schema.siteLogLines)
      .values({
        siteId: ids.acmeDe,
        timestamp: new Date(now + 60_000),
        microtime: (now + 60_000) / 1000,
        type: 'error',
        message: '<b>Feed</b> failed<img src=x onerror=alert(1)><script>alert(2)</script>',
      })
      .returning();
    const dashboard = await ok<SiteDashboard>(`/api/sites/${ids.acmeDe}/dashboard`);
    const entry = await ok<{ message: string }>(`/api/sites/${ids.acmeDe}/error-log/${line!.id}`);
    for (const message of [dashboard.recentLog[0]!.message, entry.message]) {
      expect(message).toContain('<b>Feed</b> failed');
      expect(message).not.toMatch(/onerror|<script|alert\(2\)/);
    }
  });
});

describe('lines the platform wrote, on the dashboard and the error log (docs/adr/0024)', () => {
  it('carry their key and parameters beside their English text; an older line has its text only', async () => {
    const now = Date.now();
    const [keyed] = await t.db
      .insert(schema.siteLogLines)
      .values({
        siteId: ids.acmeDe,
        timestamp: new Date(now + 120_000),
        microtime: (now + 120_000) / 1000,
        type: 'error',
        message: 'Export Idealo failed',
        messageKey: 'export.failed',
        messageParams: { kind: 'export', feed: 'Idealo', reason: 'missing-id' },
      })
      .returning();
    const dashboard = await ok<SiteDashboard>(`/api/sites/${ids.acmeDe}/dashboard`);
    expect(dashboard.recentLog[0]).toMatchObject({
      message: 'Export Idealo failed',
      key: 'export.failed',
      params: { feed: 'Idealo', reason: 'missing-id' },
    });
    expect(dashboard.recentLog[1]).not.toHaveProperty('key');
    const entry = await ok<{ key?: string }>(`/api/sites/${ids.acmeDe}/error-log/${keyed!.id}`);
    expect(entry.key).toBe('export.failed');
    const page = await ok<ErrorLogPage>(`/api/sites/${ids.acmeDe}/error-log`);
    expect(page.data[0]).toMatchObject({ key: 'export.failed' });
  });
});

describe('GET /api/sites/:siteId/error-log', () => {
  it("pages the site's error lines, newest first, in the data/meta/links shape", async () => {
    const now = Date.now();
    await t.db.insert(schema.siteLogLines).values(
      Array.from({ length: 12 }, (_, i) => ({
        siteId: ids.globex,
        timestamp: new Date(now + i * 1000),
        microtime: (now + i * 1000) / 1000,
        type: i % 4 === 0 ? 'warning' : 'error',
        message: `problem ${i}`,
      })),
    );
    const url = `/api/sites/${ids.globex}/error-log?page=2&amount=4`;
    const body = await ok<ErrorLogPage>(url, 'owner@acme.test');
    expect(body.meta).toEqual({ totalPages: 3, totalCount: 9, currentPage: 2, countPerPage: 4 });
    expect(body.links).toEqual({
      first: `/api/sites/${ids.globex}/error-log?page=1&amount=4`,
      last: `/api/sites/${ids.globex}/error-log?page=3&amount=4`,
    });
    expect(body.data.map((entry) => entry.message)).toEqual([
      'problem 6',
      'problem 5',
      'problem 3',
      'problem 2',
    ]);
  });

  it('answers one error of the site, and 404 for a line that is not an error of this site', async () => {
    const lines = await t.db
      .select()
      .from(schema.siteLogLines)
      .where(eq(schema.siteLogLines.siteId, ids.acmeNl));
    const error = lines.find((line) => line.type === 'error')!;
    const warning = lines.find((line) => line.type === 'warning')!;
    const entry = await ok<{ id: number; '@timestamp': string; message: string }>(
      `/api/sites/${ids.acmeNl}/error-log/${error.id}`,
    );
    expect(entry).toEqual({
      id: error.id,
      '@timestamp': error.timestamp.toISOString(),
      message: error.message,
    });
    for (const url of [
      `/api/sites/${ids.acmeNl}/error-log/${warning.id}`,
      `/api/sites/${ids.acmeDe}/error-log/${error.id}`,
      `/api/sites/${ids.acmeNl}/error-log/999999`,
    ]) {
      const response = await get(url, 'editor@acme.test');
      expect(response.statusCode, url).toBe(404);
    }
    expect(
      (await get(`/api/sites/${ids.acmeNl}/error-log/abc`, 'editor@acme.test')).statusCode,
    ).toBe(400);
  });

  it('rejects a bad page query', async () => {
    for (const query of ['page=0', 'amount=101', 'amount=x']) {
      const response = await get(`/api/sites/${ids.acmeNl}/error-log?${query}`, 'editor@acme.test');
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the site routes of the embedded screens: access', () => {
  const routes = ['data-sources', 'data-map', 'data-flows', 'dashboard', 'error-log'];

  it.each(routes)('%s needs a signed-in member of the organisation', async (route) => {
    expect((await get(`/api/sites/${ids.acmeNl}/${route}`)).statusCode).toBe(401);
    const foreign = await get(`/api/sites/${ids.acmeNl}/${route}`, 'secure@initech.test');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'forbidden', key: 'inaccessible' });
    expect((await get(`/api/sites/${ids.globex}/${route}`, 'editor@acme.test')).statusCode).toBe(
      403,
    );
    expect((await get(`/api/sites/999999/${route}`, 'owner@acme.test')).statusCode).toBe(404);
    expect((await get(`/api/sites/x1/${route}`, 'owner@acme.test')).statusCode).toBe(400);
  });

  it('keeps a foreign error line hidden behind the 403 of its site', async () => {
    const [line] = await t.db
      .select()
      .from(schema.siteLogLines)
      .where(
        and(eq(schema.siteLogLines.siteId, ids.acmeNl), eq(schema.siteLogLines.type, 'error')),
      );
    const response = await get(
      `/api/sites/${ids.acmeNl}/error-log/${line!.id}`,
      'secure@initech.test',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().key).toBe('inaccessible');
  });
});

describe('OpenAPI', () => {
  it('documents the site routes of the embedded screens', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/sites/{siteId}/items',
        '/api/sites/{siteId}/data-sources',
        '/api/sites/{siteId}/data-map',
        '/api/sites/{siteId}/data-flows',
        '/api/sites/{siteId}/dashboard',
        '/api/sites/{siteId}/error-log',
        '/api/sites/{siteId}/error-log/{errorId}',
        '/api/sites/{siteId}/designer-templates/{kind}',
        '/api/accounts/{accountId}/activity',
        '/api/accounts/{accountId}/invoices',
      ]),
    );
  });
});
