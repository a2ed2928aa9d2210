import type { Db } from '@feedline/db';
import type { JWTPayload } from 'jose';
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
  return async function findUser(claims: JWTPayload): Promise<UserRow | undefined> {
    if (userClaim === 'sub') {
      const id = Number(claims.sub);
      return Number.isSafeInteger(id) && id > 0 ? findUserById(db, id) : undefined;
    }
    const email = claims.email;
    return typeof email === 'string' ? findUserByEmail(db, email) : undefined;
  };
}

export {
  findUserByEmail,
  findUserById,
  insertUser,
  membershipSummary,
  type UserRow,
} from './users.repository';
