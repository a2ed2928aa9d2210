import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_LIFETIME_DAYS,
  type AcceptInvitation,
  type CreatedInvitation,
  type Invitation,
  type InvitationErrorKey,
  type InvitationPreview,
  type InvitationStatus,
} from '@feedline/contracts';
import { hashPassword, type Db, type Tx } from '@feedline/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError, notFound } from '../../lib/http-error';
import { insertAuditEvent } from '../activity/activity.service';
import { addAccountMember, isMemberByEmail } from '../accounts/accounts.service';
import { findUserByEmail, insertUser } from '../users/users.service';
import {
  findInvitation,
  findInvitationByTokenHash,
  insertInvitation,
  listOpenInvitations,
  markAccepted,
  revokeInvitation as revokeInvitationRow,
  revokeOpenInvitationOf,
} from './invitations.repository';

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

const refused = (status: number, key: InvitationErrorKey, message: string) =>
  new HttpError(status, status === 403 ? 'forbidden' : 'conflict', message, { key });

/** Only the SHA-256 of a link's token is stored: a copy of the database opens no invitation. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface InvitationState {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

export function statusOf(invitation: InvitationState, now = new Date()): InvitationStatus {
  if (invitation.revokedAt) return 'revoked';
  if (invitation.acceptedAt) return 'accepted';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

type InvitationListRow = InvitationState & {
  id: number;
  email: string;
  isAdmin: boolean;
  createdAt: Date;
  invitedBy: string | null;
};

const toInvitation = (row: InvitationListRow): Invitation => ({
  id: row.id,
  email: row.email,
  isAdmin: row.isAdmin,
  status: statusOf(row),
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

interface AdminScope {
  account: { id: number; isAdmin: boolean };
  userId: number;
}

function requireAdmin({ account }: AdminScope): void {
  if (!account.isAdmin) {
    throw refused(403, 'admin-required', 'Only administrators of the organisation invite users');
  }
}

/**
 * An administrator invites an address, as a member or an administrator. An open invitation of
 * the same address is replaced; someone who already belongs is not invited again.
 */
export async function inviteUser(
  db: Db,
  scope: AdminScope,
  input: { email: string; isAdmin: boolean },
  shellUrl: string,
): Promise<CreatedInvitation> {
  requireAdmin(scope);
  const accountId = scope.account.id;
  if (await isMemberByEmail(db, accountId, input.email)) {
    throw refused(409, 'already-member', `${input.email} already belongs to the organisation`);
  }
  const token = randomBytes(32).toString('base64url');
  const id = await db.transaction(async (tx) => {
    await revokeOpenInvitationOf(tx, accountId, input.email);
    const invitationId = await insertInvitation(tx, {
      accountId,
      email: input.email,
      isAdmin: input.isAdmin,
      tokenHash: hashToken(token),
      invitedBy: scope.userId,
      expiresAt: new Date(Date.now() + LIFETIME_MS),
    });
    await insertAuditEvent(tx, {
      accountId,
      userId: scope.userId,
      action: 'user.invited',
      targetType: 'invitation',
      targetId: String(invitationId),
      data: { email: input.email, isAdmin: input.isAdmin },
    });
    return invitationId;
  });
  const row = await findInvitation(db, accountId, id);
  return { invitation: toInvitation(row!), link: `${shellUrl}/user/invitation/${token}` };
}

export async function listInvitations(db: Db, scope: AdminScope): Promise<Invitation[]> {
  requireAdmin(scope);
  return (await listOpenInvitations(db, scope.account.id)).map(toInvitation);
}

/** Withdraws an open invitation: its link stops working at once. */
export async function revokeInvitation(db: Db, scope: AdminScope, invitationId: number) {
  requireAdmin(scope);
  const accountId = scope.account.id;
  await db.transaction(async (tx) => {
    if (!(await revokeInvitationRow(tx, accountId, invitationId))) throw notFound('Invitation');
    await insertAuditEvent(tx, {
      accountId,
      userId: scope.userId,
      action: 'user.invitation-revoked',
      targetType: 'invitation',
      targetId: String(invitationId),
    });
  });
}

async function requireInvitation(db: Db, token: string) {
  const invitation = await findInvitationByTokenHash(db, hashToken(token));
  if (!invitation) throw notFound('Invitation');
  return invitation;
}

/** What the link's holder may know before accepting: whose organisation, for which address. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const invitation = await requireInvitation(db, token);
  return {
    status: statusOf(invitation),
    email: invitation.email,
    company: invitation.company,
    invitedBy: invitation.invitedBy,
    isNewUser: !(await findUserByEmail(db, invitation.email)),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

function requirePending(invitation: InvitationState): void {
  const status = statusOf(invitation);
  if (status === 'expired') {
    throw refused(409, 'invitation-expired', 'This invitation has expired');
  }
  if (status === 'accepted') {
    throw refused(409, 'invitation-accepted', 'This invitation has already been used');
  }
  if (status === 'revoked') {
    throw refused(409, 'invitation-revoked', 'This invitation was withdrawn');
  }
}

const signInRequired = () =>
  refused(
    409,
    'invitation-sign-in-required',
    'A user with this address exists: sign in to accept the invitation',
  );

const lostRace = () => refused(409, 'invitation-accepted', 'This invitation has already been used');

/**
 * Joins the organisation in one transaction: the invitation is used, the membership made and the
 * event recorded, or nothing happens.
 */
async function join(
  db: Db,
  invitation: { id: number; accountId: number; isAdmin: boolean; email: string },
  user: { id: number } | ((tx: Tx) => Promise<number>),
) {
  await db.transaction(async (tx) => {
    const userId = typeof user === 'function' ? await user(tx) : user.id;
    if (!(await markAccepted(tx, invitation.id, userId))) throw lostRace();
    await addAccountMember(tx, {
      accountId: invitation.accountId,
      userId,
      isAdmin: invitation.isAdmin,
    });
    await insertAuditEvent(tx, {
      accountId: invitation.accountId,
      userId,
      action: 'user.joined',
      targetType: 'invitation',
      targetId: String(invitation.id),
      data: { email: invitation.email, isAdmin: invitation.isAdmin },
    });
  });
  return { accountId: invitation.accountId, email: invitation.email };
}

/** Someone new accepts: their user is created with the name and password they chose. */
export async function acceptAsNewUser(db: Db, token: string, input: Required<AcceptInvitation>) {
  const invitation = await requireInvitation(db, token);
  requirePending(invitation);
  if (await findUserByEmail(db, invitation.email)) throw signInRequired();
  const passwordHash = await hashPassword(input.password);
  try {
    return await join(db, invitation, async (tx) => {
      const created = await insertUser(tx, {
        email: invitation.email,
        name: input.name,
        language: input.language,
        passwordHash,
      });
      return created.id;
    });
  } catch (error) {
    // The same address registered meanwhile (the unique index on users' addresses).
    if (isUniqueViolation(error)) throw signInRequired();
    throw error;
  }
}

/** A signed-in user accepts an invitation of their own address. */
export async function acceptAsUser(
  db: Db,
  token: string,
  user: { id: number; email: string },
): Promise<{ accountId: number; email: string }> {
  const invitation = await requireInvitation(db, token);
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw refused(403, 'invitation-foreign', 'This invitation is for someone else');
  }
  requirePending(invitation);
  return join(db, invitation, user);
}
