import type { InvitationPreview } from '@feedline/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, demoHandlers, demoUser } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'Tk9_-'.repeat(8) + 'abc';
const PAGE = `/user/invitation/${TOKEN}`;

const preview = (extra: Partial<InvitationPreview> = {}): InvitationPreview => ({
  status: 'pending',
  email: 'new.person@example.test',
  company: 'Acme Retail',
  invitedBy: 'Olivia Owner',
  isNewUser: true,
  expiresAt: '2026-12-01T12:00:00.000Z',
  ...extra,
});

function serveInvitation(answer: InvitationPreview | number) {
  const requests: { method: string; path: string; body?: unknown }[] = [];
  server.use(
    http.get(apiPath(`/invitations/${TOKEN}`), ({ request }) => {
      requests.push({ method: 'GET', path: new URL(request.url).pathname });
      return typeof answer === 'number'
        ? HttpResponse.json(
            { statusCode: answer, code: 'not-found', message: 'Invitation not found' },
            { status: answer },
          )
        : HttpResponse.json(answer);
    }),
    http.post(apiPath(`/invitations/${TOKEN}/accept`), async ({ request }) => {
      requests.push({ method: 'POST', path: 'accept', body: await request.json() });
      return HttpResponse.json({ accountId: 1, email: 'new.person@example.test' });
    }),
    http.post(apiPath(`/invitations/${TOKEN}/join`), ({ request }) => {
      requests.push({ method: 'POST', path: 'join', body: request.headers.get('authorization') });
      return HttpResponse.json({ accountId: 1, email: demoUser.email });
    }),
  );
  return requests;
}

const pathOf = (router: ReturnType<typeof renderApp>['router']) => router.state.location;

describe('the user-invitation area (spec §2.3: path prefix user, not guarded)', () => {
  it('lets someone new choose a name and a password, then sends them to sign in', async () => {
    const requests = serveInvitation(preview());
    const { router } = renderApp(PAGE, { isSignedIn: false });
    expect(await screen.findByRole('heading', { name: 'Join Acme Retail' })).toBeVisible();
    expect(
      screen.getByText(
        'Olivia Owner invited new.person@example.test to join Acme Retail on Feedline.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(
      'new.person@example.test',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(screen.getByText('Enter your name.')).toBeVisible();
    expect(screen.getByText('Use at least 10 characters.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), '  New Person ');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'a long secret');
    await user.type(
      screen.getByLabelText(/^Repeat the password/, { selector: 'input' }),
      'a long secreT',
    );
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(screen.getByText('The passwords are not the same.')).toBeVisible();

    await user.clear(screen.getByLabelText(/^Repeat the password/, { selector: 'input' }));
    await user.type(
      screen.getByLabelText(/^Repeat the password/, { selector: 'input' }),
      'a long secret',
    );
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(pathOf(router).pathname).toBe('/login'));
    expect(pathOf(router).search).toEqual({
      redirectUrl: '/overview/account/1',
      loginHint: 'new.person@example.test',
    });
    expect(requests).toContainEqual({
      method: 'POST',
      path: 'accept',
      body: { name: 'New Person', password: 'a long secret', language: 'en' },
    });
  });

  it('asks an existing user to sign in first, and comes back here', async () => {
    serveInvitation(preview({ isNewUser: false }));
    const { router } = renderApp(PAGE, { isSignedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to accept' }));
    await waitFor(() => expect(pathOf(router).pathname).toBe('/login'));
    expect(pathOf(router).search).toEqual({
      redirectUrl: PAGE,
      loginHint: 'new.person@example.test',
    });
  });

  it('lets the signed-in invited user join with one click and lands in the organisation', async () => {
    server.use(...demoHandlers());
    const requests = serveInvitation(preview({ email: demoUser.email, isNewUser: false }));
    const { router } = renderApp(PAGE);
    expect(await screen.findByText(`You are signed in as ${demoUser.email}.`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Join Acme Retail' }));
    await waitFor(() => expect(pathOf(router).pathname).toBe('/overview/account/1'));
    expect(requests).toContainEqual({ method: 'POST', path: 'join', body: 'Bearer test-access' });
  });

  it('tells a signed-in user that an invitation of another address is not theirs', async () => {
    server.use(...demoHandlers());
    const requests = serveInvitation(preview());
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'This invitation is for someone else' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /The invitation is for new.person@example.test, but you are signed in as ada@acme.test/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it.each([
    ['expired', 'This invitation has expired', /Ask an administrator of Acme Retail/],
    ['accepted', 'This invitation has already been used', /Sign in to continue/],
    ['revoked', 'This invitation was withdrawn', /withdrew this invitation/],
  ] as const)('says so when the invitation is %s', async (status, title, message) => {
    serveInvitation(preview({ status }));
    renderApp(PAGE, { isSignedIn: false });
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Create account/ })).toBeNull();
  });

  it('says a link does not work when the server does not know it, or it is not a link at all', async () => {
    serveInvitation(404);
    renderApp(PAGE, { isSignedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'This invitation link does not work' }),
    ).toBeVisible();
  });

  it('does not ask the server about something that is not an invitation token', async () => {
    const requests = serveInvitation(preview());
    renderApp('/user/invitation/abc', { isSignedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'This invitation link does not work' }),
    ).toBeVisible();
    expect(requests).toEqual([]);
  });
});
