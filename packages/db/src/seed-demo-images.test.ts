import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
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

const imageLinks = async () =>
  (await handle.db.select({ data: t.siteItems.data }).from(t.siteItems)).map((row) =>
    String(row.data.image_link),
  );

describe('the demo items’ pictures', () => {
  it('are the demo’s own, below the public address, for the demo sites and the large site', async () => {
    const links = await imageLinks();
    expect(links.length).toBe(50 + 40);
    expect(
      links.filter((link) => !/^http:\/\/127\.0\.0\.1:3100\/demo-feeds\/img\/\d+\.svg$/.test(link)),
    ).toEqual([]);
    // Item 31 shows picture 1 again: the same category and colour as item 1.
    expect(links).toContain(`${BASE}/demo-feeds/img/30.svg`);
    expect(links).not.toContain(`${BASE}/demo-feeds/img/31.svg`);
  });

  it('replace the made-up shop addresses of a database seeded by version 4', async () => {
    const [large] = await handle.db
      .select({ id: t.sites.id })
      .from(t.sites)
      .where(eq(t.sites.name, LARGE_SITE.site));
    await handle.db.execute(
      `update site_items set data = jsonb_set(data, '{image_link}',
         to_jsonb('https://acme.nl/img/' || substring(external_id from 5)::int || '.jpg'))`,
    );
    // Somebody's own picture address is left alone.
    await handle.db
      .update(t.siteItems)
      .set({ data: { id: 'SKU-000040', image_link: 'https://cdn.example.com/own.png' } })
      .where(and(eq(t.siteItems.siteId, large!.id), eq(t.siteItems.externalId, 'SKU-000040')));
    await handle.db.update(t.meta).set({ value: '4' }).where(eq(t.meta.key, 'demo_seed_version'));

    expect(await seedDemoData(handle.db, { feedBaseUrl: BASE })).toEqual({ seeded: true });
    const links = await imageLinks();
    expect(links.filter((link) => link.includes('acme.nl'))).toEqual([]);
    expect(links).toContain('https://cdn.example.com/own.png');
    const [item37] = await handle.db
      .select({ data: t.siteItems.data })
      .from(t.siteItems)
      .where(like(t.siteItems.externalId, 'SKU-000037'));
    expect(item37!.data.image_link).toBe(`${BASE}/demo-feeds/img/7.svg`);
    const [version] = await handle.db
      .select()
      .from(t.meta)
      .where(eq(t.meta.key, 'demo_seed_version'));
    expect(version!.value).toBe('6');
  });
});
