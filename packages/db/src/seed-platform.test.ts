import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client';
import * as t from './schema';
import { seedDemoData } from './seed';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createDb({ kind: 'pglite' });
  await handle.migrate();
  await seedDemoData(handle.db);
}, 120_000);
afterAll(() => handle.close());

const rowsOf = async (table: typeof t.dataSources | typeof t.invoices | typeof t.auditEvents) =>
  (await handle.db.select({ value: count() }).from(table))[0]!.value;

describe('the demo data of the embedded screens', () => {
  it('gives every demo site a data source, acme.nl the shared catalogue and its stock levels', async () => {
    const sites = await handle.db.select({ id: t.sites.id, name: t.sites.name }).from(t.sites);
    const sources = await handle.db.select().from(t.dataSources);
    for (const site of sites) {
      expect(
        sources.some((source) => source.siteId === site.id),
        site.name,
      ).toBe(true);
    }
    const acmeNl = sites.find((site) => site.name === 'acme.nl')!;
    expect(
      sources
        .filter((source) => source.siteId === acmeNl.id)
        .map(({ name, kind, shared, itemCount }) => ({ name, kind, shared, itemCount })),
    ).toEqual([
      { name: 'Product catalogue', kind: 'csv', shared: true, itemCount: 50 },
      { name: 'Stock levels', kind: 'xml', shared: false, itemCount: 50 },
    ]);
    expect(sources.filter((source) => source.shared)).toHaveLength(1);
  });

  it('leaves Globex Outlet one overdue invoice, and nobody else one', async () => {
    const rows = await handle.db
      .select({ company: t.accounts.company, dueAt: t.invoices.dueAt })
      .from(t.invoices)
      .innerJoin(t.accounts, eq(t.accounts.id, t.invoices.accountId))
      .where(isNull(t.invoices.paidAt));
    const now = Date.now();
    expect(rows.filter((row) => row.dueAt.getTime() < now).map((row) => row.company)).toEqual([
      'Globex Outlet',
    ]);
    expect(rows.filter((row) => row.dueAt.getTime() >= now).map((row) => row.company)).toEqual([
      'Initech Secure',
    ]);
    expect(await rowsOf(t.invoices)).toBe(7);
  });

  it('changes nothing when run again', async () => {
    const before = [
      await rowsOf(t.dataSources),
      await rowsOf(t.invoices),
      await rowsOf(t.auditEvents),
    ];
    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    expect([
      await rowsOf(t.dataSources),
      await rowsOf(t.invoices),
      await rowsOf(t.auditEvents),
    ]).toEqual(before);
  });

  it('adds what is missing to a database seeded by the first version, and only that', async () => {
    const users = (await handle.db.select({ value: count() }).from(t.users))[0]!.value;
    await handle.db.delete(t.dataSources);
    await handle.db.delete(t.invoices);
    await handle.db.delete(t.auditEvents);
    await handle.db.update(t.meta).set({ value: '1' }).where(eq(t.meta.key, 'demo_seed_version'));

    expect(await seedDemoData(handle.db)).toEqual({ seeded: true });
    expect(await rowsOf(t.invoices)).toBe(7);
    expect(await rowsOf(t.auditEvents)).toBe(6);
    expect(await rowsOf(t.dataSources)).toBeGreaterThan(30);
    expect((await handle.db.select({ value: count() }).from(t.users))[0]!.value).toBe(users);
    const [version] = await handle.db
      .select()
      .from(t.meta)
      .where(eq(t.meta.key, 'demo_seed_version'));
    expect(version!.value).toBe('6');
  });

  it('gives a database seeded by the second version the monitoring feature of Globex Outlet', async () => {
    const monitoring = () =>
      handle.db.select().from(t.features).where(eq(t.features.key, 'monitoring'));
    expect(await monitoring()).toHaveLength(1);
    await handle.db.delete(t.features).where(eq(t.features.key, 'monitoring'));
    await handle.db.update(t.meta).set({ value: '2' }).where(eq(t.meta.key, 'demo_seed_version'));
    const invoices = await rowsOf(t.invoices);

    expect(await seedDemoData(handle.db)).toEqual({ seeded: true });
    expect(await monitoring()).toHaveLength(1);
    expect(await rowsOf(t.invoices)).toBe(invoices);
    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    expect(await monitoring()).toHaveLength(1);
  });
});
