import { Outlet } from '@tanstack/react-router';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfigForTests } from '../../../config/config';
import { demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderInRoute } from '../../../test/render-in-route';
import { TEST_CONFIG } from '../../../test/test-config';
import { IconRail } from './icon-rail';
import { ShellLayout } from './shell-layout';
import { featureHandlers } from './shell-test-handlers';

afterEach(() => setConfigForTests(undefined));

/** The real ShellLayout around two pages, one of them with the hideSidebar route data. */
function renderShellAt(url: string) {
  return renderInRoute(
    (user) => (
      <ShellLayout user={user}>
        <Outlet />
      </ShellLayout>
    ),
    {
      url,
      pages: [
        { path: '/plain', component: () => <h1>Plain</h1> },
        { path: '/promo', component: () => <h1>Promo</h1>, staticData: { hideSidebar: true } },
      ],
    },
  );
}

/** The rail on an organisation's page: the level and the settings link come from the route. */
function renderRail() {
  return renderInRoute((user) => <IconRail user={user} />, {
    url: '/overview/account/1',
    pages: [{ path: '/overview/account/$accountId' }],
  });
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
    const { router } = renderShellAt('/promo?fullscreen=true');
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
});

describe('on a phone (spec §9: under 768 px)', () => {
  afterEach(() => {
    window.innerWidth = 1440;
  });

  it('opens the menu from the burger with its titles, even if it was collapsed on a wider screen', async () => {
    localStorage.setItem('feedline.nav.collapsed', 'true');
    window.innerWidth = 375;
    server.use(...featureHandlers(), ...demoHandlers());
    renderShellAt('/plain');
    expect(await screen.findByRole('heading', { name: 'Plain' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = menu()!;
    expect(nav).toHaveAttribute('data-collapsed', 'false');
    expect(within(nav).getByText(/^Version /)).toBeVisible();
    // The burger opens and closes the menu: no collapse toggle beside it.
    expect(within(nav).queryByRole('button', { name: /collapse|expand/i })).toBeNull();
  });

  it('keeps the choice for wider screens', async () => {
    localStorage.setItem('feedline.nav.collapsed', 'true');
    window.innerWidth = 1000;
    server.use(...featureHandlers(), ...demoHandlers());
    renderShellAt('/plain');
    expect(await screen.findByRole('heading', { name: 'Plain' })).toBeVisible();
    expect(menu()).toHaveAttribute('data-collapsed', 'true');
    expect(within(menu()!).getByRole('button', { name: /expand/i })).toBeVisible();
  });
});

describe('rail links (spec §2.4, §6)', () => {
  it('points Content Portal to the external portal for content-portal users', async () => {
    setConfigForTests({ ...TEST_CONFIG, links: { contentPortal: 'https://portal.example.test/' } });
    server.use(...featureHandlers(), ...demoHandlers({ user: { ...demoUser, hasCpAccess: true } }));
    renderRail();
    const areas = await screen.findByRole('navigation', { name: 'Areas' });
    expect(within(areas).getByRole('link', { name: 'Content Portal' })).toHaveAttribute(
      'href',
      'https://portal.example.test/',
    );
  });

  it('points it to /content-portal for everyone else', async () => {
    setConfigForTests({ ...TEST_CONFIG, links: { contentPortal: 'https://portal.example.test/' } });
    server.use(...featureHandlers(), ...demoHandlers());
    renderRail();
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

  // The page itself: routes/routing.test.tsx and features/organisation-settings.
  it('opens the organisation settings in a new tab', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderRail();
    const areas = await screen.findByRole('navigation', { name: 'Areas' });
    const settings = await within(areas).findByRole('link', {
      name: 'Settings (opens in a new tab)',
    });
    expect(settings).toHaveAttribute('href', '/organisation-settings/account/1');
    expect(settings).toHaveAttribute('target', '_blank');
    expect(settings).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
