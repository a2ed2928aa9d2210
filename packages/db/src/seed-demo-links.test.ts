import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import { demoFeedFile } from './demo-feeds';
import * as t from './schema';
import { seedDemoData } from './seed';
import { LARGE_SITE, seedLargeSite } from './seed-large-site';

const BASE = 'http://127.0.0.1:3100';
let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ kind: 'pglite' });
  await handle.migrate();
  await seedDemoData(handle.db, { feedBaseUrl: BASE });
  await seedLargeSite(handle.db, 40, { imageBaseUrl: BASE });
}, 120_000);
afterAll(() => handle.close());

/** Every item's link, by its site's name. */
const itemLinks = async () =>
  (
    await handle.db
      .select({ site: t.sites.name, data: t.siteItems.data })
      .from(t.siteItems)
      .innerJoin(t.sites, eq(t.sites.id, t.siteItems.siteId))
      .orderBy(asc(t.siteItems.id))
  ).map((row) => ({ site: row.site, link: String(row.data.link) }));

const welcomeLink = async () =>
  (
    await handle.db
      .select({ link: t.announcements.linkUrl })
      .from(t.announcements)
      .where(eq(t.announcements.headingEn, 'Welcome to Feedline'))
  )[0]!.link;

const siteId = async (name: string) =>
  (await handle.db.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.name, name)))[0]!.id;

describe('the demo’s links', () => {
  it('lead to the demo shop’s product page of each item, for the demo sites and the large site', async () => {
    const links = await itemLinks();
    expect(links.length).toBe(50 + 40);
    expect(
      links.filter(
        ({ site, link }) =>
          !new RegExp(`^http://127\\.0\\.0\\.1:3100/demo-shop/${site}/p/\\d+$`).test(link),
      ),
    ).toEqual([]);
    expect(links).toContainEqual({ site: 'acme.nl', link: `${BASE}/demo-shop/acme.nl/p/50` });
    expect(links).toContainEqual({
      site: LARGE_SITE.site,
      link: `${BASE}/demo-shop/acme-large.nl/p/40`,
    });
  });

  it('of the demo feeds lead to the same pages, and the feed’s shop to its front page', () => {
    const feed = demoFeedFile('acme.be-products.xml', BASE)!.body;
    expect(feed).toContain(`<link>${BASE}/demo-shop/acme.be/</link>`);
    expect(feed).toContain(`<g:link>${BASE}/demo-shop/acme.be/p/30</g:link>`);
    const csv = demoFeedFile('acme.nl-outlet-products.csv', BASE)!.body;
    expect(csv).toContain(`,${BASE}/demo-shop/acme.nl-outlet/p/8,`);
    for (const name of ['acme.nl-products.csv', 'acme.nl-stock.xml', 'acme.de-products.csv']) {
      expect(demoFeedFile(name, BASE)!.body, name).not.toMatch(/https:\/\//);
    }
  });

  it('of the welcome announcement lead to the demo’s help page', async () => {
    expect(await welcomeLink()).toBe(`${BASE}/demo-help/`);
  });

  it('are moved in a database seeded by version 5, somebody’s own links left alone', async () => {
    await handle.db.execute(
      `update site_items set data = jsonb_set(data, '{link}',
         to_jsonb('https://' || (select name from sites where sites.id = site_id)
           || '/p/' || substring(external_id from 5)::int))`,
    );
    await handle.db
      .update(t.announcements)
      .set({ linkUrl: 'https://feedline.example/getting-started' })
      .where(eq(t.announcements.headingEn, 'Welcome to Feedline'));
    // An address of another shop, and one on the large site that somebody typed in.
    const acme = await siteId('acme.nl');
    const large = await siteId(LARGE_SITE.site);
    await handle.db
      .update(t.siteItems)
      .set({ data: { id: 'SKU-000002', link: 'https://shop.example.com/p/2' } })
      .where(and(eq(t.siteItems.siteId, acme), eq(t.siteItems.externalId, 'SKU-000002')));
    await handle.db
      .update(t.siteItems)
      .set({ data: { id: 'SKU-000003', link: 'https://acme-large.nl/products/3' } })
      .where(and(eq(t.siteItems.siteId, large), eq(t.siteItems.externalId, 'SKU-000003')));
    expect((await itemLinks()).filter(({ link }) => link.includes('/demo-shop/'))).toEqual([]);
    await handle.db.update(t.meta).set({ value: '5' }).where(eq(t.meta.key, 'demo_seed_version'));

    expect(await seedDemoData(handle.db, { feedBaseUrl: BASE })).toEqual({ seeded: true });
    const links = await itemLinks();
    expect(links.filter(({ link }) => link.startsWith('https://'))).toEqual([
      { site: 'acme.nl', link: 'https://shop.example.com/p/2' },
      { site: LARGE_SITE.site, link: 'https://acme-large.nl/products/3' },
    ]);
    expect(links).toContainEqual({ site: 'acme.nl', link: `${BASE}/demo-shop/acme.nl/p/7` });
    expect(links).toContainEqual({
      site: LARGE_SITE.site,
      link: `${BASE}/demo-shop/acme-large.nl/p/37`,
    });
    expect(await welcomeLink()).toBe(`${BASE}/demo-help/`);
  });
});
