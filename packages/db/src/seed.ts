import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { hashPassword } from './password';
import * as t from './schema';
import type { DataFlowColumn, DataFlowDefinition } from './schema';
import { DEFAULT_DEMO_FEED_BASE } from './demo-feeds';
import { seedDemoImages } from './seed-demo-images';
import { seedDemoShopLinks } from './seed-demo-links';
import { seedDemoFeeds, seedPlatformData } from './seed-platform';

export const DEMO_PASSWORD = 'feedline-demo';
const SEED_KEY = 'demo_seed_version';
const SEED_VERSION = '6';
/** Also taken by the large-site seed, so that the two never run at once. */
export const SEED_LOCK_KEY = 727_002;

export interface DemoUser {
  email: string;
  name: string;
  language: string;
  flags?: Partial<
    Pick<
      typeof t.users.$inferInsert,
      | 'isSales'
      | 'isMaster'
      | 'isAccountant'
      | 'hasDenBoschAccess'
      | 'hasCpAccess'
      | 'emailVerified'
    >
  >;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'owner@acme.test', name: 'Olivia Owner', language: 'en' },
  { email: 'editor@acme.test', name: 'Eddie Editor', language: 'en' },
  { email: 'greta@acme.test', name: 'Greta Gruber', language: 'de' },
  { email: 'master@feedline.test', name: 'Mia Master', language: 'en', flags: { isMaster: true } },
  { email: 'sales@feedline.test', name: 'Sven Sales', language: 'en', flags: { isSales: true } },
  {
    email: 'retail@acme.test',
    name: 'Rita Retail',
    language: 'en',
    flags: { hasDenBoschAccess: true, hasCpAccess: true },
  },
  { email: 'secure@initech.test', name: 'Sam Secure', language: 'en' },
  {
    email: 'unverified@acme.test',
    name: 'Una Unverified',
    language: 'en',
    flags: { emailVerified: false },
  },
  { email: 'nobody@example.test', name: 'Nora Nobody', language: 'fr' },
];

export { BRANDS, CATEGORIES, COLORS, demoItems } from './demo-catalogue';
import { demoHelpUrl, demoItems } from './demo-catalogue';

/** The demo data flow of a channel (or of one of its sub-channels). */
export function flowFor(channelName: string, classificationName?: string): DataFlowDefinition {
  const field = (name: string, source: string): DataFlowColumn => ({
    name,
    source: { kind: 'field', field: source },
  });
  const columns: DataFlowColumn[] = [
    // The demo's Bol.com flow names its identifier as Bol.com's offer file does ("reference"), so
    // its export fails for want of an "id" column: the failing export the demo shows, to fix in
    // the data-flow editor.
    field(/bol\.com/i.test(channelName) ? 'reference' : 'id', 'id'),
    field('title', 'title'),
    field('price', 'price'),
  ];
  if (/google/i.test(channelName)) {
    columns.push(
      field('link', 'link'),
      field('image_link', 'image_link'),
      field('availability', 'availability'),
      field('gtin', 'gtin'),
      field('brand', 'brand'),
    );
  } else if (/meta/i.test(channelName)) {
    columns.push(field('description', 'description'), field('image_link', 'image_link'));
  } else {
    columns.push(field('ean', 'gtin'), field('delivery_time', 'availability'));
  }
  if (classificationName) {
    columns.push({
      name: 'product_type',
      source: { kind: 'static', value: classificationName },
    });
  }
  return { columns };
}

interface SiteSpec {
  name: string;
  channels: { name: string; classifications?: string[] }[];
  features?: string[];
  items?: number;
  parent?: string;
  logLines?: boolean;
}

interface AccountSpec {
  company: string;
  clientType?: string;
  forceTwoFactorAuth?: boolean;
  features?: string[];
  verticals?: string[];
  businessTypes?: string[];
  projects: { name: string; sites: SiteSpec[] }[];
}

const ACME_SHOPS: SiteSpec[] = Array.from({ length: 25 }, (_, i) => ({
  name: `acme-shop-${String(i + 1).padStart(2, '0')}`,
  channels: [{ name: 'Google Shopping' }],
}));

export const DEMO_ACCOUNTS: readonly AccountSpec[] = [
  {
    company: 'Acme Retail',
    clientType: 'Retailer',
    features: ['shared_data_source'],
    verticals: ['Fashion', 'Home'],
    businessTypes: ['B2C'],
    projects: [
      {
        name: 'Acme Benelux',
        sites: [
          {
            name: 'acme.nl',
            features: [
              'feedback_service_ui',
              'new_gen_image_designer',
              'sub_channel_classification',
            ],
            items: 50,
            logLines: true,
            channels: [
              { name: 'Google Shopping NL', classifications: ['Shoes', 'Bags'] },
              { name: 'Meta Catalog NL' },
              { name: 'Bol.com' },
            ],
          },
          {
            name: 'acme.be',
            channels: [{ name: 'Google Shopping BE' }, { name: 'Meta Catalog BE' }],
          },
          {
            name: 'acme.nl outlet',
            parent: 'acme.nl',
            channels: [{ name: 'Google Shopping Outlet' }],
          },
          ...ACME_SHOPS,
        ],
      },
      {
        name: 'Acme DACH',
        sites: [
          { name: 'acme.de', channels: [{ name: 'Google Shopping DE' }, { name: 'Idealo DE' }] },
        ],
      },
    ],
  },
  {
    company: 'Globex Outlet',
    // monitoring: its menu items and the monitoring screens (spec §2.4, §5) can be reached.
    features: ['banner.invoice_overdue', 'monitoring'],
    projects: [
      {
        name: 'Globex Main',
        sites: [{ name: 'globex.com', channels: [{ name: 'Google Shopping US' }] }],
      },
    ],
  },
  {
    company: 'Initech Secure',
    forceTwoFactorAuth: true,
    projects: [
      {
        name: 'Initech Web',
        sites: [{ name: 'initech.com', channels: [{ name: 'Google Shopping UK' }] }],
      },
    ],
  },
];

const LOG_LINES: { type: string; message: string }[] = [
  { type: 'info', message: 'Import of <b>products.csv</b> started' },
  { type: 'success', message: 'Import finished: 50 items imported' },
  { type: 'warning', message: '3 items have no <i>gtin</i>' },
  { type: 'error', message: 'Export <b>Bol.com</b> failed: destination refused the upload' },
  { type: 'info', message: 'Export Google Shopping NL scheduled' },
  { type: 'success', message: 'Export Google Shopping NL delivered' },
];

/**
 * Seeds the demo data of shared/DEMO-DATA.md once; later calls change nothing.
 * Runs in one transaction, serialised across processes by an advisory lock.
 */
export async function seedDemoData(
  db: Executor,
  options: {
    /** Where the api serves the demo feed files and pictures (its PUBLIC_URL). */
    feedBaseUrl?: string;
  } = {},
): Promise<{ seeded: boolean }> {
  const feedBaseUrl = options.feedBaseUrl ?? DEFAULT_DEMO_FEED_BASE;
  // Most starts find the demo in place: they skip the password hashing (scrypt, nine users), which
  // is done before the transaction so that the seed lock is not held while it runs.
  const [seededBefore] = await db.select().from(t.meta).where(eq(t.meta.key, SEED_KEY));
  if (seededBefore?.value === SEED_VERSION) return { seeded: false };
  const hashes = new Map<string, string>();
  if (!seededBefore) {
    for (const user of DEMO_USERS) hashes.set(user.email, await hashPassword(DEMO_PASSWORD));
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [done] = await tx.select().from(t.meta).where(eq(t.meta.key, SEED_KEY));
    if (done?.value === SEED_VERSION) return { seeded: false };

    // A database seeded by an older version only gets what that version did not have yet.
    if (!done) {
      // The marker read above was gone by the time the lock was held: hash here after all.
      if (hashes.size === 0) {
        for (const user of DEMO_USERS) hashes.set(user.email, await hashPassword(DEMO_PASSWORD));
      }
      await seedBase(tx, hashes, feedBaseUrl);
    }
    if (!done || done.value === '1') await seedPlatformData(tx, feedBaseUrl);
    if (done && Number(done.value) < 3) await seedMonitoringFeature(tx);
    if (done && Number(done.value) < 5) await seedDemoImages(tx, feedBaseUrl);
    if (done && Number(done.value) < 6) await seedDemoShopLinks(tx, feedBaseUrl);
    await seedDemoFeeds(tx, feedBaseUrl);
    if (done) await translateDemoAnnouncements(tx, feedBaseUrl);

    await tx
      .insert(t.meta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: t.meta.key, set: { value: SEED_VERSION } });
    return { seeded: true };
  });
}

/**
 * The demo's announcements, in every language the product speaks; the welcome leads to the demo's
 * own help page at `baseUrl` (the api's PUBLIC_URL).
 */
const demoAnnouncements = (baseUrl: string) =>
  [
    {
      headingEn: 'Welcome to Feedline',
      messageEn:
        'Manage your product feeds and data flows in one place. <b>Take the tour</b> to get started.',
      linkLabelEn: 'Getting started',
      headingDe: 'Willkommen bei Feedline',
      messageDe:
        'Verwalten Sie Ihre Produkt-Feeds und Datenflüsse an einem Ort. <b>Machen Sie die Tour</b>, um loszulegen.',
      linkLabelDe: 'Erste Schritte',
      headingFr: 'Bienvenue sur Feedline',
      messageFr:
        'Gérez vos flux de produits et vos flux de données en un seul endroit. <b>Suivez la visite</b> pour commencer.',
      linkLabelFr: 'Premiers pas',
      icon: 'info',
      type: 'info',
      linkUrl: demoHelpUrl(baseUrl),
      permanent: false,
    },
    {
      headingEn: 'Scheduled maintenance on Sunday',
      messageEn: 'The platform is read-only on Sunday between 02:00 and 04:00 CET.',
      headingDe: 'Geplante Wartung am Sonntag',
      messageDe: 'Die Plattform ist am Sonntag zwischen 02:00 und 04:00 Uhr MEZ nur lesbar.',
      headingFr: 'Maintenance prévue dimanche',
      messageFr:
        'La plateforme est en lecture seule dimanche entre 02:00 et 04:00 (heure d’Europe centrale).',
      icon: 'megaphone',
      type: 'warning',
      permanent: true,
    },
  ] satisfies (typeof t.announcements.$inferInsert)[];

/**
 * The demo announcements of a database seeded before they spoke German and French get their
 * texts (migration 0011 kept the old text as the English one); anything else is left alone.
 */
async function translateDemoAnnouncements(tx: Executor, baseUrl: string) {
  for (const {
    headingDe,
    messageDe,
    linkLabelDe,
    headingFr,
    messageFr,
    linkLabelFr,
    ...demo
  } of demoAnnouncements(baseUrl)) {
    await tx
      .update(t.announcements)
      .set({ headingDe, messageDe, linkLabelDe, headingFr, messageFr, linkLabelFr })
      .where(
        and(
          eq(t.announcements.headingEn, demo.headingEn),
          isNull(t.announcements.headingDe),
          isNull(t.announcements.headingFr),
        ),
      );
  }
}

/** Version 3: Globex Outlet has the monitoring feature (part of seedBase for a new database). */
async function seedMonitoringFeature(tx: Executor) {
  const [globex] = await tx
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(eq(t.accounts.company, 'Globex Outlet'));
  if (!globex) return;
  const present = await tx
    .select({ id: t.features.id })
    .from(t.features)
    .where(
      and(
        eq(t.features.scope, 'account'),
        eq(t.features.scopeId, globex.id),
        eq(t.features.key, 'monitoring'),
      ),
    );
  if (present.length === 0) {
    await tx.insert(t.features).values({ scope: 'account', scopeId: globex.id, key: 'monitoring' });
  }
}

/** Version 1 of the demo data: users, organisations, projects, sites, channels, items. */
async function seedBase(tx: Executor, hashes: Map<string, string>, feedBaseUrl: string) {
  await tx
    .insert(t.clientTypes)
    .values(['Retailer', 'Brand', 'Agency', 'Marketplace'].map((name) => ({ name })));
  const verticalRows = await tx
    .insert(t.verticals)
    .values(['Fashion', 'Home', 'Electronics', 'Beauty', 'Food'].map((label) => ({ label })))
    .returning();
  const businessTypeRows = await tx
    .insert(t.businessTypes)
    .values(['B2C', 'B2B', 'D2C'].map((label) => ({ label })))
    .returning();

  const userRows = await tx
    .insert(t.users)
    .values(
      DEMO_USERS.map((u) => ({
        email: u.email,
        name: u.name,
        language: u.language,
        passwordHash: hashes.get(u.email)!,
        emailVerified: true,
        ...u.flags,
      })),
    )
    .returning();
  const userId = (email: string) => userRows.find((u) => u.email === email)!.id;

  const accountIds = new Map<string, number>();
  const projectIds = new Map<string, number>();
  for (const spec of DEMO_ACCOUNTS) {
    const [account] = await tx
      .insert(t.accounts)
      .values({
        company: spec.company,
        name: spec.company.toLowerCase().replace(/\s+/g, '-'),
        clientType: spec.clientType ?? null,
        forceTwoFactorAuth: spec.forceTwoFactorAuth ?? false,
      })
      .returning();
    accountIds.set(spec.company, account!.id);
    for (const key of spec.features ?? []) {
      await tx.insert(t.features).values({ scope: 'account', scopeId: account!.id, key });
    }
    for (const label of spec.verticals ?? []) {
      const vertical = verticalRows.find((v) => v.label === label)!;
      await tx
        .insert(t.accountVerticals)
        .values({ accountId: account!.id, verticalId: vertical.id });
    }
    for (const label of spec.businessTypes ?? []) {
      const type = businessTypeRows.find((v) => v.label === label)!;
      await tx
        .insert(t.accountBusinessTypes)
        .values({ accountId: account!.id, businessTypeId: type.id });
    }
    for (const projectSpec of spec.projects) {
      const [project] = await tx
        .insert(t.projects)
        .values({ accountId: account!.id, name: projectSpec.name })
        .returning();
      projectIds.set(projectSpec.name, project!.id);
      const siteIds = new Map<string, number>();
      for (const siteSpec of projectSpec.sites) {
        const [site] = await tx
          .insert(t.sites)
          .values({
            projectId: project!.id,
            name: siteSpec.name,
            parentSiteId: siteSpec.parent ? siteIds.get(siteSpec.parent)! : null,
            importStatus: 'finished',
            lastImportAt: new Date(),
          })
          .returning();
        siteIds.set(siteSpec.name, site!.id);
        await seedSite(tx, site!.id, siteSpec, feedBaseUrl);
      }
    }
  }

  const acme = accountIds.get('Acme Retail')!;
  const globex = accountIds.get('Globex Outlet')!;
  const initech = accountIds.get('Initech Secure')!;
  const member = (email: string, accountId: number, isAdmin = false) => ({
    userId: userId(email),
    accountId,
    isAdmin,
  });
  await tx
    .insert(t.accountMembers)
    .values([
      member('owner@acme.test', acme, true),
      member('owner@acme.test', globex, true),
      member('editor@acme.test', acme),
      member('greta@acme.test', acme),
      member('master@feedline.test', acme),
      member('master@feedline.test', globex),
      member('master@feedline.test', initech),
      member('sales@feedline.test', acme),
      member('retail@acme.test', acme),
      member('secure@initech.test', initech),
      member('unverified@acme.test', acme),
    ]);
  const projectPermission = (email: string, project: string, canWrite: boolean) => ({
    userId: userId(email),
    projectId: projectIds.get(project)!,
    canWrite,
  });
  await tx
    .insert(t.projectPermissions)
    .values([
      projectPermission('owner@acme.test', 'Acme Benelux', true),
      projectPermission('owner@acme.test', 'Acme DACH', true),
      projectPermission('owner@acme.test', 'Globex Main', true),
      projectPermission('editor@acme.test', 'Acme Benelux', true),
      projectPermission('editor@acme.test', 'Acme DACH', false),
    ]);

  await tx.insert(t.announcements).values(demoAnnouncements(feedBaseUrl));
}

async function seedSite(tx: Executor, siteId: number, spec: SiteSpec, feedBaseUrl: string) {
  for (const key of spec.features ?? []) {
    await tx.insert(t.features).values({ scope: 'site', scopeId: siteId, key });
  }
  for (const channelSpec of spec.channels) {
    const [channel] = await tx
      .insert(t.channels)
      .values({
        siteId,
        name: channelSpec.name,
        // Google's channels take its Merchant feed; the others a CSV.
        feedFormat: /google/i.test(channelSpec.name) ? 'xml-google' : 'csv',
      })
      .returning();
    await tx.insert(t.dataFlows).values({
      siteId,
      channelId: channel!.id,
      classificationId: null,
      definition: flowFor(channelSpec.name),
    });
    for (const name of channelSpec.classifications ?? []) {
      const [classification] = await tx
        .insert(t.classifications)
        .values({ channelId: channel!.id, name })
        .returning();
      await tx.insert(t.dataFlows).values({
        siteId,
        channelId: channel!.id,
        classificationId: classification!.id,
        definition: flowFor(channelSpec.name, name),
      });
    }
  }
  if (spec.items) {
    const items = demoItems(spec.items, spec.name, feedBaseUrl);
    await tx.insert(t.siteItems).values(items.map((item) => ({ siteId, ...item })));
  }
  if (spec.logLines) {
    const start = Date.now() - LOG_LINES.length * 60_000;
    await tx.insert(t.siteLogLines).values(
      LOG_LINES.map((line, i) => {
        const at = start + i * 60_000;
        return { siteId, timestamp: new Date(at), microtime: at / 1000, ...line };
      }),
    );
  }
}
