import type { Project, Site, SiteDashboard } from '@feedline/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MONITORING_REQUESTS_AT_ONCE } from '../api/monitoring-queries';
import { ACCOUNT, PROJECT, SITE, page } from '../test/legacy-fixtures';
import { apiError } from '../../../test/render-screen';
import { renderPath } from '../test/render-legacy';

const OTHER_PROJECT: Project = { ...PROJECT, id: 3, name: 'Acme Nordics', siteCount: 1 };

const site = (id: number, name: string, project: Project = PROJECT): Site => ({
  ...SITE,
  id,
  name,
  project: { id: project.id, name: project.name },
});

interface Health {
  importStatus?: string;
  lastImportAt?: string | null;
  errors?: number;
  warnings?: number;
}

function dashboard(
  id: number,
  name: string,
  { importStatus = 'finished', lastImportAt, errors = 0, warnings = 0 }: Health = {},
  recentLog: SiteDashboard['recentLog'] = [],
): SiteDashboard {
  return {
    site: {
      id,
      name,
      importStatus,
      lastImportAt: lastImportAt === undefined ? '2025-04-01T08:00:00.000Z' : lastImportAt,
    },
    counts: { items: 50, channels: 2, dataSources: 1, errors, warnings },
    importTrend: [],
    recentLog,
  };
}

const rowOf = (name: string) =>
  screen.getByRole('button', { name }).closest('tr') as HTMLTableRowElement;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const ACCOUNT_ANSWERS = {
  '/accounts/1': ACCOUNT,
  '/accounts/1/projects': page([PROJECT, OTHER_PROJECT]),
  '/projects/2/sites': page([site(4, 'acme.nl'), site(5, 'acme.be')]),
  '/projects/3/sites': page([site(6, 'acme.se', OTHER_PROJECT)]),
  '/sites/4/dashboard': dashboard(4, 'acme.nl', { importStatus: 'failed', errors: 2 }),
  '/sites/5/dashboard': dashboard(5, 'acme.be', { warnings: 1 }),
  '/sites/6/dashboard': dashboard(6, 'acme.se', { importStatus: 'idle', lastImportAt: null }),
};

describe('organisation monitoring', () => {
  it("shows the health of every site of the organisation's projects", async () => {
    const { calls } = renderPath('/monitoring/account/1', ACCOUNT_ANSWERS);
    expect(await screen.findByRole('heading', { name: 'Monitoring' })).toBeInTheDocument();
    expect(
      await screen.findByText('3 sites · 1 with errors · 1 with warnings'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Site',
      'Project',
      'Import',
      'Last import',
      'Errors',
      'Warnings',
      'Open',
    ]);
    expect(cellsOf(rowOf('acme.nl'))).toEqual(
      expect.arrayContaining(['Acme Benelux', 'Failed', '2', '0']),
    );
    expect(cellsOf(rowOf('acme.be'))).toEqual(
      expect.arrayContaining(['Acme Benelux', 'Finished', '0', '1']),
    );
    expect(cellsOf(rowOf('acme.se'))).toEqual(
      expect.arrayContaining(['Acme Nordics', 'Idle', 'Not imported yet']),
    );
    // Errors stand out as a red badge; a count of nothing is plain.
    const errors = within(rowOf('acme.nl')).getByText('2');
    expect(errors.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('red');
    expect(within(rowOf('acme.be')).getByText('0').closest('.mantine-Badge-root')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/projects/2/sites?page=1&amount=100',
        '/projects/3/sites?page=1&amount=100',
        '/sites/4/dashboard',
        '/sites/5/dashboard',
        '/sites/6/dashboard',
      ]),
    );
  });

  it('links each site to its error log, its dashboard and its own monitoring', async () => {
    const { user, bridge } = renderPath('/monitoring/account/1', ACCOUNT_ANSWERS);
    await screen.findByText('3 sites · 1 with errors · 1 with warnings');
    await user.click(screen.getByRole('button', { name: 'Error log of acme.nl' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/error-log/site/4', undefined);
    await user.click(screen.getByRole('button', { name: 'Dashboard of acme.be' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/dashboard/site/5/version/1', undefined);
    await user.click(screen.getByRole('button', { name: 'acme.se' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/monitoring/site/6', undefined);
    await user.click(within(rowOf('acme.se')).getByRole('button', { name: 'Acme Nordics' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/monitoring/project/3', undefined);
  });

  it('asks for a few site dashboards at a time and fills the rows as they arrive', async () => {
    const sites = Array.from({ length: 10 }, (_, index) => site(10 + index, `shop-${index}.nl`));
    let inFlight = 0;
    let mostAtOnce = 0;
    const answers: Record<string, unknown> = {
      '/accounts/1': ACCOUNT,
      '/accounts/1/projects': page([PROJECT]),
      '/projects/2/sites': page(sites),
    };
    for (const entry of sites) {
      answers[`/sites/${entry.id}/dashboard`] = () => {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        return new Promise((resolve) =>
          setTimeout(() => {
            inFlight -= 1;
            resolve(dashboard(entry.id, entry.name, { errors: entry.id % 2 }));
          }, 5),
        );
      };
    }
    const { bridge } = renderPath('/monitoring/account/1', answers);
    // The page is there before the health of its sites.
    expect(await screen.findByLabelText('Checking shop-9.nl')).toBeInTheDocument();
    expect(screen.getByText(/^Checking \d+ more sites …$/)).toBeInTheDocument();
    expect(bridge.ready).toHaveBeenCalledWith(true);
    expect(
      await screen.findByText('10 sites · 5 with errors · 0 with warnings', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Checking shop-9.nl')).not.toBeInTheDocument();
    expect(screen.queryByText(/more sites/)).not.toBeInTheDocument();
    expect(mostAtOnce).toBe(MONITORING_REQUESTS_AT_ONCE);
  });

  it('marks a site whose health cannot be read and checks it again on request', async () => {
    let attempts = 0;
    const { user } = renderPath('/monitoring/account/1', {
      ...ACCOUNT_ANSWERS,
      '/sites/5/dashboard': () => {
        attempts += 1;
        if (attempts === 1) throw apiError(500);
        return dashboard(5, 'acme.be', { errors: 4 });
      },
    });
    expect(await screen.findByText('Not checked: 1')).toBeInTheDocument();
    expect(within(rowOf('acme.be')).getByText('Not available')).toBeInTheDocument();
    expect(screen.getByText('3 sites · 1 with errors · 0 with warnings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByText('3 sites · 2 with errors · 0 with warnings'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not checked: 1')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('names a project whose sites cannot be read, shows the others and loads it again', async () => {
    let attempts = 0;
    const { user } = renderPath('/monitoring/account/1', {
      ...ACCOUNT_ANSWERS,
      '/projects/3/sites': () => {
        attempts += 1;
        if (attempts === 1) throw apiError(500);
        return page([site(6, 'acme.se', OTHER_PROJECT)]);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sites of Acme Nordics could not be loaded.',
    );
    expect(
      await screen.findByText('2 sites · 1 with errors · 1 with warnings'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'acme.se' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load again' }));
    expect(
      await screen.findByText('3 sites · 1 with errors · 1 with warnings'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'acme.se' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the organisation has no projects', async () => {
    renderPath('/monitoring/account/1', {
      '/accounts/1': ACCOUNT,
      '/accounts/1/projects': page([]),
    });
    expect(await screen.findByText('The organisation has no projects yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the access error for another organisation's monitoring", async () => {
    renderPath('/monitoring/account/3', {
      '/accounts/3': apiError(403, 'inaccessible'),
      '/accounts/3/projects': apiError(403, 'inaccessible'),
    });
    expect(await screen.findByText('You have no access to this data.')).toBeInTheDocument();
  });
});

describe('project monitoring', () => {
  it("shows the health of the project's sites without repeating the project", async () => {
    const { user, bridge, calls } = renderPath('/monitoring/project/2', {
      '/projects/2': { ...PROJECT, siteCount: 2 },
      '/projects/2/sites': page([site(4, 'acme.nl'), site(5, 'acme.be')]),
      '/sites/4/dashboard': dashboard(4, 'acme.nl', { errors: 3, warnings: 2 }),
      '/sites/5/dashboard': dashboard(5, 'acme.be', { importStatus: 'running' }),
    });
    expect(
      await screen.findByText('2 sites · 1 with errors · 1 with warnings'),
    ).toBeInTheDocument();
    expect(screen.getByText('Project Acme Benelux · Acme Retail')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Project' })).not.toBeInTheDocument();
    expect(cellsOf(rowOf('acme.be'))).toEqual(expect.arrayContaining(['Running']));
    await user.click(screen.getByRole('button', { name: 'Error log of acme.nl' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/error-log/site/4', undefined);
    expect(calls.filter((call) => call.path.endsWith('/dashboard'))).toHaveLength(2);
  });

  it('says so when the project has no sites', async () => {
    const { calls } = renderPath('/monitoring/project/2', {
      '/projects/2': { ...PROJECT, siteCount: 0 },
      '/projects/2/sites': page([]),
    });
    expect(await screen.findByText('There are no sites here yet.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/dashboard'))).toBe(false);
  });

  it('says not found for a project the server does not know', async () => {
    renderPath('/monitoring/project/9', {
      '/projects/9': apiError(404),
      '/projects/9/sites': apiError(404),
    });
    expect(await screen.findByText('This item does not exist (any more).')).toBeInTheDocument();
  });
});

describe('site monitoring', () => {
  const line = (id: number, type: string, message: string) => ({
    id,
    '@timestamp': '2025-04-01T08:00:00.000Z',
    type,
    message,
  });

  const SITE_ANSWERS = {
    '/sites/4': SITE,
    '/sites/4/dashboard': dashboard(
      4,
      'acme.nl',
      { importStatus: 'failed', errors: 7, warnings: 3 },
      [
        line(31, 'error', 'Feed timeout'),
        line(30, 'success', 'Import finished: 50 items'),
        line(29, 'warning', 'Missing GTIN for 3 items'),
        line(28, 'info', 'Import started'),
      ],
    ),
  };

  it("shows the site's import, its counts and its latest errors and warnings", async () => {
    renderPath('/monitoring/site/4', SITE_ANSWERS);
    expect(await screen.findByRole('heading', { name: 'Monitoring' })).toBeInTheDocument();
    expect(screen.getByText('4 – acme.nl · Acme Benelux')).toBeInTheDocument();
    expect(screen.getByText('Import').nextSibling).toHaveTextContent('Failed');
    expect(screen.getByText('Errors').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Warnings').nextSibling).toHaveTextContent('3');
    const recent = screen.getByRole('region', { name: 'Latest errors and warnings' });
    expect(within(recent).getByText('Feed timeout')).toBeInTheDocument();
    expect(within(recent).getByText('Missing GTIN for 3 items')).toBeInTheDocument();
    expect(within(recent).queryByText('Import finished: 50 items')).not.toBeInTheDocument();
    expect(within(recent).queryByText('Import started')).not.toBeInTheDocument();
  });

  it('leads to the error log, to an error of the list and to the dashboard', async () => {
    const { user, bridge } = renderPath('/monitoring/site/4', SITE_ANSWERS);
    const recent = await screen.findByRole('region', { name: 'Latest errors and warnings' });
    await user.click(within(recent).getByRole('button', { name: 'Error 31' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/error-log/site/4/error/31', undefined);
    // A warning is not in the error log, so it has no page to lead to.
    const warning = within(recent).getByText('Missing GTIN for 3 items').closest('tr')!;
    expect(within(warning).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the error log' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/error-log/site/4', undefined);
    await user.click(screen.getByRole('button', { name: 'Open the dashboard' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/dashboard/site/4/version/1', undefined);
  });

  it('says so when the latest log lines hold no problems', async () => {
    renderPath('/monitoring/site/4', {
      '/sites/4': SITE,
      '/sites/4/dashboard': dashboard(4, 'acme.nl', {}, [line(30, 'success', 'Import finished')]),
    });
    expect(
      await screen.findByText('No errors or warnings in the latest log lines.'),
    ).toBeInTheDocument();
  });

  it("shows the access error for another organisation's site", async () => {
    renderPath('/monitoring/site/8', {
      '/sites/8': apiError(403, 'inaccessible'),
      '/sites/8/dashboard': apiError(403, 'inaccessible'),
    });
    expect(await screen.findByText('You have no access to this data.')).toBeInTheDocument();
  });
});
