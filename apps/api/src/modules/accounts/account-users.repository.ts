import { schema, type Executor } from '@feedline/db';
import { and, asc, eq, sql } from 'drizzle-orm';

const { accountMembers, projects, projectPermissions, sites, sitePermissions, users } = schema;

const memberOf = (accountId: number) => eq(accountMembers.accountId, accountId);

/** The organisation's users by name, optionally only its administrators. */
export async function listAccountUsers(db: Executor, accountId: number, onlyAdmins: boolean) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(memberOf(accountId), onlyAdmins ? eq(accountMembers.isAdmin, true) : undefined))
    .orderBy(asc(users.name), asc(users.id));
}

/** A member of the organisation; undefined when the user is not one (or does not exist). */
export async function findAccountUser(db: Executor, accountId: number, userId: number) {
  const [member] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: accountMembers.isAdmin,
    })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(memberOf(accountId), eq(accountMembers.userId, userId)));
  return member;
}

/** The organisation's projects and sites the user may change by a permission of their own. */
export async function listWritableOfUser(db: Executor, accountId: number, userId: number) {
  const [writableProjects, writableSites] = await Promise.all([
    db
      .select({ id: projects.id, name: projects.name })
      .from(projectPermissions)
      .innerJoin(projects, eq(projects.id, projectPermissions.projectId))
      .where(
        and(
          eq(projectPermissions.userId, userId),
          eq(projectPermissions.canWrite, true),
          eq(projects.accountId, accountId),
        ),
      )
      .orderBy(asc(projects.name), asc(projects.id)),
    db
      .select({ id: sites.id, name: sites.name })
      .from(sitePermissions)
      .innerJoin(sites, eq(sites.id, sitePermissions.siteId))
      .innerJoin(projects, eq(projects.id, sites.projectId))
      .where(
        and(
          eq(sitePermissions.userId, userId),
          eq(sitePermissions.canWrite, true),
          eq(projects.accountId, accountId),
        ),
      )
      .orderBy(asc(sites.name), asc(sites.id)),
  ]);
  return { writableProjects, writableSites };
}

/** Whether someone with this address (any case) already belongs to the organisation. */
export async function isMemberByEmail(db: Executor, accountId: number, email: string) {
  const [row] = await db
    .select({ userId: accountMembers.userId })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(memberOf(accountId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row !== undefined;
}

/** Makes the user a member; one who already is keeps their role. */
export async function addAccountMember(
  db: Executor,
  member: { accountId: number; userId: number; isAdmin: boolean },
): Promise<void> {
  await db.insert(accountMembers).values(member).onConflictDoNothing();
}
