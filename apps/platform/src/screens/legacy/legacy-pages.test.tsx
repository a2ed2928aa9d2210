import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  CHANNELS,
  PROJECT,
  DATA_SOURCES,
  FLOWS,
  INVOICES,
  SITE,
  activityPage,
  errorPage,
  event,
  page,
} from './test/legacy-fixtures';
import { apiError } from '../../test/render-screen';
import { renderPath } from './test/render-legacy';

const SITE_ANSWERS = {
  '/sites/4': SITE,
  '/sites/4/channels': CHANNELS,
  '/sites/4/data-flows': FLOWS,
};

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('exports', () => {
  it("lists the site's channels with links to their setup and their data", async () => {
    const { user, bridge } = renderPath('/exports/site/4', SITE_ANSWERS);
    expect(await screen.findByRole('heading', { name: 'Exports' })).toBeInTheDocument();
    const google = rowOf('Google Shopping NL');
    // Three output columns, one sub-channel.
    expect(
      within(google)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['11', '3', '1']));
    await user.click(within(google).getByRole('button', { name: 'Setup of Google Shopping NL' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/exports/site/4/channel/11/setup', undefined);
    await user.click(within(google).getByRole('button', { name: 'Data of Google Shopping NL' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/data-view/site/4', 'stage=channel&stageId=11');
    expect(bridge.ready).toHaveBeenCalledWith(true);
  });

  it('shows the columns of the channel and its sub-channels', async () => {
    renderPath('/exports/site/4/channel/11/columns', SITE_ANSWERS);
    expect(
      await screen.findByRole('heading', { name: 'Columns of Google Shopping NL' }),
    ).toBeInTheDocument();
    const own = screen.getByRole('region', { name: 'Channel' });
    expect(within(own).getByRole('cell', { name: 'field price' })).toBeInTheDocument();
    expect(within(own).getByText('“new”')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sub-channel Shoes' })).toBeInTheDocument();
  });

  it('says not found for a channel of another site', async () => {
    renderPath('/exports/site/4/channel/99/setup', SITE_ANSWERS);
    expect(await screen.findByText('This item does not exist (any more).')).toBeInTheDocument();
  });
});

describe('error log', () => {
  const answers = {
    '/sites/4': SITE,
    '/sites/4/error-log?page=1&amount=10': errorPage(1, [12, 11]),
    '/sites/4/error-log?page=2&amount=10': errorPage(2, [2, 1]),
  };

  it('pages through the errors and links each to its detail', async () => {
    const { user, bridge, calls } = renderPath('/error-log/site/4', answers);
    expect(await screen.findByText('Feed timeout 12')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Error 12' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/error-log/site/4/error/12', undefined);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Feed timeout 2')).toBeInTheDocument();
    expect(screen.queryByText('Feed timeout 12')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/sites/4/error-log?page=2&amount=10');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows one error whole, with a way back', async () => {
    const { user, bridge } = renderPath('/error-log/site/4/error/9', {
      '/sites/4': SITE,
      '/sites/4/error-log/9': {
        id: 9,
        '@timestamp': '2025-04-01T08:00:00.000Z',
        message: 'Column "price" is empty for 3 items',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Error 9' })).toBeInTheDocument();
    expect(screen.getByText('Column "price" is empty for 3 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the error log' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/error-log/site/4', undefined);
  });

  it('says not found for an unknown error', async () => {
    renderPath('/error-log/site/4/error/9', {
      '/sites/4': SITE,
      '/sites/4/error-log/9': apiError(404),
    });
    expect(await screen.findByText('This item does not exist (any more).')).toBeInTheDocument();
  });
});

describe('activity', () => {
  it("pages through the organisation's activity from the server", async () => {
    const { user } = renderPath('/activity/account/1', {
      '/accounts/1': ACCOUNT,
      '/accounts/1/activity?page=1&amount=10': activityPage(1, [event(15, 4, 'user.signed-in')]),
      '/accounts/1/activity?page=2&amount=10': activityPage(2, [event(5, null, 'custom.thing')]),
    });
    expect(await screen.findByText('User 15')).toBeInTheDocument();
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    // Names, not ids: the site's name links to it.
    expect(screen.getByRole('button', { name: 'site-4.nl' })).toBeInTheDocument();
    expect(screen.getByText('Events in total: 15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('User 5')).toBeInTheDocument();
    // An action without a name of its own shows its code.
    expect(screen.getByText('custom.thing')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it("asks the server for the site's events and pages them there", async () => {
    const { user, calls } = renderPath('/activity/site/4', {
      '/sites/4': SITE,
      '/accounts/1/activity?page=1&amount=10&siteId=4': activityPage(1, [event(3, 4)]),
      '/accounts/1/activity?page=2&amount=10&siteId=4': activityPage(2, [event(2, 4)]),
    });
    expect(await screen.findByText('User 3')).toBeInTheDocument();
    // Names, not ids.
    expect(screen.getByRole('cell', { name: 'Google Shopping NL' })).toBeInTheDocument();
    expect(screen.getByText('Events in total: 15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('User 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    const activityCalls = calls.filter((call) => call.path.includes('/activity'));
    expect(activityCalls.map((call) => call.path)).toEqual([
      '/accounts/1/activity?page=1&amount=10&siteId=4',
      '/accounts/1/activity?page=2&amount=10&siteId=4',
    ]);
  });

  it("asks the server for the events of the project's sites", async () => {
    const { calls } = renderPath('/activity/project/2', {
      '/projects/2': PROJECT,
      '/accounts/1/activity?page=1&amount=10&projectId=2': activityPage(
        1,
        [event(8, 4), event(7, 5)],
        1,
      ),
    });
    expect(await screen.findByText('User 8')).toBeInTheDocument();
    expect(screen.getByText('User 7')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    // The server filters: the project's sites are not fetched to filter here.
    expect(calls.map((call) => call.path)).toEqual([
      '/projects/2',
      '/accounts/1/activity?page=1&amount=10&projectId=2',
    ]);
  });

  it('shows the not-found text for a project the server does not know', async () => {
    renderPath('/activity/project/2', {
      '/projects/2': apiError(404),
    });
    expect(await screen.findByText('This item does not exist (any more).')).toBeInTheDocument();
  });
});

describe('billing', () => {
  it('lists the invoices and marks the overdue one red', async () => {
    renderPath('/billing/account/1', { '/accounts/1': ACCOUNT, '/accounts/1/invoices': INVOICES });
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Invoices past their due date: 1. Please pay them to keep your channels running.',
      ),
    ).toBeInTheDocument();
    const overdue = within(rowOf('FL-2024-0203')).getByText('Overdue');
    expect(overdue.closest('.mantine-Badge-root')?.getAttribute('style')).toContain('red');
    expect(within(rowOf('FL-2024-0203')).getByText('€59.00')).toBeInTheDocument();
    expect(within(rowOf('FL-2024-0202')).getByText('Paid')).toBeInTheDocument();
    expect(within(rowOf('FL-2024-0202')).queryByText('Overdue')).not.toBeInTheDocument();
  });
});

describe('data sources', () => {
  it('marks the shared source and explains shared settings', async () => {
    const { user, bridge } = renderPath('/data-sources/site/4', {
      '/sites/4': SITE,
      '/sites/4/data-sources': DATA_SOURCES,
    });
    expect(await screen.findByRole('heading', { name: 'Data sources' })).toBeInTheDocument();
    expect(within(rowOf('Product catalogue')).getByText('Shared')).toBeInTheDocument();
    expect(within(rowOf('Stock levels')).queryByText('Shared')).not.toBeInTheDocument();
    expect(within(rowOf('Stock levels')).getByText('Not imported yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All shared data sources' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/shared-datasources/account/1', undefined);
  });
});

describe('user management', () => {
  const OLIVIA = { id: 7, name: 'Olivia Owner', email: 'owner@acme.test' };
  const EDDIE = { id: 8, name: 'Eddie Editor', email: 'editor@acme.test' };

  it("lists the organisation's users with their role, each leading to their page", async () => {
    const { user, bridge, calls } = renderPath('/user-management/account/1', {
      '/accounts/1': ACCOUNT,
      '/accounts/1/users': { data: [OLIVIA, EDDIE] },
      '/accounts/1/users?role=admin': { data: [OLIVIA] },
    });
    expect(await screen.findByText('Eddie Editor')).toBeInTheDocument();
    expect(within(rowOf('Olivia Owner')).getByText('Administrator')).toBeInTheDocument();
    expect(within(rowOf('Eddie Editor')).getByText('Member')).toBeInTheDocument();
    expect(
      within(rowOf('Eddie Editor')).getByRole('link', { name: 'editor@acme.test' }),
    ).toHaveAttribute('href', 'mailto:editor@acme.test');
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/accounts/1/users', '/accounts/1/users?role=admin']),
    );
    await user.click(screen.getByRole('button', { name: 'Eddie Editor' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/user-management/account/1/user/8', undefined);
    await user.click(screen.getByRole('button', { name: 'Invite users' }));
    expect(bridge.navigate).toHaveBeenCalledWith(
      '/user-management/account/1/invite-users',
      undefined,
    );
  });

  it('shows a user with what they may change and their activity, paged by the server', async () => {
    const { user, bridge, calls } = renderPath('/user-management/account/1/user/8', {
      '/accounts/1': ACCOUNT,
      '/accounts/1/users/8': {
        ...EDDIE,
        isAdmin: false,
        writableProjects: [{ id: 2, name: 'Acme Benelux' }],
        writableSites: [],
      },
      '/accounts/1/activity?page=1&amount=10&userId=8': activityPage(1, [event(21, 4)]),
      '/accounts/1/activity?page=2&amount=10&userId=8': activityPage(2, [event(20, null)]),
    });
    expect(await screen.findByRole('heading', { name: 'Eddie Editor' })).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'editor@acme.test' })).toHaveAttribute(
      'href',
      'mailto:editor@acme.test',
    );
    expect(
      screen.getByText(
        'A member of the organisation, what they may change and what they did lately.',
      ),
    ).toBeInTheDocument();
    const projects = screen.getByRole('region', { name: 'Projects they may change' });
    expect(within(rowOf('Acme Benelux')).getByText('Can edit')).toBeInTheDocument();
    await user.click(within(projects).getByRole('button', { name: 'Acme Benelux' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/dashboard/project/2', undefined);
    const sites = screen.getByRole('region', { name: 'Sites they may change' });
    expect(within(sites).getByText('None')).toBeVisible();

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText('User 21')).toBeInTheDocument();
    await user.click(within(activity).getByRole('button', { name: 'Next' }));
    expect(await within(activity).findByText('User 20')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain(
      '/accounts/1/activity?page=2&amount=10&userId=8',
    );
  });

  it('says that an administrator may change everything instead of listing no grants', async () => {
    renderPath('/user-management/account/1/user/7', {
      '/accounts/1': ACCOUNT,
      '/accounts/1/users/7': {
        ...OLIVIA,
        isAdmin: true,
        writableProjects: [{ id: 2, name: 'Acme Benelux' }],
        writableSites: [],
      },
      '/accounts/1/activity?page=1&amount=10&userId=7': activityPage(1, []),
    });
    expect(await screen.findByRole('heading', { name: 'Olivia Owner' })).toBeInTheDocument();
    const sites = screen.getByRole('region', { name: 'Sites they may change' });
    expect(
      within(sites).getByText('Administrators may change every project and site.'),
    ).toBeVisible();
    expect(within(sites).queryByText('None')).not.toBeInTheDocument();
    const projects = screen.getByRole('region', { name: 'Projects they may change' });
    expect(within(projects).getByRole('button', { name: 'Acme Benelux' })).toBeInTheDocument();
  });

  it('says not found for someone who is not a member of the organisation', async () => {
    renderPath('/user-management/account/1/user/99', {
      '/accounts/1': ACCOUNT,
      '/accounts/1/users/99': apiError(404),
      '/accounts/1/activity': activityPage(1, [], 1),
    });
    expect(await screen.findByText('This item does not exist (any more).')).toBeInTheDocument();
  });

  it("shows the access error for another organisation's users", async () => {
    renderPath('/user-management/account/3', {
      '/accounts/3': apiError(403, 'inaccessible'),
      '/accounts/3/users': apiError(403, 'inaccessible'),
      '/accounts/3/users?role=admin': apiError(403, 'inaccessible'),
    });
    expect(await screen.findByText('You have no access to this data.')).toBeInTheDocument();
  });
});

describe('project pages', () => {
  it('shows the project and its sites, linking each to the area of the site', async () => {
    const { user, bridge } = renderPath('/reporting/project/2', {
      '/projects/2': {
        id: 2,
        name: 'Acme Benelux',
        account: { id: 1, company: 'Acme Retail' },
        canWrite: true,
        siteCount: 2,
      },
      '/projects/2/sites': page([
        SITE,
        { ...SITE, id: 5, name: 'acme.be', childSite: true, channelCount: 3 },
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
    expect(screen.getByText('Channels of all sites').nextSibling).toHaveTextContent('5');
    await user.click(screen.getByRole('button', { name: 'acme.be' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/reporting/site/5', undefined);
  });
});

describe('external authentication', () => {
  it("confirms the connection and links to each organisation's authentication", async () => {
    const { user, bridge } = renderPath('/external-authentication/provider/tik-tok-shops', {
      '/accounts': page([
        { id: 1, company: 'Acme Retail', name: 'Acme', projectCount: 2, isUserAdmin: true },
      ]),
    });
    expect(
      await screen.findByText('The connection with Tik Tok Shops was received.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Authentication of Acme Retail' }));
    expect(bridge.navigate).toHaveBeenCalledWith('/authentication/account/1', undefined);
  });

  it('says not found for a provider that is not on the list', async () => {
    renderPath('/external-authentication/provider/myspace', {});
    expect(await screen.findByText('This item does not exist (any more).')).toBeInTheDocument();
  });
});
