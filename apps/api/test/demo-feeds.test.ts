import { DEMO_IMAGE_COUNT, demoFeedFile, schema } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatformApp } from '../src/platform-host';
import { buildTestApp, serveDemoFeeds, waitForSiteRuns, type TestApp } from './helper';
import { demoIds } from './platform-fixtures';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  base = await serveDemoFeeds(t);
});
afterAll(() => t.close());

const importSite = async (name: string) => {
  const siteId = await demoIds(t).site(name);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/sites/${siteId}/import-runs`,
    headers: await t.authHeader('owner@acme.test'),
  });
  expect(answer.statusCode).toBe(202);
  await waitForSiteRuns(t, siteId);
  const [run] = await t.db
    .select()
    .from(schema.feedRuns)
    .where(eq(schema.feedRuns.id, answer.json().id));
  const problems = await t.db
    .select()
    .from(schema.feedRunProblems)
    .where(eq(schema.feedRunProblems.runId, run!.id));
  return { run: run!, problems };
};

describe('the demo’s own feeds', () => {
  it('serve a CSV, a Google feed and nothing else', async () => {
    const csv = await fetch(`${base}/demo-feeds/acme.nl-products.csv`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'id,title,description,price,currency,brand,color,category,availability,gtin,link,image_link',
    );
    const xml = await (await fetch(`${base}/demo-feeds/acme.be-products.xml`)).text();
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    expect((await fetch(`${base}/demo-feeds/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${base}/demo-feeds/nothing.csv`)).status).toBe(404);
  });

  it('give acme.be its Google items and acme.de real per-row problems', async () => {
    const be = await importSite('acme.be');
    expect(be.run).toMatchObject({ status: 'succeeded', itemsWritten: 30, problemCount: 0 });

    const de = await importSite('acme.de');
    expect(de.run).toMatchObject({ status: 'succeeded' });
    expect(de.problems.map((problem) => problem.code).sort()).toEqual([
      'bad-price',
      'duplicate-id',
      'missing-id',
      'ragged-row',
    ]);
    // German prices ("45,23") are read as prices.
    const [item] = await t.db
      .select({ data: schema.siteItems.data })
      .from(schema.siteItems)
      .where(
        and(
          eq(schema.siteItems.siteId, await demoIds(t).site('acme.de')),
          eq(schema.siteItems.externalId, 'SKU-000002'),
        ),
      );
    expect(item!.data.price).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('the demo’s product pictures', () => {
  it('are served as cacheable SVG that the embedded screens may show', async () => {
    const answer = await t.app.inject('/demo-feeds/img/1.svg');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // Item 1 is a black shoe; picture 2 the white bag of item 2.
    expect(answer.body).toContain('<title>black shoe</title>');
    expect((await t.app.inject('/demo-feeds/img/2.svg')).body).toContain(
      '<title>white bag</title>',
    );
    expect((await t.app.inject(`/demo-feeds/img/${DEMO_IMAGE_COUNT}.svg`)).statusCode).toBe(200);
  });

  it('may be shown by the embedded screens: their host allows images of the API’s origin', async () => {
    const platform = await buildPlatformApp(t.config);
    const policy = String((await platform.inject('/health')).headers['content-security-policy']);
    await platform.close();
    expect(policy).toMatch(/img-src 'self' data: https: http:\/\/localhost:3000(;|$)/);
  });

  it('answer 404 for any other name', async () => {
    for (const name of [
      '0.svg',
      `${DEMO_IMAGE_COUNT + 1}.svg`,
      '01.svg',
      '1.jpg',
      '1.svg.svg',
      'constructor',
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await t.app.inject(`/demo-feeds/img/${name}`)).statusCode, name).toBe(404);
    }
    expect((await t.app.inject('/demo-feeds/constructor')).statusCode).toBe(404);
  });

  it('are what every demo item and every demo feed points at, and nothing else', async () => {
    const own = `${t.config.publicUrl}/demo-feeds/img/`;
    const items = await t.db.select({ data: schema.siteItems.data }).from(schema.siteItems);
    expect(items.length).toBeGreaterThan(50);
    const links = new Set(items.map((item) => String(item.data.image_link)));
    const fromFeeds = ['acme.nl-products.csv', 'acme.be-products.xml', 'acme.de-products.csv'];
    for (const name of fromFeeds) {
      const body = demoFeedFile(name, t.config.publicUrl)!.body;
      for (const link of body.match(/https?:\/\/[^,;<"\s]+\/img\/[^,;<"\s]+/g) ?? []) {
        links.add(link);
      }
    }
    expect([...links].filter((link) => !link.startsWith(own))).toEqual([]);
    for (const link of links) {
      const answer = await t.app.inject(link.slice(t.config.publicUrl.length));
      expect(answer.statusCode, link).toBe(200);
    }
  });
});
