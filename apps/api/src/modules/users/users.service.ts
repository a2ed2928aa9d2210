import { completedWrites, type Db } from '@feedline/db';
import type { JWTPayload } from 'jose';
import { UserCache } from './user-cache';
import { findUserByEmail, findUserById, type UserRow } from './users.repository';

/**
 * How a verified access token names its user: by our own id in `sub` (the embedded identity
 * server) or by the `email` claim (an external issuer).
 */
export type UserClaim = 'sub' | 'email';

/** Finds the user a verified token's claims name; the authentication hook calls it per request. */
export function createUserLookup(
  db: Db,
  userClaim: UserClaim,
): (claims: JWTPayload) => Promise<UserRow | undefined> {
  async function findUser(claims: JWTPayload): Promise<UserRow | undefined> {
    if (userClaim === 'sub') {
      const id = Number(claims.sub);
      return Number.isSafeInteger(id) && id > 0 ? findUserById(db, id) : undefined;
    }
    const email = claims.email;
    return typeof email === 'string' ? findUserByEmail(db, email) : undefined;
  }

  // Only where every write is seen (embedded PGlite); on PostgreSQL each request reads its user.
  const users = new UserCache();
  return async (claims) => {
    const writes = completedWrites(db);
    if (writes === undefined) return findUser(claims);
    const key = userClaim === 'sub' ? `sub:${String(claims.sub)}` : `email:${String(claims.email)}`;
    const cached = users.get(key, writes);
    if (cached) return cached;
    const user = await findUser(claims);
    if (user) users.set(key, user, writes);
    return user;
  };
}

export { findUserByEmail, findUserById, membershipSummary, type UserRow } from './users.repository';
