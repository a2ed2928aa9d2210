import { schema, type Executor } from '@feedline/db';
import { and, eq } from 'drizzle-orm';

const { users } = schema;

/** Stores a new pending secret unless TOTP is enabled; false when it is. */
export async function storePendingSecret(
  db: Executor,
  userId: number,
  sealed: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: sealed })
    .where(and(eq(users.id, userId), eq(users.totpEnabled, false)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Replaces the sealed state only if it is still `expected` (and the enabled flag is still
 * `wasEnabled`): of two requests using the same code, one wins. False when the row changed.
 */
export async function replaceTotpState(
  db: Executor,
  userId: number,
  expected: { sealed: string; wasEnabled: boolean },
  next: { sealed: string | null; enabled: boolean },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: next.sealed, totpEnabled: next.enabled })
    .where(
      and(
        eq(users.id, userId),
        eq(users.totpSecret, expected.sealed),
        eq(users.totpEnabled, expected.wasEnabled),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}
