import type { InvitationPreview } from '@feedline/contracts';
import { describe, expect, it } from 'vitest';
import { invitationView, isInvitationToken, newAccountProblems } from './invitation-view';

const preview = (extra: Partial<InvitationPreview> = {}): InvitationPreview => ({
  status: 'pending',
  email: 'New.Person@example.test',
  company: 'Acme Retail',
  invitedBy: 'Olivia Owner',
  isNewUser: true,
  expiresAt: '2026-12-01T00:00:00.000Z',
  ...extra,
});

describe('invitationView', () => {
  it.each(['expired', 'accepted', 'revoked'] as const)(
    'shows %s invitations as such, whoever looks',
    (status) => {
      expect(invitationView(preview({ status }), null).kind).toBe(status);
      expect(invitationView(preview({ status }), 'someone@example.test').kind).toBe(status);
    },
  );

  it('lets someone new create an account, and an existing user sign in first', () => {
    expect(invitationView(preview(), null).kind).toBe('create-account');
    expect(invitationView(preview({ isNewUser: false }), null).kind).toBe('sign-in');
  });

  it('lets the invited address join, in any case of letters, and no one else', () => {
    expect(invitationView(preview({ isNewUser: false }), 'new.person@EXAMPLE.test').kind).toBe(
      'join',
    );
    expect(invitationView(preview(), 'owner@acme.test')).toMatchObject({
      kind: 'foreign',
      signedInAs: 'owner@acme.test',
    });
  });
});

describe('isInvitationToken', () => {
  it('accepts 43 base64url characters only', () => {
    expect(isInvitationToken('a'.repeat(43))).toBe(true);
    expect(isInvitationToken('A-_9'.repeat(10) + 'abc')).toBe(true);
    expect(isInvitationToken('a'.repeat(42))).toBe(false);
    expect(isInvitationToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isInvitationToken('')).toBe(false);
  });
});

describe('newAccountProblems', () => {
  const limits = { min: 10, max: 200 };
  it('needs a name, a long enough password and the same password twice', () => {
    expect(newAccountProblems({ name: ' ', password: 'short', repeat: 'other' }, limits)).toEqual({
      name: 'name-required',
      password: 'password-short',
      repeat: 'repeat',
    });
    expect(
      newAccountProblems({ name: 'A', password: 'x'.repeat(201), repeat: 'x'.repeat(201) }, limits),
    ).toEqual({ password: 'password-long' });
    expect(
      newAccountProblems({ name: 'A', password: 'x'.repeat(10), repeat: 'x'.repeat(10) }, limits),
    ).toEqual({});
  });
});
