import { Outlet } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { setConfigForTests } from '../../../config/config';
import { demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { TEST_CONFIG } from '../../../test/test-config';
import { renderInRoute } from '../../../test/render-in-route';
import { ShellLayout } from './shell-layout';
import { ShellLocationSync } from './shell-location-sync';
import { feature, featureHandlers } from './shell-test-handlers';

const ACCOUNT_PAGE = '/overview/account/$accountId';
const SITE_PAGE = '/dashboard/site/$siteId/version/$version';

/**
 * The shell as the app mounts it around a platform page: the layout, and the sync of document
 * title and remembered organisation; the level comes from the page's route params.
 */
function renderShell(url: string) {
  return renderInRoute(
    (user) => (
      <>
        <ShellLocationSync />
        <ShellLayout user={user}>
          <Outlet />
        </ShellLayout>
      </>
    ),
    { url, pages: [{ path: ACCOUNT_PAGE }, { path: SITE_PAGE }] },
  );
}

function menu() {
  return screen.getByRole('navigation', { name: 'Menu' });
}

/** The page the shell shows in its main area, once the router has rendered it. */
function findPage(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('shell at account level', () => {
  it("shows the organisation's menu, name, title and version", async () => {
    // Acme with every account feature its menu knows, so that every item shows.
    const account = [feature('shared_data_source'), feature('monitoring')];
    server.use(...featureHandlers({ account }), ...demoHandlers());
    renderShell('/overview/account/1');

    const page = await findPage(ACCOUNT_PAGE);
    expect(screen.getByRole('main')).toContainElement(page);
    await within(menu()).findByRole('link', { name: /Shared data sources/ });
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Dashboard',
      'Authentication',
      'User management',
      'Monitoring',
      'FTP',
      'Activity',
      'Shared settingsBeta',
      'Shared data sourcesBeta',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'href',
      '/overview/account/1',
    );
    expect(within(menu()).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/account/1',
    );
    expect(within(menu()).getByTestId('organisation-name')).toHaveTextContent('Acme Corp');
    expect(within(menu()).getByText('Version 1.2.3-test')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Acme Corp - Feedline'));
    await waitFor(() => expect(localStorage.getItem('feedline.account.last')).toBe('1'));
  });
});

/** The menu's width in px, from the rem width Mantine writes (1rem = 16px at scale 1). */
function menuWidthPx(): number {
  const rem = /([\d.]+)rem/.exec(menu().style.width);
  if (!rem) throw new Error(`no rem width in "${menu().style.width}"`);
  return Number(rem[1]) * 16;
}

describe('menu collapse', () => {
  it('collapses to icons, keeps link names and persists the choice', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const { user, unmount } = renderShell('/overview/account/1');
    await findPage(ACCOUNT_PAGE);
    expect(menu()).toHaveAttribute('data-collapsed', 'false');
    // Spec §9: 220 px expanded (the default), 48 px collapsed.
    expect(menuWidthPx()).toBe(220);

    await user.click(within(menu()).getByRole('button', { name: 'Collapse menu' }));

    expect(menu()).toHaveAttribute('data-collapsed', 'true');
    expect(menuWidthPx()).toBe(48);
    expect(localStorage.getItem('feedline.nav.collapsed')).toBe('true');
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).not.toHaveTextContent(
      'Dashboard',
    );
    expect(within(menu()).getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    unmount();
    renderShell('/overview/account/1');
    await findPage(ACCOUNT_PAGE);
    expect(menu()).toHaveAttribute('data-collapsed', 'true');
  });
});

describe('shell at site level', () => {
  it("shows the site's page, the site menu and the site title", async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderShell('/dashboard/site/100/version/1');

    const page = await findPage(SITE_PAGE);
    expect(screen.getByRole('main')).toContainElement(page);
    const hrefOf = (name: string) =>
      within(menu()).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Dashboard')).toBe('/dashboard/site/100/version/1');
    expect(hrefOf('Data view')).toBe('/data-view/site/100');
    expect(hrefOf('Data flow')).toBe('/data-flow/site/100');
    expect(within(menu()).queryByRole('link', { name: 'Overview' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('100 Main site - Feedline'));
    await waitFor(() =>
      expect(within(menu()).getByTestId('organisation-name')).toHaveTextContent('Acme Corp'),
    );
  });
});

describe('rail', () => {
  it('shows Workspaces only with retail-area access, to the configured retail area', async () => {
    setConfigForTests({
      ...TEST_CONFIG,
      links: { workspaces: 'https://retail.example.test/workspaces' },
    });
    onTestFinished(() => setConfigForTests(undefined));
    server.use(...featureHandlers(), ...demoHandlers());
    const { unmount } = renderShell('/overview/account/1');
    const rail = await screen.findByRole('navigation', { name: 'Areas' });
    expect(within(rail).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/');
    expect(within(rail).getByRole('link', { name: 'Content Portal' })).toBeVisible();
    // For an administrator of the organisation (acme): the settings, in a new tab.
    expect(
      await within(rail).findByRole('link', { name: 'Settings (opens in a new tab)' }),
    ).toHaveAttribute('href', '/organisation-settings/account/1');
    expect(within(rail).queryByRole('link', { name: 'Workspaces' })).toBeNull();
    unmount();

    server.use(
      ...featureHandlers(),
      ...demoHandlers({ user: { ...demoUser, hasDenBoschAccess: true } }),
    );
    renderShell('/overview/account/1');
    const railWithWorkspaces = await screen.findByRole('navigation', { name: 'Areas' });
    expect(within(railWithWorkspaces).getByRole('link', { name: 'Workspaces' })).toHaveAttribute(
      'href',
      'https://retail.example.test/workspaces',
    );
  });
});
