import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { acme, apiPath, demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { ssoSettings } from '../test/sso-server';

// Toasts live in one store for all test files of a worker (vitest.config.ts).
beforeEach(() => notifications.clean());

function settingsServer(
  options: Parameters<typeof demoHandlers>[0] = {},
  sso: ReturnType<typeof ssoSettings> | 'fail' = ssoSettings(0),
) {
  const patches: unknown[] = [];
  // Before the demo handlers, whose /accounts/:accountId would answer these paths.
  server.use(
    http.get(apiPath('/accounts/1/sso'), () =>
      sso === 'fail'
        ? HttpResponse.json({ statusCode: 500, code: 'internal', message: 'x' }, { status: 500 })
        : HttpResponse.json(sso),
    ),
    http.get(apiPath('/accounts/client-types'), () => HttpResponse.json(['Agency', 'Retailer'])),
    http.get(apiPath('/accounts/verticals'), () =>
      HttpResponse.json([
        { id: 1, label: 'Fashion' },
        { id: 2, label: 'Home' },
      ]),
    ),
    http.get(apiPath('/accounts/business-types'), () =>
      HttpResponse.json([{ id: 3, label: 'B2C' }]),
    ),
    http.patch(apiPath('/accounts/1'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      return HttpResponse.json({ ...acme, ...body, verticals: [], businessTypes: [] });
    }),
    ...demoHandlers(options),
  );
  return patches;
}

describe('organisation settings: details (spec §2.15, §5, §7)', () => {
  it("saves company and force-2FA for an administrator, without the master user's fields", async () => {
    const patches = settingsServer();
    const { user } = renderApp('/organisation-settings/account/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Settings' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Verticals' })).toBeNull();

    // The details page is a chunk of its own: it may arrive after the layout.
    const company = await screen.findByRole('textbox', { name: /Company/ });
    await user.clear(company);
    await user.type(company, 'Acme Retail BV');
    await user.click(screen.getByLabelText(/Require two-factor authentication/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches).toEqual([{ company: 'Acme Retail BV', forceTwoFactorAuth: true }]),
    );
    expect(await screen.findByText("The organisation's settings are saved.")).toBeVisible();
  });

  it('asks a master user for a vertical and a business type; a toggle clears the hints', async () => {
    const patches = settingsServer({ user: { ...demoUser, isMaster: true } });
    const { user } = renderApp('/organisation-settings/account/1/details');
    const verticals = await screen.findByRole('group', { name: 'Verticals' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one vertical.')).toBeVisible();
    expect(screen.getByText('Choose at least one business type.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(patches).toEqual([]);

    await user.click(await within(verticals).findByLabelText(/Fashion/));
    expect(screen.queryByText('Choose at least one vertical.')).toBeNull();
    await user.click(
      within(screen.getByRole('group', { name: 'Business types' })).getByLabelText(/B2C/),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(patches).toEqual([
        {
          company: 'Acme Corp',
          forceTwoFactorAuth: false,
          clientType: null,
          verticals: [1],
          businessTypes: [3],
        },
      ]),
    );
  });

  it('keeps the force-2FA toggle disabled while SSO is enforced (spec §4)', async () => {
    settingsServer({}, ssoSettings(3));
    renderApp('/organisation-settings/account/1/details');
    const toggle = await screen.findByRole('switch', { name: /Require two-factor authentication/ });
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(screen.getByText('Fixed while single sign-on is enforced.')).toBeVisible();
  });

  it('leaves the toggle free while SSO is only enabled, or its settings fail to load', async () => {
    for (const sso of [ssoSettings(2), 'fail' as const]) {
      settingsServer({}, sso);
      const { queryClient, unmount } = renderApp('/organisation-settings/account/1/details');
      const toggle = await screen.findByRole('switch', {
        name: /Require two-factor authentication/,
      });
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(toggle).toBeEnabled();
      unmount();
    }
  });

  it('sends other members to access denied', async () => {
    settingsServer({ accounts: [{ ...acme, isUserAdmin: false }] });
    const { router } = renderApp('/organisation-settings/account/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });
});
