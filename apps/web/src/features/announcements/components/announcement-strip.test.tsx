import type { Announcement } from '@feedline/contracts';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import type { Level } from '../../../lib/level';
import { createShellStore } from '../../../app/shell-store';
import { storeTokens } from '../../../lib/auth/token-store';
import { apiPath } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { AnnouncementStrip } from './announcement-strip';

const welcome: Announcement = {
  id: 1,
  acknowledged: false,
  heading: 'Welcome to Feedline',
  message: 'Take <b>the tour</b><script>window.hacked = true</script><i onclick="alert(1)">now</i>',
  icon: 'info',
  type: 'info',
  link: { url: 'https://feedline.example/start', label: 'Getting started' },
  permanent: false,
};
const maintenance: Announcement = {
  id: 2,
  acknowledged: false,
  heading: 'Scheduled maintenance on Sunday',
  message: 'Read-only between 02:00 and 04:00.',
  icon: 'megaphone',
  type: 'warning',
  link: null,
  permanent: true,
};

/** A server with announcements that the user can acknowledge; counts the list requests. */
function announcementsServer(initial: Announcement[]) {
  let announcements = [...initial];
  const calls = { list: 0, acknowledged: [] as unknown[] };
  server.use(
    http.get(apiPath('/announcements'), () => {
      calls.list += 1;
      return HttpResponse.json({ data: announcements });
    }),
    http.patch(apiPath('/announcements/:id'), async ({ params, request }) => {
      const body = await request.json();
      calls.acknowledged.push(body);
      announcements = announcements.filter((a) => String(a.id) !== params.id);
      return HttpResponse.json({
        ...initial.find((a) => String(a.id) === params.id)!,
        acknowledged: true,
      });
    }),
  );
  return calls;
}

const LEVEL_PREFIX: Record<Level, { path: string; url: string }> = {
  top: { path: '', url: '' },
  account: { path: '/account/$accountId', url: '/account/1' },
  project: { path: '/project/$projectId', url: '/project/5' },
  site: { path: '/site/$siteId', url: '/site/101' },
  channel: { path: '/site/$siteId/channel/$channelId', url: '/site/101/channel/7' },
};

function renderStrip({ isChildSite = false, level = 'account' as Level } = {}) {
  storeTokens({ access_token: 'test-access', refresh_token: 'test-refresh' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shellStore = createShellStore({ read: () => null, write: () => {} });
  // The level comes from the route's params, as in the app.
  const prefix = LEVEL_PREFIX[level];
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <AnnouncementStrip isChildSite={isChildSite} />
        <Outlet />
      </>
    ),
  });
  const routeTree = rootRoute.addChildren([
    createRoute({
      getParentRoute: () => rootRoute,
      path: `${prefix.path}/home`,
      component: () => <h1>Home</h1>,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: `${prefix.path}/other`,
      component: () => <h1>Other</h1>,
    }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [`${prefix.url}/home`] }),
  });
  render(
    <AppProviders queryClient={queryClient} shellStore={shellStore} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, prefix: prefix.url, user: userEvent.setup() };
}

const strip = () => screen.getByRole('region', { name: 'Announcements' });
const note = (heading: string) =>
  screen
    .getByRole('heading', { level: 2, name: heading })
    .closest<HTMLElement>('[data-announcement]')!;

afterEach(() => {
  vi.useRealTimers();
});

describe('AnnouncementStrip', () => {
  it('shows icon, heading, sanitised message, link in a new tab, and a close icon unless permanent', async () => {
    announcementsServer([welcome, maintenance]);
    renderStrip();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome to Feedline' }),
    ).toBeVisible();
    const first = note('Welcome to Feedline');
    expect(first.querySelector('[data-icon="info"]')).not.toBeNull();
    expect(within(first).getByText('the tour').tagName).toBe('B');
    expect(within(first).getByText('now').tagName).toBe('I');
    expect(first.innerHTML).not.toMatch(/script|onclick/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const link = within(first).getByRole('link', { name: /Getting started/ });
    expect(link).toHaveAttribute('href', 'https://feedline.example/start');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(
      within(first).getByRole('button', { name: 'Close announcement: Welcome to Feedline' }),
    ).toBeVisible();

    const permanent = note('Scheduled maintenance on Sunday');
    expect(permanent.querySelector('[data-icon="megaphone"]')).not.toBeNull();
    expect(within(permanent).queryByRole('button')).toBeNull();
    expect(within(permanent).queryByRole('link')).toBeNull();
  });

  it('shows the megaphone for an icon name it does not know, even one of Object.prototype', async () => {
    announcementsServer([
      { ...maintenance, id: 3, heading: 'Odd icon', icon: 'constructor' },
      { ...maintenance, id: 4, heading: 'Another odd icon', icon: 'toString' },
    ]);
    renderStrip();
    expect(await screen.findByRole('heading', { level: 2, name: 'Odd icon' })).toBeVisible();
    for (const heading of ['Odd icon', 'Another odd icon']) {
      expect(note(heading).querySelector('[data-icon="megaphone"]')).not.toBeNull();
    }
  });

  it('closing tells the server (id, acknowledged=true), then refetches', async () => {
    const calls = announcementsServer([welcome, maintenance]);
    const { user } = renderStrip();

    await user.click(
      await screen.findByRole('button', { name: 'Close announcement: Welcome to Feedline' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Welcome to Feedline' })).toBeNull(),
    );
    expect(calls.acknowledged).toEqual([{ id: 1, acknowledged: true }]);
    expect(calls.list).toBe(2);
    expect(
      within(strip()).getByRole('heading', { name: 'Scheduled maintenance on Sunday' }),
    ).toBeVisible();
  });

  it('shows an error and keeps the announcement when closing fails', async () => {
    announcementsServer([welcome]);
    server.use(
      http.patch(apiPath('/announcements/:id'), () =>
        HttpResponse.json({ statusCode: 500, code: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    const { user } = renderStrip();
    await user.click(await screen.findByRole('button', { name: /Close announcement/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be closed');
    expect(screen.getByRole('heading', { name: 'Welcome to Feedline' })).toBeVisible();
  });

  it('refetches on navigation, at most every 300 000 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
    const calls = announcementsServer([welcome]);
    const { router, prefix } = renderStrip();
    await screen.findByRole('heading', { name: 'Welcome to Feedline' });
    expect(calls.list).toBe(1);

    vi.setSystemTime(new Date('2025-01-01T10:04:59Z'));
    router.history.push(`${prefix}/other`);
    await screen.findByRole('heading', { level: 1, name: 'Other' });
    router.history.push(`${prefix}/home`);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(calls.list).toBe(1);

    vi.setSystemTime(new Date('2025-01-01T10:05:01Z'));
    router.history.push(`${prefix}/other`);
    await waitFor(() => expect(calls.list).toBe(2));
  });

  it('appends the inherits-from-parent announcement at a child site, permanent', async () => {
    announcementsServer([]);
    renderStrip({ isChildSite: true, level: 'site' });
    const child = await screen.findByRole('heading', {
      level: 2,
      name: 'This site inherits from its parent site',
    });
    const item = child.closest<HTMLElement>('[data-announcement]')!;
    expect(item).toHaveTextContent('child site');
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it("keeps it on every page of a child site, its channels' included (spec §3)", async () => {
    announcementsServer([]);
    renderStrip({ isChildSite: true, level: 'channel' });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'This site inherits from its parent site',
      }),
    ).toBeVisible();
  });

  it('does not add it for a site that is no child site', async () => {
    const calls = announcementsServer([]);
    renderStrip({ isChildSite: false, level: 'site' });
    await waitFor(() => expect(calls.list).toBe(1));
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });
});

describe('AnnouncementStrip: compact', () => {
  const { ResizeObserver } = window;
  afterEach(() => {
    vi.restoreAllMocks();
    window.ResizeObserver = ResizeObserver;
  });

  it('keeps each on one line, with More to read a message that is cut and Less to fold it', async () => {
    // Layout as a narrow browser would measure it: the message is wider than its line.
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
      return this.textContent?.startsWith('Read-only') ? 600 : 0;
    });
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(300);
    // As a browser's does, the observer reports an element once it has been laid out.
    window.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        requestAnimationFrame(() =>
          this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver),
        );
      }
      unobserve() {}
      disconnect() {}
    };
    announcementsServer([maintenance]);
    const { user } = renderStrip();
    await screen.findByRole('heading', { level: 2, name: maintenance.heading });
    const item = note(maintenance.heading);
    expect(item).not.toHaveAttribute('data-expanded');
    const more = await within(item).findByRole('button', { name: `More: ${maintenance.heading}` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(item).toHaveAttribute('data-expanded');
    await user.click(within(item).getByRole('button', { name: `Less: ${maintenance.heading}` }));
    expect(item).not.toHaveAttribute('data-expanded');
  });

  it('shows one on a phone and the others on request, so the page starts on the first screen', async () => {
    // A phone's width: the test setup's matchMedia answers by the window's width.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    announcementsServer([welcome, maintenance]);
    const { user } = renderStrip();
    await screen.findByRole('heading', { level: 2, name: welcome.heading });
    expect(screen.queryByRole('heading', { level: 2, name: maintenance.heading })).toBeNull();
    await user.click(within(strip()).getByRole('button', { name: 'Show 1 more announcement' }));
    expect(screen.getByRole('heading', { level: 2, name: maintenance.heading })).toBeVisible();
  });
});
