import { createDb, seedDemoData, seedLargeSite, schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { findItemsPage } from './src/modules/data-view/items.service';
import { itemsQuerySchema } from '@feedline/contracts';
const h = await createDb({ kind: 'pglite', dataDir: '/tmp/fb/pg' });
await h.migrate();
await seedDemoData(h.db, { feedBaseUrl: 'http://x' });
await seedLargeSite(h.db, 100_000);
const [site] = await h.db.select().from(schema.sites).where(eq(schema.sites.name, 'acme-large.nl'));
const [one] = await h.db.select().from(schema.siteItems).where(eq(schema.siteItems.siteId, site!.id)).limit(1);
console.log(JSON.stringify(one?.data));
async function time(label: string, q: Record<string, unknown>) {
  const query = itemsQuerySchema.parse(q);
  const ts: number[] = [];
  for (let i = 0; i < 7; i++) { const t0 = performance.now(); const p = await findItemsPage(h.db, site!.id, query); ts.push(performance.now() - t0); if (i === 0) console.log(label, p.totalCount); }
  ts.sort((a, b) => a - b); console.log(label, ts[3]!.toFixed(1), 'ms');
}
await time('plain', {});
await time('empty gtin', { filter: 'empty:gtin' });
await time('contains title', { filter: 'contains:title:kettle' });
await time('gt price', { filter: 'gt:price:50' });
await time('sort price', { sort: 'price:desc' });
await time('search', { search: 'kettle' });
await h.close();
