import type { ItemsPage, SiteDashboard, SiteStatus } from '@feedline/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  CHANNELS,
  DATA_SOURCES,
  FLOWS,
  INVOICES,
  PROJECT,
  SITE,
  activityPage,
  errorPage,
  event,
  page,
} from './test/legacy-fixtures';
import { FEEDS, SCHEDULE, run, runPage } from './test/feed-fixtures';
import { PATHS } from './test/legacy-paths';
import { renderPath } from './test/render-legacy';

const STATUS: SiteStatus = {
  siteId: 4,
  isActive: true,
  importStatus: 'finished',
  lastImportAt: '2025-04-01T08:00:00.000Z',
  itemCount: 50,
  errorCount: 2,
};

const DASHBOARD: SiteDashboard = {
  site: { id: 4, name: 'acme.nl', importStatus: 'finished', lastImportAt: null },
  counts: { items: 50, channels: 2, dataSources: 2, errors: 2, warnings: 1 },
  importTrend: [],
  recentLog: [
    { id: 1, '@timestamp': '2025-04-01T08:00:00.000Z', type: 'warning', message: 'Missing GTIN' },
  ],
};

const ITEMS: ItemsPage = {
  stage: 'import',
  columns: ['_id', 'title', 'price'],
  rows: [{ _id: 1, title: 'Acme Shoe', price: 19.95 }],
  totalCount: 50,
  offset: 0,
  limit: 1,
  hasSharedSettings: false,
};

/** One answer per endpoint the legacy pages read; queries fall back to the bare path. */
const ANSWERS = {
  '/accounts': page([
    { id: 1, company: 'Acme Retail', name: 'Acme', projectCount: 1, isUserAdmin: true },
  ]),
  '/accounts/1': ACCOUNT,
  '/accounts/1/projects': page([PROJECT]),
  '/accounts/1/users': { data: [{ id: 7, name: 'Olivia Owner', email: 'owner@acme.test' }] },
  '/accounts/1/users/7': {
    id: 7,
    name: 'Olivia Owner',
    email: 'owner@acme.test',
    isAdmin: true,
    writableProjects: [{ id: 2, name: 'Acme Benelux' }],
    writableSites: [{ id: 4, name: 'acme.nl' }],
  },
  '/accounts/1/features': {
    data: [{ key: 'shared_data_source', name: 'shared_data_source', permission: true }],
  },
  '/accounts/1/activity': activityPage(1, [event(1, 4)], 1),
  '/accounts/1/invoices': INVOICES,
  '/projects/2': PROJECT,
  '/projects/2/sites': page([SITE]),
  '/sites/4': SITE,
  '/sites/4/status': STATUS,
  '/sites/4/channels': CHANNELS,
  '/sites/4/features': {
    data: [{ key: 'feedback_service_ui', name: 'feedback_service_ui', permission: true }],
  },
  '/sites/4/dashboard': DASHBOARD,
  '/sites/4/data-sources': DATA_SOURCES,
  '/sites/4/data-flows': FLOWS,
  '/sites/4/items': ITEMS,
  '/sites/4/error-log': errorPage(1, [9]),
  '/sites/4/schedule': SCHEDULE,
  '/sites/4/runs': runPage([run(41)]),
  '/sites/4/feeds': FEEDS,
  '/sites/4/error-log/9': {
    id: 9,
    '@timestamp': '2025-04-01T08:00:00.000Z',
    message: 'Feed timeout 9',
  },
};

/** The owner the page must name: the data it read, not a placeholder. */
function expectedContext(path: string): string {
  if (path.includes('/account/')) return 'Organisation Acme Retail';
  if (path.includes('/project/')) return 'Project Acme Benelux · Acme Retail';
  if (path.includes('/site/')) return '4 – acme.nl · Acme Benelux';
  return 'Authentication of Acme Retail';
}

describe('every legacy page', () => {
  it.each(PATHS.map(([path]) => path))(
    '%s shows its data and tells the shell it is ready',
    async (path) => {
      const { bridge } = renderPath(path, ANSWERS);
      await waitFor(() => expect(bridge.ready).toHaveBeenCalledWith(true));
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.getByText(expectedContext(path))).toBeInTheDocument();
      expect(bridge.ready).toHaveBeenCalledTimes(1);
    },
  );
});
