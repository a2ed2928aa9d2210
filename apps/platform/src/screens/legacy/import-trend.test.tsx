import type { SiteDashboard } from '@feedline/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../app/i18n';
import { createFormatter, formatLocale } from '../../lib/format';
import { apiError } from '../../test/render-screen';
import { ACCOUNT, PROJECT, SITE, importTrend, page } from './test/legacy-fixtures';
import { renderPath } from './test/render-legacy';

const TREND = importTrend({
  '2025-03-30': { imports: 3, failedImports: 1, itemsWritten: 1200, itemsSkipped: 4 },
  '2025-03-31': { imports: 2, itemsWritten: 1250 },
});

const ACCOUNT_ANSWERS = {
  '/accounts/1': ACCOUNT,
  '/accounts/1/projects': page([PROJECT]),
  '/accounts/1/activity': page([]),
};

const PROJECT_ANSWERS = { '/projects/2': PROJECT, '/projects/2/sites': page([SITE]) };

const never = () => new Promise(() => {});

/** The trend's figures as the table beside the chart gives them, a row per day. */
async function trendRows(title = 'Imports over the last 14 days') {
  const region = await screen.findByRole('region', { name: title });
  const table = await within(region).findByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the import trend of an organisation and a project', () => {
  it('charts the organisation’s imports per day, the figures also as a table', async () => {
    const { calls } = renderPath('/dashboard/account/1', {
      ...ACCOUNT_ANSWERS,
      '/accounts/1/import-trend': TREND,
    });
    const rows = await trendRows();
    expect(rows[0]).toEqual(['Day', 'Items imported', 'Rows left out', 'Failed imports']);
    expect(rows).toHaveLength(15);
    const format = createFormatter(formatLocale('en'));
    expect(rows.at(-2)).toEqual([format.shortDay('2025-03-30'), '1,200', '4', '1']);
    expect(rows.at(-1)).toEqual([format.shortDay('2025-03-31'), '1,250', '0', '0']);
    expect(rows[1]).toEqual([format.shortDay('2025-03-18'), '0', '0', '0']);
    expect(calls.map((call) => call.path)).toContain('/accounts/1/import-trend');
  });

  it('charts the project’s imports in the reader’s language', async () => {
    setLanguage('de');
    const { calls } = renderPath('/dashboard/project/2', {
      ...PROJECT_ANSWERS,
      '/projects/2/import-trend': TREND,
    });
    const rows = await trendRows('Importe der letzten 14 Tage');
    expect(rows[0]).toEqual([
      'Tag',
      'Importierte Artikel',
      'Ausgelassene Zeilen',
      'Fehlgeschlagene Importe',
    ]);
    expect(rows.at(-2)).toEqual(['30. März', '1.200', '4', '1']);
    expect(calls.map((call) => call.path)).toContain('/projects/2/import-trend');
  });

  it('keeps its place while the trend loads, and shows the page meanwhile', async () => {
    renderPath('/dashboard/project/2', { ...PROJECT_ANSWERS, '/projects/2/import-trend': never });
    const region = await screen.findByRole('region', { name: 'Imports over the last 14 days' });
    expect(within(region).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'acme.nl' })).toBeInTheDocument();
  });

  it('says so when no import ended in the 14 days', async () => {
    renderPath('/dashboard/account/1', {
      ...ACCOUNT_ANSWERS,
      '/accounts/1/import-trend': importTrend(),
    });
    const region = await screen.findByRole('region', { name: 'Imports over the last 14 days' });
    expect(
      await within(region).findByText('No import ended in the last 14 days.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('table')).toBeNull();
  });

  it('says when the trend could not be loaded, and asks again', async () => {
    let asked = 0;
    const { user } = renderPath('/dashboard/account/1', {
      ...ACCOUNT_ANSWERS,
      '/accounts/1/import-trend': () => {
        asked += 1;
        if (asked === 1) throw apiError(500);
        return TREND;
      },
    });
    const region = await screen.findByRole('region', { name: 'Imports over the last 14 days' });
    expect(await within(region).findByText('The trend could not be loaded.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('table')).toBeInTheDocument();
  });
});

describe('the import trend in monitoring', () => {
  it('charts the organisation’s imports on its monitoring page', async () => {
    renderPath('/monitoring/account/1', {
      ...ACCOUNT_ANSWERS,
      '/projects/2/sites': page([]),
      '/accounts/1/import-trend': TREND,
    });
    expect((await trendRows()).at(-1)?.[1]).toBe('1,250');
  });

  it('charts the project’s imports on its monitoring page', async () => {
    renderPath('/monitoring/project/2', {
      ...PROJECT_ANSWERS,
      '/sites/4/dashboard': never,
      '/projects/2/import-trend': TREND,
    });
    expect((await trendRows()).at(-2)?.slice(1)).toEqual(['1,200', '4', '1']);
  });

  it('charts the latest imports of the site on its monitoring page', async () => {
    const dashboard: SiteDashboard = {
      site: { id: 4, name: 'acme.nl', importStatus: 'finished', lastImportAt: null },
      counts: { items: 1250, channels: 2, dataSources: 1, errors: 0, warnings: 0 },
      importTrend: [
        {
          finishedAt: '2025-03-31T06:00:00.000Z',
          status: 'succeeded',
          itemsWritten: 1250,
          itemsSkipped: 2,
        },
      ],
      recentLog: [],
    };
    renderPath('/monitoring/site/4', { '/sites/4': SITE, '/sites/4/dashboard': dashboard });
    const rows = await trendRows('Items over the latest imports');
    expect(rows[0]).toEqual(['Import ended', 'Items imported', 'Rows left out']);
    expect(rows[1]?.slice(1)).toEqual(['1,250', '2']);
    // The site's figures read as numbers in the reader's language too.
    expect(screen.getByText('Items').nextSibling).toHaveTextContent('1,250');
  });
});
