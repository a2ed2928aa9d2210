import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { setConfigForTests } from '../../../config/config';
import { demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { TEST_CONFIG } from '../../../test/test-config';
import { createShellStore } from '../../../app/shell-store';
import { ShellLayout } from './shell-layout';
import { featureHandlers } from './shell-test-handlers';

afterEach(() => setConfigForTests(undefined));

/** A small route tree around the real ShellLayout, with and without the hideSidebar route data. */
function renderShellAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <ShellLayout user={demoUser}>
        <Outlet />
      </ShellLayout>
    ),
  });
  const plain = createRoute({
    getParentRoute: () => rootRoute,
    path: 'plain',
    component: () => <h1>Plain</h1>,
  });
  const noMenu = createRoute({
    getParentRoute: () => rootRoute,
    path: 'promo',
    staticData: { hideSidebar: true },
    component: () => <h1>Promo</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([plain, noMenu]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shellStore = createShellStore();
  render(
    <AppProviders queryClient={queryClient} shellStore={shellStore} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(router, { shellStore });
}

const rail = () => screen.queryByRole('navigation', { name: 'Areas' });
const menu = () => screen.queryByRole('navigation', { name: 'Menu' });

describe('layout modes (spec §2.3)', () => {
  it('shows rail and menu normally', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderShellAt('/plain');
    expect(await screen.findByRole('heading', { name: 'Plain' })).toBeVisible();
    expect(rail()).not.toBeNull();
    expect(menu()).not.toBeNull();
  });

  it('hides only the menu on a route with hideSidebar', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderShellAt('/promo');
    expect(await screen.findByRole('heading', { name: 'Promo' })).toBeVisible();
    expect(rail()).not.toBeNull();
    expect(menu()).toBeNull();
  });

  it('hides rail and menu with fullscreen=true, and brings them back without it', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const router = renderShellAt('/promo?fullscreen=true');
    expect(await screen.findByRole('heading', { name: 'Promo' })).toBeVisible();
    expect(rail()).toBeNull();
    expect(menu()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();

    await router.navigate({ href: '/plain' });
    expect(await screen.findByRole('heading', { name: 'Plain' })).toBeVisible();
    expect(rail()).not.toBeNull();
    expect(menu()).not.toBeNull();
  });

  it('hides rail and menu while an embedded page asks for fullscreen (spec §7)', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const { shellStore } = renderShellAt('/plain');
    expect(await screen.findByRole('heading', { name: 'Plain' })).toBeVisible();

    act(() => shellStore.setFrameFullscreen(true));
    expect(rail()).toBeNull();
    expect(menu()).toBeNull();
    act(() => shellStore.setFrameFullscreen(false));
    expect(rail()).not.toBeNull();
    expect(menu()).not.toBeNull();
  });

  it('honours fullscreen=true on real platform pages', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderApp('/overview/account/1?fullscreen=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
    expect(rail()).toBeNull();
    expect(menu()).toBeNull();
  });
});

describe('rail links (spec §2.4, §6)', () => {
  it('points Content Portal to the external portal for content-portal users', async () => {
    setConfigForTests({ ...TEST_CONFIG, links: { contentPortal: 'https://portal.example.test/' } });
    server.use(...featureHandlers(), ...demoHandlers({ user: { ...demoUser, hasCpAccess: true } }));
    renderApp('/overview/account/1');
    const areas = await screen.findByRole('navigation', { name: 'Areas' });
    expect(within(areas).getByRole('link', { name: 'Content Portal' })).toHaveAttribute(
      'href',
      'https://portal.example.test/',
    );
  });

  it('points it to /content-portal for everyone else', async () => {
    setConfigForTests({ ...TEST_CONFIG, links: { contentPortal: 'https://portal.example.test/' } });
    server.use(...featureHandlers(), ...demoHandlers());
    renderApp('/overview/account/1');
    const areas = await screen.findByRole('navigation', { name: 'Areas' });
    expect(within(areas).getByRole('link', { name: 'Content Portal' })).toHaveAttribute(
      'href',
      '/content-portal',
    );
    expect(within(areas).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the organisation settings in a new tab', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderApp('/overview/account/1');
    const areas = await screen.findByRole('navigation', { name: 'Areas' });
    const settings = within(areas).getByRole('link', { name: 'Settings (opens in a new tab)' });
    expect(settings).toHaveAttribute('href', '/organisation-settings/account/1');
    expect(settings).toHaveAttribute('target', '_blank');
    expect(settings).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
