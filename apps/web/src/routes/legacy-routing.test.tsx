import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from '../lib/auth/session';
import { logout, startLogin } from '../lib/auth/session';
import { demoHandlers } from '../test/fixtures';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

vi.mock('../lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  logout: vi.fn(() => Promise.resolve()),
  startLogin: vi.fn(() => Promise.resolve()),
}));

beforeEach(() => {
  vi.mocked(startLogin).mockClear();
  vi.mocked(logout).mockClear();
});

describe('legacy redirects in the router (spec §2.16)', () => {
  it('opens /account/{id} as overview/account/{id}, replacing the old entry', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/account/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/overview/account/1');
    expect(router.history.length).toBe(1);
  });

  it('opens /projects/{id} as overview/project/{id}', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/projects/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Webshop' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/overview/project/10');
  });

  it('keeps the query of external-authentication callbacks', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/google-authentication?code=x&state=abc');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/external-authentication/provider/google'),
    );
    expect(router.state.location.search).toMatchObject({ code: 'x', state: 'abc' });
    // The callback is a platform page: the frame gets the provider's query as it came.
    const frame = await screen.findByTitle('Connect an external account');
    expect(frame).toHaveAttribute(
      'src',
      'http://localhost:3001/external-authentication/provider/google?code=x&state=abc&_locale=en',
    );
  });

  it('redirects user/logout to logout', async () => {
    const { router } = renderApp('/user/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('redirects before the sign-in guard, which then keeps the new address', async () => {
    const { router } = renderApp('/projects/10?hl=de', { isSignedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({
      redirectUrl: '/overview/project/10?hl=de',
    });
  });

  it('opens the new address of an old page as the embedded platform page', async () => {
    server.use(...demoHandlers());
    const { router } = renderApp('/site/edit/100');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/site/100'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByTitle('Settings')).toHaveAttribute(
      'src',
      'http://localhost:3001/settings/site/100?_locale=en',
    );
  });
});
