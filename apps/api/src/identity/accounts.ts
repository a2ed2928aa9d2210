import { hashPassword, verifyPassword, type Db } from '@feedline/db';
import type { Account, FindAccount } from 'oidc-provider';
import { findUserByEmail, findUserById, type UserRow } from '../modules/users/users.service';

/** Our subject identifier: the user's id as a string (the API resolves it with `users.id`). */
export const subjectOf = (user: Pick<UserRow, 'id'>) => String(user.id);

function parseSubject(sub: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(sub)) return undefined;
  const id = Number(sub);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The claims the identity server knows about a user (scopes `email` and `profile`). */
export function toAccount(user: UserRow): Account {
  return {
    accountId: subjectOf(user),
    async claims() {
      return {
        sub: subjectOf(user),
        email: user.email,
        email_verified: user.emailVerified,
        name: user.name,
        locale: user.language,
      };
    },
  };
}

/** oidc-provider's `findAccount`: unknown and deactivated users have no account. */
export function accountFinder(db: Db): FindAccount {
  return async (_ctx, sub) => {
    const id = parseSubject(sub);
    const user = id === undefined ? undefined : await findUserById(db, id);
    return user?.isActive ? toAccount(user) : undefined;
  };
}

export type PasswordCheck =
  | { outcome: 'invalid' }
  | { outcome: 'inactive'; user: UserRow }
  | { outcome: 'ok'; user: UserRow };

// Unknown e-mail addresses still pay for one scrypt, so timing does not tell which addresses exist.
let dummyHash: Promise<string> | undefined;

/**
 * Checks e-mail + password. The outcome for an unknown address and for a wrong password is the
 * same; a deactivated user is only revealed to someone who knows the password.
 */
export async function checkPassword(
  db: Db,
  email: string,
  password: string,
): Promise<PasswordCheck> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('feedline-timing-equaliser');
    await verifyPassword(password, await dummyHash);
    return { outcome: 'invalid' };
  }
  if (!(await verifyPassword(password, user.passwordHash))) return { outcome: 'invalid' };
  return user.isActive ? { outcome: 'ok', user } : { outcome: 'inactive', user };
}

/**
 * What follows a correct password: a user with TOTP enabled must also give a code. The pending
 * account id is kept in the interaction (not in the session) until the code is right; only then
 * is `login` submitted, with `amr: ['pwd', 'otp']`.
 */
export type NextLoginStep = { step: 'complete'; amr: string[] } | { step: 'totp' };

export function nextLoginStep(user: Pick<UserRow, 'totpEnabled'>): NextLoginStep {
  // Enabled without a secret cannot happen through the API; it fails closed (code page, no code fits).
  return user.totpEnabled ? { step: 'totp' } : { step: 'complete', amr: ['pwd'] };
}
