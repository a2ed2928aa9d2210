import type { ItemsPage } from '@feedline/contracts';
import { LARGE_SITE, schema, seedLargeSite } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { demoIds } from './platform-fixtures';

// FEEDLINE_SEED_LARGE_SITE: a site of 100 000 items, and the data view on it.

const COUNT = 100_000;
let t: TestApp;
let largeSite = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const result = await seedLargeSite(t.db, COUNT);
  expect(result.inserted).toBe(COUNT);
  largeSite = result.siteId;
});
afterAll(() => t.close());

describe('the large demo site', () => {
  // How fast the first page comes is a budget of `npm run bench` (data view), not a timed test.
  it('is seeded in project Acme Load Test of Acme Retail', async () => {
    const [site] = await t.db
      .select({
        name: schema.sites.name,
        project: schema.projects.name,
        accountId: schema.projects.accountId,
      })
      .from(schema.sites)
      .innerJoin(schema.projects, eq(schema.projects.id, schema.sites.projectId))
      .where(eq(schema.sites.id, largeSite));
    expect(site).toEqual({
      name: LARGE_SITE.site,
      project: LARGE_SITE.project,
      accountId: await demoIds(t).account('Acme Retail'),
    });
    const sources = await t.db
      .select()
      .from(schema.dataSources)
      .where(eq(schema.dataSources.siteId, largeSite));
    expect(sources).toEqual([expect.objectContaining({ itemCount: COUNT, shared: false })]);
  });

  it('pages to its last items, at every stage', async () => {
    const headers = await t.authHeader('owner@acme.test');
    const channel = await demoIds(t).channel(largeSite, LARGE_SITE.channel);
    const url = `/api/sites/${largeSite}/items?offset=${COUNT - 3}&limit=10`;
    const raw = (await t.app.inject({ url, headers })).json() as ItemsPage;
    expect(raw.rows.map((row) => row.id)).toEqual(['SKU-099998', 'SKU-099999', 'SKU-100000']);
    expect(raw.totalCount).toBe(COUNT);
    const output = (
      await t.app.inject({ url: `${url}&stage=channel&stageId=${channel}`, headers })
    ).json() as ItemsPage;
    expect(output.columns[0]).toBe('id');
    expect(output.rows[2]).toMatchObject({
      id: 'SKU-100000',
      link: 'http://localhost:3000/demo-shop/acme-large.nl/p/100000',
    });
    expect(String(output.rows[2]!.price)).toMatch(/^\d+\.\d\d EUR$/);
  });

  it('changes nothing when seeded again, and adds only what a larger count lacks', async () => {
    expect(await seedLargeSite(t.db, COUNT)).toEqual({ siteId: largeSite, inserted: 0 });
    expect(await seedLargeSite(t.db, COUNT + 5)).toEqual({ siteId: largeSite, inserted: 5 });
    const projects = await t.db
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.name, LARGE_SITE.project));
    expect(projects).toHaveLength(1);
  });
});
