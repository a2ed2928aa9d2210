import type { Invitation } from '@feedline/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/render-screen';
import { ACCOUNT } from '../test/legacy-fixtures';
import { renderPath } from '../test/render-legacy';

const PATH = '/user-management/account/1/invite-users';
const OLIVIA = { id: 7, name: 'Olivia Owner', email: 'owner@acme.test' };
const LINK = `http://localhost:3000/user/invitation/${'t'.repeat(43)}`;

const invitation = (id: number, email: string, extra: Partial<Invitation> = {}): Invitation => ({
  id,
  email,
  isAdmin: false,
  status: 'pending',
  invitedBy: 'Olivia Owner',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  ...extra,
});

function renderAsAdmin(extra: Record<string, unknown> = {}) {
  let open: Invitation[] = [invitation(3, 'waiting@example.test')];
  return renderPath(PATH, {
    '/accounts/1': ACCOUNT,
    '/accounts/1/users?role=admin': { data: [OLIVIA] },
    '/accounts/1/invitations': (body: unknown) => {
      if (body === undefined) return { data: open };
      const { email, isAdmin } = body as { email: string; isAdmin: boolean };
      const created = invitation(4, email, { isAdmin });
      open = [created, ...open];
      return { invitation: created, link: LINK };
    },
    '/accounts/1/invitations/3': () => {
      open = open.filter((entry) => entry.id !== 3);
    },
    ...extra,
  });
}

describe('inviting users (spec §2.3: the invitation starts here)', () => {
  it('invites an address as administrator and shows the link to pass on, once', async () => {
    const { user, calls, bridge } = renderAsAdmin();
    const form = await screen.findByRole('region', { name: 'New invitation' });
    await user.type(
      within(form).getByRole('textbox', { name: 'E-mail address' }),
      'New@Example.test ',
    );
    await user.click(within(form).getByRole('checkbox', { name: /Administrator/ }));
    await user.click(within(form).getByRole('button', { name: 'Invite' }));

    expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(LINK);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/accounts/1/invitations',
      body: { email: 'New@Example.test', isAdmin: true },
    });
    expect(bridge.notify).toHaveBeenCalledWith(
      'success',
      'Invitation for New@Example.test created',
    );
    const open = screen.getByRole('region', { name: 'Open invitations' });
    expect(await within(open).findByText('New@Example.test')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
  });

  it('says what is wrong with an address before sending it, and what the API refused', async () => {
    const { user, calls } = renderAsAdmin({
      '/accounts/1/invitations': (body: unknown) => {
        if (body === undefined) return { data: [] };
        throw apiError(409, 'already-member');
      },
    });
    const form = await screen.findByRole('region', { name: 'New invitation' });
    const address = within(form).getByRole('textbox', { name: 'E-mail address' });
    await user.type(address, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(
      await within(form).findByText('Enter an e-mail address such as name@example.com.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(address);
    await user.type(address, 'editor@acme.test');
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(
      await within(form).findByText('editor@acme.test already belongs to the organisation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
  });

  it('withdraws an open invitation after the delete confirmation', async () => {
    const { user, calls, bridge } = renderAsAdmin();
    const open = await screen.findByRole('region', { name: 'Open invitations' });
    await user.click(
      await within(open).findByRole('button', {
        name: 'Withdraw the invitation of waiting@example.test',
      }),
    );
    expect(bridge.dialog).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'delete', title: 'Withdraw invitation' }),
    );
    expect(await within(open).findByText('No open invitations.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', path: '/accounts/1/invitations/3' });
  });

  it('shows members who are not administrators whom to ask, and no form', async () => {
    const { calls } = renderPath(PATH, {
      '/accounts/1': { ...ACCOUNT, isUserAdmin: false },
      '/accounts/1/users?role=admin': { data: [OLIVIA] },
    });
    expect(await screen.findByText('Olivia Owner')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New invitation' })).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/accounts/1/invitations');
  });
});
