import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTracker } from '../../../lib/tracking/tracker';
import { acme, apiPath, demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderInRoute } from '../../../test/render-in-route';
import { NavMenu } from './nav-menu';
import { feature, featureHandlers } from './shell-test-handlers';

afterEach(() => setTracker(undefined));

/** The menu alone, for the signed-in user; the level and ids come from the route params. */
function renderMenu(url: string) {
  return renderInRoute((user) => <NavMenu user={user} />, {
    url,
    pages: [
      { path: '/overview/account/$accountId' },
      { path: '/overview/project/$projectId' },
      { path: '/dashboard/site/$siteId/version/$version' },
    ],
  });
}

/** The menu; findBy, because it renders once the signed-in user has loaded. */
function menu() {
  return screen.findByRole('navigation', { name: 'Menu' });
}

async function menuLinkNames() {
  await within(await menu()).findByRole('link', { name: 'Overview' });
  return within(await menu())
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);
}

describe('menu at site level', () => {
  it('shows the feature items the site has, and the error-log badge', async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    renderMenu('/dashboard/site/100/version/1');

    expect(await within(await menu()).findByRole('link', { name: 'Feedbacks' })).toBeVisible();
    expect(within(await menu()).getByRole('link', { name: 'New designer' })).toHaveAttribute(
      'href',
      '/new/designer/site/100',
    );
    const badge = await within(await menu()).findByTestId('error-log-badge');
    expect(badge).toHaveTextContent('3');
    expect(within(await menu()).getByRole('link', { name: /^Error log/ })).toHaveAccessibleName(
      'Error log (errors: 3)',
    );
  });

  it('hides them when the site lacks the features, and shows no badge without errors', async () => {
    server.use(
      ...featureHandlers({ site: [feature('feedback_service_ui', false)] }),
      http.get(apiPath('/sites/100/status'), () =>
        HttpResponse.json({
          siteId: 100,
          isActive: true,
          importStatus: 'finished',
          lastImportAt: null,
          itemCount: 1,
          errorCount: 0,
        }),
      ),
      ...demoHandlers(),
    );
    const { settled } = renderMenu('/dashboard/site/100/version/1');

    expect(await within(await menu()).findByRole('link', { name: 'Designer' })).toBeVisible();
    // Feature-flagged items and the badge stay hidden while the lists load: wait for them.
    await settled();
    await waitFor(async () =>
      expect(within(await menu()).getByRole('link', { name: 'Error log' })).toBeVisible(),
    );
    expect(within(await menu()).queryByRole('link', { name: 'Feedbacks' })).toBeNull();
    expect(within(await menu()).queryByRole('link', { name: 'New designer' })).toBeNull();
    expect(within(await menu()).queryByTestId('error-log-badge')).toBeNull();
  });

  it("tracks clicks on designer items as 'Opens the image designer'", async () => {
    server.use(...featureHandlers(), ...demoHandlers());
    const tracked = vi.fn();
    setTracker(tracked);
    const { user, router } = renderMenu('/dashboard/site/100/version/1');
    // Each click leaves the site page for another one; come back for the next.
    const clickAndReturn = async (name: string) => {
      await user.click(await within(await menu()).findByRole('link', { name }));
      await waitFor(() =>
        expect(router.state.location.pathname).not.toBe('/dashboard/site/100/version/1'),
      );
      router.history.back();
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/dashboard/site/100/version/1'),
      );
    };

    await clickAndReturn('Data flow');
    expect(tracked).not.toHaveBeenCalled();
    await clickAndReturn('Designer');
    expect(tracked).toHaveBeenCalledWith('Opens the image designer');
    await clickAndReturn('New designer');
    expect(tracked).toHaveBeenCalledTimes(2);
    expect(tracked).toHaveBeenLastCalledWith('Opens the image designer');
  });

  it('shows the badge on the icon when the menu is collapsed', async () => {
    localStorage.setItem('feedline.nav.collapsed', 'true');
    server.use(...featureHandlers(), ...demoHandlers());
    renderMenu('/dashboard/site/100/version/1');

    expect(await within(await menu()).findByTestId('error-log-badge')).toHaveTextContent('3');
    expect(within(await menu()).getByRole('link', { name: 'Error log (errors: 3)' })).toBeVisible();
  });
});

describe('menu at account level (spec §6)', () => {
  it('hides admin/master-only items from a plain member', async () => {
    server.use(
      ...featureHandlers(),
      ...demoHandlers({ accounts: [{ ...acme, isUserAdmin: false }] }),
    );
    const { settled } = renderMenu('/overview/account/1');
    // Admin items stay hidden until the organisation has loaded: wait for it.
    await menu();
    await settled();
    await waitFor(async () =>
      expect(await menuLinkNames()).toEqual(['Overview', 'Authentication']),
    );
  });

  it('shows them to a master user who is no admin of the organisation', async () => {
    server.use(
      ...featureHandlers(),
      ...demoHandlers({
        user: { ...demoUser, isMaster: true },
        accounts: [{ ...acme, isUserAdmin: false }],
      }),
    );
    renderMenu('/overview/account/1');
    expect(
      await within(await menu()).findByRole('link', { name: 'User management' }),
    ).toBeVisible();
    expect(
      await within(await menu()).findByRole('link', { name: /Shared data sources/ }),
    ).toBeVisible();
  });

  it('hides the shared data sources without the account feature', async () => {
    server.use(...featureHandlers({ account: [] }), ...demoHandlers());
    const { settled } = renderMenu('/overview/account/1');
    expect(
      await within(await menu()).findByRole('link', { name: 'User management' }),
    ).toBeVisible();
    await waitFor(async () =>
      expect(within(await menu()).getByRole('link', { name: /Shared settings/ })).toBeVisible(),
    );
    await settled();
    expect(within(await menu()).queryByRole('link', { name: /Shared data sources/ })).toBeNull();
  });
});

describe('menu at project level', () => {
  it('asks the project for its features', async () => {
    const asked = vi.fn();
    server.use(
      http.get(apiPath('/projects/10/features'), () => {
        asked();
        return HttpResponse.json({ data: [] });
      }),
      ...demoHandlers(),
    );
    renderMenu('/overview/project/10');
    expect(await within(await menu()).findByRole('link', { name: 'Order sync' })).toBeVisible();
    await waitFor(() => expect(asked).toHaveBeenCalled());
  });
});
