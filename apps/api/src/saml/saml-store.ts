import { createHash, randomBytes } from 'node:crypto';
import type { CacheProvider } from '@node-saml/node-saml';
import { schema, type Db, type Executor } from '@feedline/db';
import { and, eq, gt, lt } from 'drizzle-orm';

const { samlRequests, samlAssertions, ssoLogins } = schema;

/** How long the identity provider has to answer an AuthnRequest (the user signs in there). */
export const REQUEST_TTL_MS = 10 * 60_000;
/** How long the browser has from the consumer URL to the identity server's interaction. */
export const LOGIN_TICKET_TTL_MS = 2 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** node-saml's InResponseTo store for one organisation, which also tells what it claimed. */
export interface RequestStore extends CacheProvider {
  /** The interaction of the request this store took (removed) while validating, if any. */
  claimedInteraction(): string | undefined;
}

/**
 * node-saml's InResponseTo store, in the database so that every api process shares it, and bound
 * to one organisation: an organisation's consumer URL only knows its own requests. node-saml reads
 * an entry while it validates and removes it once it is done with it, accepted or refused; the
 * removal is one DELETE, so of two processes given the same response only one takes the request.
 */
export function requestStore(db: Db, accountId: number, interactionUid?: string): RequestStore {
  let claimed: string | undefined;
  const thisRequest = (key: string) =>
    and(
      eq(samlRequests.id, key),
      eq(samlRequests.accountId, accountId),
      gt(samlRequests.expiresAt, new Date()),
    );
  return {
    async saveAsync(key, value) {
      if (!interactionUid) throw new Error('an AuthnRequest needs its interaction');
      await db.insert(samlRequests).values({
        id: key,
        accountId,
        interactionUid,
        expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
      });
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      const [row] = await db
        .select({ createdAt: samlRequests.createdAt })
        .from(samlRequests)
        .where(thisRequest(key));
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(key) {
      if (!key) return null;
      const [row] = await db
        .delete(samlRequests)
        .where(thisRequest(key))
        .returning({ interactionUid: samlRequests.interactionUid });
      claimed ??= row?.interactionUid;
      return key;
    },
    claimedInteraction: () => claimed,
  };
}

/** Records an accepted assertion; false when it was accepted before (a replay). */
export async function rememberAssertion(
  db: Db,
  accountId: number,
  issuer: string,
  assertionId: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(samlAssertions)
    .values({ id: sha256(`${issuer}\n${assertionId}`), accountId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: samlAssertions.id });
  return rows.length === 1;
}

/** Stores a verified login for the interaction; the returned token redeems it once. */
export async function issueLoginTicket(
  db: Executor,
  login: { interactionUid: string; accountId: number; userId: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(ssoLogins).values({
    id: sha256(token),
    ...login,
    expiresAt: new Date(Date.now() + LOGIN_TICKET_TTL_MS),
  });
  return token;
}

/** Redeems a login ticket for the interaction it was issued to; undefined if none stands. */
export async function redeemLoginTicket(db: Db, interactionUid: string, token: string) {
  const [row] = await db
    .delete(ssoLogins)
    .where(
      and(
        eq(ssoLogins.id, sha256(token)),
        eq(ssoLogins.interactionUid, interactionUid),
        gt(ssoLogins.expiresAt, new Date()),
      ),
    )
    .returning({ accountId: ssoLogins.accountId, userId: ssoLogins.userId });
  return row;
}

/** Removes what expired; the lookups ignore it already, this only keeps the tables small. */
export async function purgeExpiredSamlState(db: Db): Promise<void> {
  const now = new Date();
  await db.delete(samlRequests).where(lt(samlRequests.expiresAt, now));
  await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, now));
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
}
