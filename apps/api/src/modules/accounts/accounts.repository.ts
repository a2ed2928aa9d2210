import type { PaginationQuery } from '@feedline/contracts';
import { preparedQuery, schema, type Executor } from '@feedline/db';
import { and, asc, count, eq, ilike, sql, type Placeholder } from 'drizzle-orm';
import { containing } from '../../lib/like-pattern';
import { offsetOf } from '../../lib/pagination';

const {
  accounts,
  accountMembers,
  projects,
  projectPermissions,
  sites,
  verticals,
  businessTypes,
  accountVerticals,
  accountBusinessTypes,
} = schema;

// Qualified by hand: in a query of one table Drizzle leaves column names unqualified, and an
// unqualified "id" inside this subquery would be the project's.
const projectCount =
  sql<number>`(select count(*) from "projects" where "projects"."account_id" = "accounts"."id")`.mapWith(
    Number,
  );

/**
 * Whether a page of `found` rows (of at most `amount`, from `offset`) leaves the total unknown. A page
 * that is not full is the last one, so the total is `offset + found` without counting; only a full
 * page, or an empty one past the end, needs a count.
 */
export const needsCount = (found: number, amount: number, offset: number) =>
  found === amount || (found === 0 && offset > 0);

const membersOf = (userId: number | Placeholder, pattern: string | Placeholder | undefined) =>
  and(
    eq(accountMembers.userId, userId),
    pattern === undefined ? undefined : ilike(accounts.company, pattern),
  );

function accountsOfUserQuery(db: Executor, withSearch: boolean) {
  return db
    .select({
      id: accounts.id,
      company: accounts.company,
      name: accounts.name,
      projectCount,
      isUserAdmin: accountMembers.isAdmin,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(
      membersOf(sql.placeholder('userId'), withSearch ? sql.placeholder('pattern') : undefined),
    )
    .orderBy(asc(accounts.company), asc(accounts.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(withSearch ? 'list_accounts_of_user_search' : 'list_accounts_of_user');
}

// Prepared: the organisation list is the shell's first call after sign-in.
const accountsOfUser = preparedQuery((db) => accountsOfUserQuery(db, false));
const accountsOfUserSearch = preparedQuery((db) => accountsOfUserQuery(db, true));

/**
 * The user's organisations, by company name. `search` keeps those whose company contains it,
 * case-insensitively (spec §5, organisation search).
 */
export async function listAccountsOfUser(
  db: Executor,
  userId: number,
  query: PaginationQuery & { search?: string | undefined },
) {
  const offset = offsetOf(query);
  const pattern = query.search ? containing(query.search) : undefined;
  const values = { userId, limit: query.amount, offset };
  const rows =
    pattern === undefined
      ? await accountsOfUser(db).execute(values)
      : await accountsOfUserSearch(db).execute({ ...values, pattern });
  if (!needsCount(rows.length, query.amount, offset)) return { rows, total: offset + rows.length };
  const [total] = await db
    .select({ value: count() })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(membersOf(userId, pattern));
  return { rows, total: total?.value ?? 0 };
}

export async function findAccountDetail(db: Executor, accountId: number) {
  const [account] = await db
    .select({
      id: accounts.id,
      company: accounts.company,
      name: accounts.name,
      clientType: accounts.clientType,
      forceTwoFactorAuth: accounts.forceTwoFactorAuth,
      projectCount,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return undefined;
  const [verticalRows, businessTypeRows] = await Promise.all([
    db
      .select({ id: verticals.id, label: verticals.label })
      .from(accountVerticals)
      .innerJoin(verticals, eq(verticals.id, accountVerticals.verticalId))
      .where(eq(accountVerticals.accountId, accountId))
      .orderBy(asc(verticals.label)),
    db
      .select({ id: businessTypes.id, label: businessTypes.label })
      .from(accountBusinessTypes)
      .innerJoin(businessTypes, eq(businessTypes.id, accountBusinessTypes.businessTypeId))
      .where(eq(accountBusinessTypes.accountId, accountId))
      .orderBy(asc(businessTypes.label)),
  ]);
  return { ...account, verticals: verticalRows, businessTypes: businessTypeRows };
}

const projectsOfAccount = preparedQuery((db) =>
  db
    .select({
      id: projects.id,
      name: projects.name,
      canWrite: projectPermissions.canWrite,
      siteCount:
        sql<number>`(select count(*) from ${sites} where ${sites.projectId} = ${projects.id})`.mapWith(
          Number,
        ),
    })
    .from(projects)
    .leftJoin(
      projectPermissions,
      and(
        eq(projectPermissions.projectId, projects.id),
        eq(projectPermissions.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(projects.accountId, sql.placeholder('accountId')))
    .orderBy(asc(projects.name), asc(projects.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('list_projects_of_account'),
);

export async function listProjectsOfAccount(
  db: Executor,
  accountId: number,
  userId: number,
  query: PaginationQuery,
) {
  const offset = offsetOf(query);
  const rows = await projectsOfAccount(db).execute({
    accountId,
    userId,
    limit: query.amount,
    offset,
  });
  if (!needsCount(rows.length, query.amount, offset)) return { rows, total: offset + rows.length };
  const [total] = await db
    .select({ value: count() })
    .from(projects)
    .where(eq(projects.accountId, accountId));
  return { rows, total: total?.value ?? 0 };
}

/** The choices of the details page (spec §7): client types, verticals, business types. */
export async function listAccountChoices(db: Executor) {
  const [types, verticalRows, businessTypeRows] = await Promise.all([
    db
      .select({ name: schema.clientTypes.name })
      .from(schema.clientTypes)
      .orderBy(asc(schema.clientTypes.name)),
    db
      .select({ id: verticals.id, label: verticals.label })
      .from(verticals)
      .orderBy(asc(verticals.label)),
    db
      .select({ id: businessTypes.id, label: businessTypes.label })
      .from(businessTypes)
      .orderBy(asc(businessTypes.label)),
  ]);
  return {
    clientTypes: types.map((row) => row.name),
    verticals: verticalRows,
    businessTypes: businessTypeRows,
  };
}

/** The SSO status of an organisation: 0 when it has no settings (Inactive). */
export async function findSsoStatus(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ status: schema.ssoSettings.status })
    .from(schema.ssoSettings)
    .where(eq(schema.ssoSettings.accountId, accountId));
  return row?.status ?? 0;
}

/** Writes the details; the lists replace the old ones. Inside the caller's transaction. */
export async function updateAccountDetails(
  db: Executor,
  accountId: number,
  details: {
    company: string;
    forceTwoFactorAuth: boolean;
    master?: { clientType: string | null; verticals: number[]; businessTypes: number[] };
  },
): Promise<void> {
  await db
    .update(accounts)
    .set({
      company: details.company,
      forceTwoFactorAuth: details.forceTwoFactorAuth,
      ...(details.master ? { clientType: details.master.clientType } : {}),
    })
    .where(eq(accounts.id, accountId));
  if (!details.master) return;
  await db.delete(accountVerticals).where(eq(accountVerticals.accountId, accountId));
  await db.delete(accountBusinessTypes).where(eq(accountBusinessTypes.accountId, accountId));
  if (details.master.verticals.length > 0) {
    await db
      .insert(accountVerticals)
      .values(details.master.verticals.map((verticalId) => ({ accountId, verticalId })));
  }
  if (details.master.businessTypes.length > 0) {
    await db
      .insert(accountBusinessTypes)
      .values(
        details.master.businessTypes.map((businessTypeId) => ({ accountId, businessTypeId })),
      );
  }
}
