import { schema, type Executor } from '@feedline/db';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

const { accounts, invitations, users } = schema;

export type InvitationRow = typeof invitations.$inferSelect;

const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
const sameAddress = (email: string) => sql`lower(${invitations.email}) = ${email.toLowerCase()}`;

const withInviter = {
  id: invitations.id,
  email: invitations.email,
  isAdmin: invitations.isAdmin,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
  revokedAt: invitations.revokedAt,
  invitedBy: users.name,
};

/** Withdraws the organisation's open invitation of this address, if there is one. */
export async function revokeOpenInvitationOf(db: Executor, accountId: number, email: string) {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.accountId, accountId), sameAddress(email), isOpen));
}

export async function insertInvitation(
  db: Executor,
  invitation: Pick<
    InvitationRow,
    'accountId' | 'email' | 'isAdmin' | 'tokenHash' | 'invitedBy' | 'expiresAt'
  >,
) {
  const [row] = await db.insert(invitations).values(invitation).returning({ id: invitations.id });
  return row!.id;
}

/** An invitation of the organisation, with the inviter's name. */
export async function findInvitation(db: Executor, accountId: number, invitationId: number) {
  const [row] = await db
    .select(withInviter)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.accountId, accountId), eq(invitations.id, invitationId)));
  return row;
}

/** The organisation's invitations nobody accepted or withdrew (expired ones too), newest first. */
export async function listOpenInvitations(db: Executor, accountId: number) {
  return db
    .select(withInviter)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.accountId, accountId), isOpen))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** Withdraws one open invitation; false when it is not open (or not the organisation's). */
export async function revokeInvitation(db: Executor, accountId: number, invitationId: number) {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.accountId, accountId), eq(invitations.id, invitationId), isOpen))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** The invitation a link's token hash names, with its organisation and inviter. */
export async function findInvitationByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ ...withInviter, accountId: invitations.accountId, company: accounts.company })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/**
 * Marks an invitation accepted by a user, if it is still open and unexpired; false otherwise.
 * Of two concurrent acceptances, one wins.
 */
export async function markAccepted(db: Executor, invitationId: number, userId: number) {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(and(eq(invitations.id, invitationId), isOpen, gt(invitations.expiresAt, sql`now()`)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
