import type { CurrentUser, TwoFactorStatus } from '@feedline/contracts';
import { Outlet } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../../../lib/auth/session';
import { logout } from '../../../lib/auth/session';
import { apiPath, demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { renderInRoute } from '../../../test/render-in-route';
import { ProfilePage } from './profile-page';

vi.mock('../../../lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  logout: vi.fn(() => Promise.resolve()),
  startLogin: vi.fn(() => Promise.resolve()),
}));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RIGHT_CODE = '123456';

/** A stateful stand-in for the two-factor API and the user it changes. */
function fakeTwoFactorApi(initial: { enabled: boolean; enforced: boolean }) {
  const state: TwoFactorStatus = { ...initial, pending: false };
  const calls: { path: string; body: unknown }[] = [];
  /** Each user the API handed out, in order. */
  const servedUsers: CurrentUser[] = [];
  const user = (): CurrentUser => ({
    ...demoUser,
    twoFactorEnforced: state.enforced,
    twoFactorAuth: state.enabled,
  });
  const refuse = (status: number, code: string, key?: string) =>
    HttpResponse.json({ statusCode: status, code, message: 'not shown', key }, { status });
  const handlers = [
    http.get(apiPath('/user'), () => {
      servedUsers.push(user());
      return HttpResponse.json(servedUsers.at(-1));
    }),
    http.get(apiPath('/user/two-factor'), () => HttpResponse.json(state)),
    http.post(apiPath('/user/two-factor/setup'), () => {
      calls.push({ path: 'setup', body: null });
      state.pending = true;
      return HttpResponse.json(
        { secret: SECRET, otpauthUri: `otpauth://totp/Feedline:ada?secret=${SECRET}` },
        { status: 201 },
      );
    }),
    http.post(apiPath('/user/two-factor/enable'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.push({ path: 'enable', body });
      if (body.code !== RIGHT_CODE) return refuse(400, 'bad-request', 'invalid-code');
      Object.assign(state, { enabled: true, pending: false });
      return HttpResponse.json(state);
    }),
    http.post(apiPath('/user/two-factor/disable'), async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.push({ path: 'disable', body });
      if (state.enforced) return refuse(409, 'conflict', 'two-factor-enforced');
      if (body.code !== RIGHT_CODE) return refuse(400, 'bad-request', 'invalid-code');
      Object.assign(state, { enabled: false });
      return HttpResponse.json(state);
    }),
  ];
  return { state, calls, servedUsers, handlers, user };
}

/**
 * The profile page alone at /profile, below the signed-in user as the app's guard leaves it
 * (the page reads the user from the route context).
 */
function renderProfile() {
  return renderInRoute(<Outlet />, {
    url: '/profile',
    pages: [{ path: '/profile', component: ProfilePage }],
  });
}

function twoFactorSection() {
  return screen.getByRole('region', { name: 'Two-factor authentication' });
}

beforeEach(() => {
  vi.mocked(logout).mockClear();
});

// Routing: the sign-in guard's policy and the modal's navigation need the app's route tree.
describe('two-factor policy with the modal (spec §2.8, §6)', () => {
  it('sends every page to the profile with the modal; update 2FA closes it there', async () => {
    const api = fakeTwoFactorApi({ enabled: false, enforced: true });
    server.use(...api.handlers, ...demoHandlers({ user: api.user() }));
    const { router, user } = renderApp('/overview/account/1');

    const dialog = await screen.findByRole('dialog', {
      name: 'Two-factor authentication required',
    });
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toMatchObject({ twoFactor: true });

    await user.click(within(dialog).getByRole('button', { name: 'Update 2FA' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).not.toHaveProperty('twoFactor', true);
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Ada Lovelace')).toBeVisible();
    expect(within(details).getByText('ada@acme.test')).toBeVisible();
    expect(within(details).getByText('English')).toBeVisible();
  });

  it('signs out when the modal is dismissed', async () => {
    const api = fakeTwoFactorApi({ enabled: false, enforced: true });
    server.use(...api.handlers, ...demoHandlers({ user: api.user() }));
    const { router, user } = renderApp('/');
    const dialog = await screen.findByRole('dialog', {
      name: 'Two-factor authentication required',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('lets the user through once 2FA is turned on at the profile', async () => {
    const api = fakeTwoFactorApi({ enabled: false, enforced: true });
    server.use(...api.handlers, ...demoHandlers({ user: api.user() }));
    const { router, user } = renderApp('/profile');

    await user.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    await user.type(await screen.findByLabelText(/Code from the app/), RIGHT_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByText(/Two-factor authentication is on\./)).toBeVisible();

    // The shell's user was refreshed: the policy lets the user through now.
    await router.navigate({ to: '/overview/account/$accountId', params: { accountId: 1 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/overview/account/1');
  });
});

describe('TOTP set-up on the profile', () => {
  it('shows the QR code and key, checks the code, and refreshes the signed-in user once enabled', async () => {
    const api = fakeTwoFactorApi({ enabled: false, enforced: true });
    server.use(...api.handlers, ...demoHandlers({ user: api.user() }));
    const { user } = renderProfile();

    expect(await screen.findByText(/requires two-factor authentication\. Set it up/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));

    expect(
      await screen.findByRole('img', {
        name: 'QR code for adding Feedline to your authenticator app',
      }),
    ).toBeVisible();
    expect(screen.getByLabelText('Set-up key')).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    // The format is checked before anything is sent.
    const code = screen.getByLabelText(/Code from the app/);
    const submit = screen.getByRole('button', { name: 'Turn on two-factor authentication' });
    await user.click(submit);
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeVisible();
    await user.type(code, '12a4');
    await user.click(submit);
    expect(await screen.findByText('The code has 6 digits.')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.path === 'enable')).toEqual([]);

    // A wrong code: a clear error, nothing enabled.
    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(submit);
    expect(await screen.findByText(/That code is not correct or has expired/)).toBeVisible();
    expect(api.calls.at(-1)).toEqual({ path: 'enable', body: { code: '654321' } });
    expect(within(twoFactorSection()).getByText('Off')).toBeVisible();

    await user.clear(code);
    await user.type(code, RIGHT_CODE);
    await user.click(submit);
    expect(await screen.findByText(/Two-factor authentication is on\./)).toBeVisible();
    expect(within(twoFactorSection()).getByText('On')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor authentication' })).toBeNull();

    // The signed-in user, which the sign-in guard's policy reads, is fetched again (the
    // policy test above follows it to the next page).
    await waitFor(() => expect(api.servedUsers.at(-1)?.twoFactorAuth).toBe(true));
    expect(api.servedUsers[0]?.twoFactorAuth).toBe(false);
  });

  it('turns 2FA off with a current code where no organisation enforces it', async () => {
    const api = fakeTwoFactorApi({ enabled: true, enforced: false });
    server.use(...api.handlers, ...demoHandlers({ user: api.user() }));
    const { user } = renderProfile();

    const code = await screen.findByLabelText(/Code from the app/);
    const submit = screen.getByRole('button', { name: 'Turn off two-factor authentication' });
    await user.type(code, '000000');
    await user.click(submit);
    expect(await screen.findByText(/That code is not correct/)).toBeVisible();
    expect(within(twoFactorSection()).getByText('On')).toBeVisible();

    await user.clear(code);
    await user.type(code, RIGHT_CODE);
    await user.click(submit);
    await waitFor(() => expect(within(twoFactorSection()).getByText('Off')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeVisible();
  });

  it('offers no way to turn it off while an organisation enforces it', async () => {
    const api = fakeTwoFactorApi({ enabled: true, enforced: true });
    server.use(...api.handlers, ...demoHandlers({ user: api.user() }));
    renderProfile();
    expect(await screen.findByText(/so it cannot be turned off/)).toBeVisible();
    expect(screen.queryByLabelText(/Code from the app/)).toBeNull();
  });
});
