import { schema, type Db } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { generateTotpSecret } from '../../src/modules/two-factor/totp';
import { createTotpSecretBox } from '../../src/modules/two-factor/totp-secret-box';
import { findUserByEmail } from '../../src/modules/users/users.repository';

/** The code an authenticator app shows for `secret`, `steps` time steps (30 s) from now. */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });
}

/** A code of `secret` that is certainly not the current, previous or next one. */
export function wrongTotpCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/**
 * Gives a user a fresh, enabled TOTP secret straight in the database (sealed as the API seals
 * it), so that every test starts with no code used yet.
 */
export async function giveTotp(db: Db, hashSecret: string, email: string): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No test user ${email}`);
  const secret = generateTotpSecret();
  const sealed = createTotpSecretBox(hashSecret).seal(user.id, { secret, lastStep: null });
  await db
    .update(schema.users)
    .set({ totpSecret: sealed, totpEnabled: true })
    .where(eq(schema.users.id, user.id));
  return secret;
}

/** Gives each user an enabled TOTP secret (see giveTotp), for tests about something else. */
export async function giveTotpTo(
  t: { db: Db; secrets: { hashSecret: string } },
  ...emails: string[]
): Promise<void> {
  for (const email of emails) await giveTotp(t.db, t.secrets.hashSecret, email);
}

export async function removeTotp(db: Db, email: string): Promise<void> {
  await db
    .update(schema.users)
    .set({ totpSecret: null, totpEnabled: false })
    .where(eq(schema.users.email, email));
}
