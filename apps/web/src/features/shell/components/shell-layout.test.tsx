import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../../lib/auth/session';
import { demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { featureHandlers } from './shell-test-handlers';

vi.mock('../../../lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  logout: vi.fn(() => Promise.resolve()),
  startLogin: vi.fn(() => Promise.resolve()),
}));

function menu() {
  return screen.getByRole('navigation', { name: 'Menu' });
}

describe('shell at account level', () => {
  it("shows the organisation's menu, name, title and version", async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderApp('/overview/account/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
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

  it('lists the projects as links to their overview', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const { user, router } = renderApp('/overview/account/1');

    const project = await screen.findByRole('link', { name: 'Webshop' });
    expect(screen.getByText('Sites: 2')).toBeVisible();
    await user.click(project);

    expect(await screen.findByRole('heading', { level: 1, name: 'Webshop' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/overview/project/10');
    expect(within(menu()).getByRole('link', { name: 'Order sync' })).toHaveAttribute(
      'href',
      '/order-sync/project/10',
    );
    await waitFor(() => expect(document.title).toBe('Webshop - Feedline'));
  });
});

describe('menu collapse', () => {
  it('collapses to icons, keeps link names and persists the choice', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const { user, unmount } = renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    expect(menu()).toHaveAttribute('data-collapsed', 'false');

    await user.click(within(menu()).getByRole('button', { name: 'Collapse menu' }));

    expect(menu()).toHaveAttribute('data-collapsed', 'true');
    expect(localStorage.getItem('feedline.nav.collapsed')).toBe('true');
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).not.toHaveTextContent(
      'Dashboard',
    );
    expect(within(menu()).getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    unmount();
    renderApp('/overview/account/1');
    await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
    expect(menu()).toHaveAttribute('data-collapsed', 'true');
  });
});

describe('shell at site level', () => {
  it("shows the site's embedded dashboard, the site menu and the site title", async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderApp('/dashboard/site/100/version/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Main site' })).toBeVisible();
    expect(screen.getByTitle('Dashboard')).toHaveAttribute(
      'src',
      'http://localhost:3001/dashboard/site/100/version/1?_locale=en',
    );

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

describe('rail and user menu', () => {
  it('shows Workspaces only with retail-area access', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const { unmount } = renderApp('/overview/account/1');
    const rail = await screen.findByRole('navigation', { name: 'Areas' });
    expect(within(rail).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/');
    expect(within(rail).getByRole('link', { name: 'Content Portal' })).toBeVisible();
    expect(
      within(rail).getByRole('link', { name: 'Settings (opens in a new tab)' }),
    ).toHaveAttribute('href', '/organisation-settings/account/1');
    expect(within(rail).queryByRole('link', { name: 'Workspaces' })).toBeNull();
    unmount();

    server.use(
      ...featureHandlers(),
      ...demoHandlers({ user: { ...demoUser, hasDenBoschAccess: true } }),
    );
    renderApp('/overview/account/1');
    const railWithWorkspaces = await screen.findByRole('navigation', { name: 'Areas' });
    expect(within(railWithWorkspaces).getByRole('link', { name: 'Workspaces' })).toBeVisible();
  });

  it('signs out through /logout', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const { user, router } = renderApp('/overview/account/1');

    await user.click(await screen.findByRole('button', { name: 'User menu of Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    const { logout } = await import('../../../lib/auth/session');
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});
