import { preparedQuery, schema, type Executor } from '@feedline/db';
import { and, count, eq, sql } from 'drizzle-orm';

export type UserRow = typeof schema.users.$inferSelect;

// Prepared: every authenticated request looks its user up (plugins/auth.ts).
const userById = preparedQuery((db) =>
  db
    .select()
    .from(schema.users)
    .where(eq(schema.users.id, sql.placeholder('id')))
    .prepare('find_user_by_id'),
);

const userByEmail = preparedQuery((db) =>
  db
    .select()
    .from(schema.users)
    .where(sql`lower(${schema.users.email}) = ${sql.placeholder('email')}`)
    .prepare('find_user_by_email'),
);

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await userByEmail(db).execute({ email: email.toLowerCase() });
  return row;
}

/** How many organisations the user belongs to, and whether one of them enforces 2FA. */
export async function membershipSummary(db: Executor, userId: number) {
  const [row] = await db
    .select({
      accountCount: count(),
      enforcing: sql<number>`count(*) filter (where ${schema.accounts.forceTwoFactorAuth})`.mapWith(
        Number,
      ),
    })
    .from(schema.accountMembers)
    .innerJoin(schema.accounts, eq(schema.accounts.id, schema.accountMembers.accountId))
    .where(and(eq(schema.accountMembers.userId, userId)));
  return { accountCount: row?.accountCount ?? 0, twoFactorEnforced: (row?.enforcing ?? 0) > 0 };
}

/** A new user; the caller checked that the address is free (the unique index decides a race). */
export async function insertUser(
  db: Executor,
  user: { email: string; name: string; language: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db
    .insert(schema.users)
    .values({ ...user, emailVerified: true })
    .returning();
  return row!;
}

/** The user's own language (en, de or fr). */
export async function updateUserLanguage(db: Executor, userId: number, language: string) {
  await db.update(schema.users).set({ language }).where(eq(schema.users.id, userId));
}
