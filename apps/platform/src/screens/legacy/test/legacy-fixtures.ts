import type {
  Account,
  ActivityEvent,
  ActivityPage,
  Channel,
  DataSourceList,
  ErrorLogPage,
  ImportTrend,
  ImportTrendDay,
  InvoiceList,
  Paginated,
  Project,
  Site,
  SiteDataFlows,
} from '@feedline/contracts';

export function page<T>(
  data: T[],
  currentPage = 1,
  totalPages = 1,
  totalCount = data.length,
): Paginated<T> {
  return {
    data,
    meta: { totalPages, totalCount, currentPage, countPerPage: 10 },
    links: { first: '/api/x?page=1&amount=10', last: `/api/x?page=${totalPages}&amount=10` },
  };
}

export const ACCOUNT: Account = {
  id: 1,
  company: 'Acme Retail',
  name: 'Acme',
  projectCount: 2,
  isUserAdmin: true,
  clientType: 'Retailer',
  forceTwoFactorAuth: false,
  businessTypes: [{ id: 1, label: 'B2C' }],
  verticals: [{ id: 1, label: 'Fashion' }],
};

export const PROJECT: Project = {
  id: 2,
  name: 'Acme Benelux',
  account: { id: 1, company: 'Acme Retail' },
  canWrite: true,
  siteCount: 1,
};

export const SITE: Site = {
  id: 4,
  name: 'acme.nl',
  account: { id: 1, company: 'Acme Retail' },
  project: { id: 2, name: 'Acme Benelux' },
  childSite: false,
  parentSiteId: null,
  canWrite: true,
  channelCount: 2,
};

export const CHANNELS: Paginated<Channel> = page([
  { id: 11, name: 'Google Shopping NL' },
  { id: 12, name: 'Meta Catalog NL' },
]);

export const FLOWS: SiteDataFlows = {
  data: [
    {
      id: 101,
      channel: { id: 11, name: 'Google Shopping NL' },
      classification: null,
      version: 3,
      updatedAt: '2025-04-01T08:00:00.000Z',
      columns: [
        { name: 'id', source: { kind: 'field', field: 'id' } },
        { name: 'price', source: { kind: 'field', field: 'price' } },
        { name: 'condition', source: { kind: 'static', value: 'new' } },
      ],
    },
    {
      id: 102,
      channel: { id: 11, name: 'Google Shopping NL' },
      classification: { id: 21, name: 'Shoes' },
      version: 1,
      updatedAt: '2025-04-02T08:00:00.000Z',
      columns: [{ name: 'id', source: { kind: 'field', field: 'id' } }],
    },
    {
      id: 103,
      channel: { id: 12, name: 'Meta Catalog NL' },
      classification: null,
      version: 1,
      updatedAt: '2025-04-03T08:00:00.000Z',
      columns: [{ name: 'id', source: { kind: 'field', field: 'id' } }],
    },
  ],
  hasSharedSettings: false,
};

export const errorPage = (pageNumber: number, ids: number[]): ErrorLogPage =>
  page(
    ids.map((id) => ({
      id,
      '@timestamp': '2025-04-01T08:00:00.000Z',
      message: `Feed timeout ${id}`,
    })),
    pageNumber,
    2,
    12,
  );

export const event = (
  id: number,
  siteId: number | null,
  action = 'data-flow.changed',
): ActivityEvent => ({
  id,
  createdAt: '2025-04-01T08:00:00.000Z',
  action,
  user: { name: `User ${id}`, email: `user${id}@acme.test` },
  targetType: 'channel',
  targetId: '11',
  targetName: 'Google Shopping NL',
  siteId,
  siteName: siteId === null ? null : `site-${siteId}.nl`,
  detail: null,
});

export const activityPage = (
  pageNumber: number,
  events: ActivityEvent[],
  totalPages = 2,
): ActivityPage => page(events, pageNumber, totalPages, 15);

export const INVOICES: InvoiceList = {
  data: [
    {
      id: 3,
      number: 'FL-2024-0203',
      amount: 5900,
      currency: 'EUR',
      issuedAt: '2025-01-10T00:00:00.000Z',
      dueAt: '2025-02-09T00:00:00.000Z',
      paidAt: null,
      overdue: true,
    },
    {
      id: 2,
      number: 'FL-2024-0202',
      amount: 4900,
      currency: 'EUR',
      issuedAt: '2024-12-10T00:00:00.000Z',
      dueAt: '2025-01-09T00:00:00.000Z',
      paidAt: '2025-01-02T00:00:00.000Z',
      overdue: false,
    },
  ],
  overdueCount: 1,
};

export const DATA_SOURCES: DataSourceList = {
  data: [
    {
      id: 1,
      name: 'Product catalogue',
      kind: 'csv',
      url: 'https://acme.nl/feeds/products.csv',
      file: null,
      format: 'csv',
      options: {},
      shared: true,
      itemCount: 50,
      lastImportAt: '2025-04-01T08:00:00.000Z',
    },
    {
      id: 2,
      name: 'Stock levels',
      kind: 'xml',
      url: 'https://acme.nl/feeds/stock.xml',
      file: null,
      format: 'xml-generic',
      options: {},
      shared: false,
      itemCount: 50,
      lastImportAt: null,
    },
  ],
};

/** The 14 days of an import trend, 2025-03-18 to 2025-03-31, zeros but for the days given. */
export function importTrend(days: Record<string, Partial<ImportTrendDay>> = {}): ImportTrend {
  return {
    days: Array.from({ length: 14 }, (_, index) => {
      const day = new Date(Date.UTC(2025, 2, 18 + index)).toISOString().slice(0, 10);
      return {
        day,
        imports: 0,
        failedImports: 0,
        itemsWritten: 0,
        itemsSkipped: 0,
        ...days[day],
      };
    }),
  };
}
