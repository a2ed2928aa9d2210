import type { Project, Site } from '@feedline/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, demoHandlers, mainSite, childSite, webshop } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const page = <T,>(data: T[]) => ({
  data,
  meta: { totalPages: 1, totalCount: data.length, currentPage: 1, countPerPage: 100 },
  links: { first: '', last: '' },
});

const failing: Site = {
  ...mainSite,
  health: {
    status: 'failing',
    lastImport: {
      status: 'succeeded',
      finishedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      problemCount: 3,
      error: null,
    },
    failedExports: [
      {
        channelId: 1002,
        classificationId: null,
        name: 'Bol.com',
        error: 'Bol.com has no "id" column',
        finishedAt: null,
      },
    ],
    failedItems: 0,
  },
};
const fresh: Site = {
  ...childSite,
  health: { status: 'none', lastImport: null, failedExports: [], failedItems: 0 },
};
const project: Project = {
  ...webshop,
  health: { status: 'failing', failingSites: 1, warningSites: 0, lastImportAt: null },
};

describe('health at a glance', () => {
  it('shows on the organisation’s project cards, and on the project’s site cards with the failed feed', async () => {
    server.use(
      // The first handler that matches answers: these before the demo's.
      http.get(apiPath('/accounts/1/projects'), () => HttpResponse.json(page([project]))),
      http.get(apiPath('/projects/10/sites'), () => HttpResponse.json(page([failing, fresh]))),
      ...demoHandlers(),
    );
    const { user } = renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    const main = () => within(screen.getByRole('main'));
    const card = (await main().findByRole('link', { name: 'Webshop' })).closest('li')!;
    expect(within(card).getByText('Failing')).toBeVisible();
    expect(within(card).getByText('1 site failing')).toBeVisible();

    await user.click(main().getByRole('link', { name: 'Webshop' }));
    await screen.findByRole('heading', { level: 1, name: 'Webshop' });
    // Back to the organisation from the project.
    expect(main().getByRole('link', { name: 'Acme Corp' })).toHaveAttribute(
      'href',
      '/overview/account/1',
    );
    const site = (await main().findByRole('link', { name: 'Main site' })).closest('li')!;
    expect(within(site).getByText('Failing')).toBeVisible();
    expect(within(site).getByText('Site ID 100')).toBeVisible();
    expect(within(site).getByText('Last import 2 hours ago')).toBeVisible();
    expect(within(site).getByText('3 rows left out of the last import')).toBeVisible();
    // The failed feed, one click from its exports.
    expect(within(site).getByRole('link', { name: 'Export Bol.com failed' })).toHaveAttribute(
      'href',
      '/exports/site/100',
    );
    const other = main().getByRole('link', { name: 'Kids site' }).closest('li')!;
    expect(within(other).getByText('Not imported yet')).toBeVisible();
  });
});
