import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TwoFactorModal } from './two-factor-modal';

/** The modal in a router of its own, with the pages it leads to. */
function renderModalAt(path: string, { transitions = false } = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <TwoFactorModal />
      </>
    ),
  });
  const pages = ['/profile', '/logout', '/overview/account/$accountId'].map((routePath) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: routePath,
      component: () => <p>page {routePath}</p>,
    }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    // Mantine's test env turns transitions off; the fade test needs them.
    <MantineProvider env={transitions ? 'default' : 'test'}>
      <RouterProvider router={router as never} />
    </MantineProvider>,
  );
  return { router, user: userEvent.setup() };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Two-factor authentication required' });

describe('TwoFactorModal', () => {
  it('opens on any platform route with twoFactor=true: heading, message, sign out and update 2FA', async () => {
    renderModalAt('/overview/account/3?twoFactor=true');
    await waitFor(() => expect(dialog()).toBeVisible());
    expect(
      screen.getByRole('heading', { name: 'Two-factor authentication required' }),
    ).toBeVisible();
    expect(screen.getByText(/requires two-factor authentication/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update 2FA' })).toBeVisible();
  });

  it('stays closed without the parameter', async () => {
    renderModalAt('/profile?twoFactor=false');
    expect(await screen.findByText('page /profile')).toBeVisible();
    expect(dialog()).toBeNull();
  });

  it('confirm goes to the profile without the parameter and closes', async () => {
    const { router, user } = renderModalAt('/profile?twoFactor=true');
    await waitFor(() => expect(dialog()).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Update 2FA' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toEqual({});
    expect(screen.getByText('page /profile')).toBeVisible();
  });

  it('confirm from another page also lands on the profile', async () => {
    const { router, user } = renderModalAt('/overview/account/3?twoFactor=true');
    await user.click(await screen.findByRole('button', { name: 'Update 2FA' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(dialog()).toBeNull();
  });

  it('dismiss signs out', async () => {
    const { router, user } = renderModalAt('/profile?twoFactor=true');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(dialog()).toBeNull();
  });

  it('cannot be closed by Escape: the user decides', async () => {
    const { router, user } = renderModalAt('/profile?twoFactor=true');
    await waitFor(() => expect(dialog()).toBeVisible());
    await user.keyboard('{Escape}');
    expect(dialog()).toBeVisible();
    expect(router.state.location.search).toEqual({ twoFactor: true });
  });

  it('fades in over 120 ms and out over 60 ms (spec §9)', async () => {
    const { router, user } = renderModalAt('/profile?twoFactor=true', { transitions: true });
    const content = () => document.querySelector<HTMLElement>('.mantine-Modal-content');
    await waitFor(() => expect(content()?.style.transitionDuration).toBe('120ms'));
    expect(content()?.style.transitionProperty).toBe('opacity');

    await user.click(screen.getByRole('button', { name: 'Update 2FA' }));
    expect(router.state.location.search).toEqual({});
    await waitFor(() => expect(content()?.style.transitionDuration).toBe('60ms'));
    await waitFor(() => expect(content()).toBeNull());
  });
});
