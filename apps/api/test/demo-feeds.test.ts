import { schema } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
