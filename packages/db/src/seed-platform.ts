import { and, asc, count, eq, ilike, inArray, like } from 'drizzle-orm';
import type { Db } from './client';
import { demoSourcesOf, DEMO_IMPORTING_SITES } from './demo-feeds';
import * as t from './schema';

const DAY = 24 * 60 * 60_000;

/** A demo site's data sources: they read the demo's own feed files (demo-feeds.ts). */
function dataSourcesFor(
  site: { name: string; itemCount: number; lastImportAt: Date | null },
  feedBaseUrl: string,
) {
  return demoSourcesOf(site.name, feedBaseUrl).map((source) => ({
    ...source,
    itemCount: site.itemCount,
    lastImportAt: site.lastImportAt,
  }));
}

interface InvoiceSpec {
  company: string;
  number: string;
  amount: number;
  /** Days before today it was issued; due 30 days later. */
  issuedDaysAgo: number;
  /** Days after issue it was paid; undefined = unpaid. */
  paidAfterDays?: number;
}

/**
 * Relative to today, so that "overdue" and "not yet due" stay true for a fresh database: Globex
 * Outlet has one unpaid invoice past its due date, Initech Secure one that is not due yet.
 */
const INVOICES: InvoiceSpec[] = [
  {
    company: 'Acme Retail',
    number: 'FL-2024-0101',
    amount: 129_00,
    issuedDaysAgo: 95,
    paidAfterDays: 12,
  },
  {
    company: 'Acme Retail',
    number: 'FL-2024-0102',
    amount: 129_00,
    issuedDaysAgo: 65,
    paidAfterDays: 9,
  },
  {
    company: 'Acme Retail',
    number: 'FL-2024-0103',
    amount: 149_00,
    issuedDaysAgo: 35,
    paidAfterDays: 14,
  },
  {
    company: 'Globex Outlet',
    number: 'FL-2024-0201',
    amount: 49_00,
    issuedDaysAgo: 110,
    paidAfterDays: 20,
  },
  {
    company: 'Globex Outlet',
    number: 'FL-2024-0202',
    amount: 49_00,
    issuedDaysAgo: 80,
    paidAfterDays: 25,
  },
  { company: 'Globex Outlet', number: 'FL-2024-0203', amount: 59_00, issuedDaysAgo: 50 },
  { company: 'Initech Secure', number: 'FL-2024-0301', amount: 89_00, issuedDaysAgo: 5 },
];

interface TargetIds {
  channel: (name: string) => number | undefined;
  user: (email: string) => number | undefined;
}

interface AuditSpec {
  email: string | null;
  action: string;
  site?: string;
  targetType?: string;
  target?: (ids: TargetIds) => number | undefined;
  data?: Record<string, unknown>;
  hoursAgo: number;
}

const ACME_AUDIT_EVENTS: AuditSpec[] = [
  { email: 'owner@acme.test', action: 'user.signed-in', hoursAgo: 72 },
  {
    email: 'owner@acme.test',
    action: 'user.invited',
    targetType: 'user',
    target: ({ user }) => user('greta@acme.test'),
    data: { email: 'greta@acme.test' },
    hoursAgo: 70,
  },
  {
    email: 'editor@acme.test',
    action: 'channel.created',
    site: 'acme.nl',
    targetType: 'channel',
    target: ({ channel }) => channel('Bol.com'),
    data: { name: 'Bol.com' },
    hoursAgo: 48,
  },
  {
    email: 'editor@acme.test',
    action: 'data-flow.changed',
    site: 'acme.nl',
    targetType: 'channel',
    target: ({ channel }) => channel('Google Shopping NL'),
    data: { columns: ['id', 'title', 'price', 'link'] },
    hoursAgo: 30,
  },
  { email: null, action: 'import.finished', site: 'acme.nl', data: { items: 50 }, hoursAgo: 6 },
  { email: 'greta@acme.test', action: 'user.signed-in', hoursAgo: 2 },
];

/**
 * Version 2 of the demo data (the embedded screens): data sources of every demo site, invoices,
 * and a few audit events of Acme Retail. Each part is skipped where it is already present.
 */
export async function seedPlatformData(tx: Db, feedBaseUrl: string) {
  const accountRows = await tx
    .select({ id: t.accounts.id, company: t.accounts.company })
    .from(t.accounts)
    .where(inArray(t.accounts.company, ['Acme Retail', 'Globex Outlet', 'Initech Secure']));
  const accountId = (company: string) => accountRows.find((a) => a.company === company)?.id;
  await seedDataSources(
    tx,
    accountRows.map((a) => a.id),
    feedBaseUrl,
  );
  await seedInvoices(tx, accountId);
  const acme = accountId('Acme Retail');
  if (acme !== undefined) await seedAuditEvents(tx, acme);
}

async function seedDataSources(tx: Db, accountIds: number[], feedBaseUrl: string) {
  if (accountIds.length === 0) return;
  const siteRows = await tx
    .select({ id: t.sites.id, name: t.sites.name, lastImportAt: t.sites.lastImportAt })
    .from(t.sites)
    .innerJoin(t.projects, eq(t.projects.id, t.sites.projectId))
    .where(inArray(t.projects.accountId, accountIds))
    .orderBy(asc(t.sites.id));
  const withSources = new Set(
    (await tx.selectDistinct({ siteId: t.dataSources.siteId }).from(t.dataSources)).map(
      (r) => r.siteId,
    ),
  );
  const itemCounts = new Map(
    (
      await tx
        .select({ siteId: t.siteItems.siteId, value: count() })
        .from(t.siteItems)
        .groupBy(t.siteItems.siteId)
    ).map((r) => [r.siteId, r.value]),
  );
  const rows = siteRows
    .filter((site) => !withSources.has(site.id))
    .flatMap((site) =>
      dataSourcesFor({ ...site, itemCount: itemCounts.get(site.id) ?? 0 }, feedBaseUrl).map(
        (source) => ({
          siteId: site.id,
          ...source,
        }),
      ),
    );
  if (rows.length > 0) await tx.insert(t.dataSources).values(rows);
}

async function seedInvoices(tx: Db, accountId: (company: string) => number | undefined) {
  const now = Date.now();
  const rows = INVOICES.flatMap((spec) => {
    const id = accountId(spec.company);
    if (id === undefined) return [];
    const issuedAt = now - spec.issuedDaysAgo * DAY;
    return [
      {
        accountId: id,
        number: spec.number,
        amount: spec.amount,
        currency: 'EUR',
        issuedAt: new Date(issuedAt),
        dueAt: new Date(issuedAt + 30 * DAY),
        paidAt:
          spec.paidAfterDays === undefined ? null : new Date(issuedAt + spec.paidAfterDays * DAY),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(t.invoices).values(rows).onConflictDoNothing();
}

async function seedAuditEvents(tx: Db, accountId: number) {
  const [existing] = await tx
    .select({ value: count() })
    .from(t.auditEvents)
    .where(eq(t.auditEvents.accountId, accountId));
  if ((existing?.value ?? 0) > 0) return;

  const users = await tx.select({ id: t.users.id, email: t.users.email }).from(t.users);
  const siteRows = await tx
    .select({ id: t.sites.id, name: t.sites.name })
    .from(t.sites)
    .innerJoin(t.projects, eq(t.projects.id, t.sites.projectId))
    .where(eq(t.projects.accountId, accountId));
  const acmeNl = siteRows.find((s) => s.name === 'acme.nl');
  const channelRows = acmeNl
    ? await tx
        .select({ id: t.channels.id, name: t.channels.name })
        .from(t.channels)
        .where(eq(t.channels.siteId, acmeNl.id))
    : [];
  const ids: TargetIds = {
    channel: (name) => channelRows.find((c) => c.name === name)?.id,
    user: (email) => users.find((u) => u.email === email)?.id,
  };

  const now = Date.now();
  await tx.insert(t.auditEvents).values(
    ACME_AUDIT_EVENTS.map((spec) => ({
      accountId,
      siteId: spec.site ? (siteRows.find((s) => s.name === spec.site)?.id ?? null) : null,
      userId: spec.email ? (ids.user(spec.email) ?? null) : null,
      action: spec.action,
      targetType: spec.targetType ?? null,
      targetId: spec.target?.(ids)?.toString() ?? null,
      data: spec.data ?? null,
      createdAt: new Date(now - spec.hoursAgo * 60 * 60_000),
    })),
  );
}

/**
 * Version 4: the demo sites read the demo's own feed files (an older database's made-up feed
 * addresses are replaced), and the sites that import on their own have a schedule.
 */
export async function seedDemoFeeds(tx: Db, feedBaseUrl: string) {
  const demoAccounts = await tx
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(inArray(t.accounts.company, ['Acme Retail', 'Globex Outlet', 'Initech Secure']));
  const accountIds = demoAccounts.map((a) => a.id);
  if (accountIds.length === 0) return;
  const demoSites = await tx
    .select({ id: t.sites.id, name: t.sites.name })
    .from(t.sites)
    .innerJoin(t.projects, eq(t.projects.id, t.sites.projectId))
    .where(inArray(t.projects.accountId, accountIds));
  const stale = await tx
    .select({ id: t.dataSources.id })
    .from(t.dataSources)
    .where(
      and(
        inArray(
          t.dataSources.siteId,
          demoSites.map((site) => site.id),
        ),
        like(t.dataSources.url, 'https://%/feeds/%'),
      ),
    );
  if (stale.length > 0) {
    await tx.delete(t.dataSources).where(
      inArray(
        t.dataSources.id,
        stale.map((row) => row.id),
      ),
    );
  }
  await seedDataSources(tx, accountIds, feedBaseUrl);
  await tx
    .update(t.channels)
    .set({ feedFormat: 'xml-google' })
    .where(
      and(
        inArray(
          t.channels.siteId,
          demoSites.map((site) => site.id),
        ),
        ilike(t.channels.name, '%google%'),
      ),
    );
  const importing = demoSites.filter((site) =>
    (DEMO_IMPORTING_SITES as readonly string[]).includes(site.name),
  );
  if (importing.length > 0) {
    await tx
      .insert(t.siteSchedules)
      .values(
        importing.map((site) => ({
          siteId: site.id,
          enabled: true,
          times: ['06:00', '18:00'],
          weekdays: [1, 2, 3, 4, 5],
          exportAfterImport: true,
        })),
      )
      .onConflictDoNothing();
  }
}
