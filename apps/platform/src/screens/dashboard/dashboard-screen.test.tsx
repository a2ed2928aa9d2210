import type { SiteDashboard } from '@feedline/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../app/i18n';
import { apiError, fakeApi, renderScreen } from '../../test/render-screen';
import DashboardScreen from './dashboard-screen';

const DASHBOARD: SiteDashboard = {
  site: {
    id: 4,
    name: 'acme.nl',
    importStatus: 'finished',
    lastImportAt: '2025-03-04T09:05:00.000Z',
  },
  counts: { items: 1250, channels: 3, dataSources: 2, errors: 7, warnings: 0 },
  importTrend: [],
  recentLog: [
    {
      id: 3,
      '@timestamp': '2025-03-04T09:05:00.000Z',
      type: 'error',
      message: 'Feed <b>timeout</b>',
    },
    {
      id: 2,
      '@timestamp': '2025-03-04T09:04:00.000Z',
      type: 'success',
      message: 'Import finished',
    },
    { id: 1, '@timestamp': '2025-03-04T09:03:00.000Z', type: 'debug', message: 'Starting' },
  ],
};

const renderDashboard = (answer: unknown = DASHBOARD) =>
  renderScreen(
    <DashboardScreen params={{ siteId: '4' }} ids={{ siteId: 4 }} query={new URLSearchParams()} />,
    { api: fakeApi({ '/sites/4/dashboard': answer }).api },
  );

const card = (name: string) => screen.getByRole('region', { name });

describe('DashboardScreen', () => {
  it('shows the counts as cards and tells the shell it is ready', async () => {
    const { bridge } = renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(card('Items')).getByText('1,250')).toBeInTheDocument();
    expect(within(card('Channels')).getByText('3')).toBeInTheDocument();
    expect(within(card('Data sources')).getByText('2')).toBeInTheDocument();
    expect(within(card('Errors')).getByText('7')).toBeInTheDocument();
    expect(within(card('Warnings')).getByText('0')).toBeInTheDocument();
    expect(bridge.ready).toHaveBeenCalledWith(true);
  });

  it('links the errors card to the error log and the channels card to the exports', async () => {
    const { user, bridge } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Open error log' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/error-log/site/4');
    await user.click(screen.getByRole('button', { name: 'Open exports' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/exports/site/4');
    expect(within(card('Warnings')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the import state and the last import time in the reader language', async () => {
    renderDashboard();
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2025-03-04T09:05:00.000Z'),
    );
    const section = await screen.findByRole('region', { name: 'Import' });
    expect(within(section).getByText('Finished')).toBeInTheDocument();
    expect(within(section).getByText(`Last import ${time}`)).toBeInTheDocument();
  });

  it('translates the page into German', async () => {
    setLanguage('de');
    renderDashboard({ ...DASHBOARD, site: { ...DASHBOARD.site, lastImportAt: null } });
    expect(await screen.findByText('Noch nicht importiert')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Artikel' })).toHaveTextContent('1.250');
  });

  it('lists the recent log with a coloured type badge and the message as plain text', async () => {
    renderDashboard();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Error')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Feed timeout')).toBeInTheDocument();
    expect(rows[0]!.querySelector('b')).toBeNull();
    expect(within(rows[1]!).getByText('Success')).toBeInTheDocument();
    // Unknown types read as info.
    expect(within(rows[2]!).getByText('Info')).toBeInTheDocument();
  });

  it('charts the items of the latest imports, with the figures as a table beside', async () => {
    renderDashboard({
      ...DASHBOARD,
      importTrend: [
        {
          finishedAt: '2025-03-03T06:00:00.000Z',
          status: 'succeeded',
          itemsWritten: 1200,
          itemsSkipped: 3,
        },
        {
          finishedAt: '2025-03-04T06:00:00.000Z',
          status: 'succeeded',
          itemsWritten: 1250,
          itemsSkipped: 0,
        },
      ],
    });
    const trend = await screen.findByRole('region', { name: 'Items over the latest imports' });
    const table = within(trend).getByRole('table', { name: 'Items over the latest imports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1,200', '3'],
      ['1,250', '0'],
    ]);
  });

  it('says so when no import has ended yet', async () => {
    renderDashboard();
    expect(await screen.findByText('No import has ended yet.')).toBeVisible();
  });

  it('shows the access error for a site of another organisation', async () => {
    const { bridge } = renderDashboard(apiError(403, 'inaccessible'));
    expect(await screen.findByText('You have no access to this data.')).toBeInTheDocument();
    expect(bridge.ready).toHaveBeenCalledWith(true);
  });
});
