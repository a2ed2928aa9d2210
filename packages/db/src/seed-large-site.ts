import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import * as t from './schema';
import { BRANDS, CATEGORIES, COLORS, SEED_LOCK_KEY, flowFor } from './seed';
import {
  DEMO_IMAGE_COUNT,
  DEMO_IMAGES_PATH,
  ITEMS_WITHOUT_GTIN,
  demoProductUrlPrefix,
} from './demo-catalogue';
import { DEFAULT_DEMO_FEED_BASE, demoSourcesOf } from './demo-feeds';

export const LARGE_SITE = {
  company: 'Acme Retail',
  project: 'Acme Load Test',
  site: 'acme-large.nl',
  channel: 'Google Shopping',
} as const;

/** Rows per INSERT: big enough that PGlite spends its time inserting, small enough for its memory. */
const BATCH = 25_000;

export class LargeSiteSeedError extends Error {
  override readonly name = 'LargeSiteSeedError';
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Inserts items `from`..`to` of the large site in one statement, built in SQL from a number series
 * so that nothing of the rows passes through JavaScript. Same shape and rules as `demoItems`.
 */
function insertItems(siteId: number, from: number, to: number, imageBaseUrl: string) {
  const brand = sql`(${textArray(BRANDS)})[(g.n - 1) % ${BRANDS.length} + 1]`;
  const color = sql`(${textArray(COLORS)})[(g.n - 1) % ${COLORS.length} + 1]`;
  const category = sql`(${textArray(CATEGORIES)})[(g.n - 1) % ${CATEGORIES.length} + 1]`;
  // padStart never cuts, lpad does: numbers of seven digits and more stay whole.
  const sku = sql`'SKU-' || case when g.n < 1000000 then lpad(g.n::text, 6, '0') else g.n::text end`;
  const host = LARGE_SITE.site;
  return sql`
    insert into ${t.siteItems} (site_id, external_id, data)
    select ${siteId}, i.sku, jsonb_build_object(
      'id', i.sku,
      'title', i.brand || ' ' || regexp_replace(i.category, 's$', '') || ' ' || i.color || ' ' || g.n,
      'description', 'A ' || i.color || ' ' || regexp_replace(lower(i.category), 's$', '')
        || ' from the demo catalogue.',
      'price', round(9.95 + mod((g.n - 1) * 7.31, 190), 2),
      'currency', 'EUR',
      'brand', i.brand,
      'color', i.color,
      'category', i.category,
      'availability', case when (g.n - 1) % 9 = 0 then 'out of stock' else 'in stock' end,
      'gtin', case when g.n = any(${sql`array[${sql.join(
        ITEMS_WITHOUT_GTIN.map((n) => sql`${n}`),
        sql`, `,
      )}]::int[]`}) then '' else (8710000000000 + g.n)::text end,
      'link', ${demoProductUrlPrefix(imageBaseUrl, host)} || g.n,
      'image_link', ${`${imageBaseUrl.replace(/\/+$/, '')}${DEMO_IMAGES_PATH}/`}
        || ((g.n - 1) % ${DEMO_IMAGE_COUNT} + 1) || '.svg'
    )
    from generate_series(${from}::int, ${to}::int) as g(n)
    cross join lateral (select ${sku} as sku, ${brand} as brand, ${color} as color,
      ${category} as category) as i
    on conflict (site_id, external_id) do nothing`;
}

async function findOrCreate<T>(find: () => Promise<T | undefined>, create: () => Promise<T>) {
  return (await find()) ?? create();
}

/** The project, site, channel, data flow and data source of the large site, made when missing. */
async function ensureLargeSite(tx: Executor, count: number, baseUrl: string): Promise<number> {
  const [account] = await tx
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(eq(t.accounts.company, LARGE_SITE.company));
  if (!account) {
    throw new LargeSiteSeedError(
      `The large site belongs to ${LARGE_SITE.company}, which is missing: keep SEED_DEMO on.`,
    );
  }
  const project = await findOrCreate(
    async () =>
      (
        await tx
          .select({ id: t.projects.id })
          .from(t.projects)
          .where(and(eq(t.projects.accountId, account.id), eq(t.projects.name, LARGE_SITE.project)))
      )[0],
    async () =>
      (
        await tx
          .insert(t.projects)
          .values({ accountId: account.id, name: LARGE_SITE.project })
          .returning({ id: t.projects.id })
      )[0]!,
  );
  const site = await findOrCreate(
    async () =>
      (
        await tx
          .select({ id: t.sites.id })
          .from(t.sites)
          .where(and(eq(t.sites.projectId, project.id), eq(t.sites.name, LARGE_SITE.site)))
      )[0],
    async () => {
      const [created] = await tx
        .insert(t.sites)
        .values({
          projectId: project.id,
          name: LARGE_SITE.site,
          importStatus: 'finished',
          lastImportAt: new Date(),
        })
        .returning({ id: t.sites.id });
      const [channel] = await tx
        .insert(t.channels)
        .values({ siteId: created!.id, name: LARGE_SITE.channel })
        .returning({ id: t.channels.id });
      await tx.insert(t.dataFlows).values({
        siteId: created!.id,
        channelId: channel!.id,
        definition: flowFor(LARGE_SITE.channel),
      });
      // A feed the demo serves, as an upgraded demo database gives every demo site (seedDemoFeeds).
      const [source] = demoSourcesOf(LARGE_SITE.site, baseUrl);
      await tx.insert(t.dataSources).values({
        siteId: created!.id,
        name: 'Product catalogue',
        kind: source!.kind,
        format: source!.format,
        url: source!.url,
        shared: false,
        itemCount: count,
        lastImportAt: new Date(),
      });
      return created!;
    },
  );
  return site.id;
}

/**
 * Seeds project "Acme Load Test" of Acme Retail with site "acme-large.nl" and `count` items, for
 * trying the data view on a big catalogue (FEEDLINE_SEED_LARGE_SITE). Idempotent: a second run with
 * the same count inserts nothing; a larger count adds only the missing items.
 */
export async function seedLargeSite(
  db: Executor,
  count: number,
  options: {
    /** Where the api serves the demo pictures and product pages (its PUBLIC_URL). */
    imageBaseUrl?: string;
  } = {},
): Promise<{ siteId: number; inserted: number }> {
  const imageBaseUrl = options.imageBaseUrl ?? DEFAULT_DEMO_FEED_BASE;
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new LargeSiteSeedError(`The large site needs a positive number of items (got ${count}).`);
  }
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const siteId = await ensureLargeSite(tx, count, imageBaseUrl);
    const before = await countItems(tx, siteId);
    for (let from = before + 1; from <= count; from += BATCH) {
      await tx.execute(insertItems(siteId, from, Math.min(count, from + BATCH - 1), imageBaseUrl));
    }
    const after = await countItems(tx, siteId);
    await tx
      .update(t.dataSources)
      .set({ itemCount: after })
      .where(eq(t.dataSources.siteId, siteId));
    return { siteId, inserted: after - before };
  });
  // Fresh statistics and visibility map: the planner picks the index, counts read the index only.
  if (result.inserted > 0) await db.execute(sql`vacuum analyze ${t.siteItems}`);
  return result;
}

async function countItems(tx: Executor, siteId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(t.siteItems)
    .where(eq(t.siteItems.siteId, siteId));
  return row?.value ?? 0;
}
