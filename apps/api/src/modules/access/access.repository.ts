import { preparedQuery, schema, type Executor } from '@feedline/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

const { accounts, accountMembers, channels, projects, projectPermissions, sites, sitePermissions } =
  schema;

// Every account, project and site route resolves its target through one of these: prepared, with
// the user and the target as placeholders.
const theUser = sql.placeholder('userId');
const theTarget = sql.placeholder('targetId');

const membership = and(
  eq(accountMembers.accountId, accounts.id),
  eq(accountMembers.userId, theUser),
);

const accountAccess = preparedQuery((db) =>
  db
    .select({
      id: accounts.id,
      company: accounts.company,
      isMember: isNotNull(accountMembers.userId),
      isAdmin: accountMembers.isAdmin,
    })
    .from(accounts)
    .leftJoin(accountMembers, membership)
    .where(eq(accounts.id, theTarget))
    .prepare('find_account_access'),
);

const projectAccess = preparedQuery((db) =>
  db
    .select({
      id: projects.id,
      name: projects.name,
      account: { id: accounts.id, company: accounts.company },
      isMember: isNotNull(accountMembers.userId),
      isAdmin: accountMembers.isAdmin,
      projectWrite: projectPermissions.canWrite,
    })
    .from(projects)
    .innerJoin(accounts, eq(accounts.id, projects.accountId))
    .leftJoin(accountMembers, membership)
    .leftJoin(
      projectPermissions,
      and(eq(projectPermissions.projectId, projects.id), eq(projectPermissions.userId, theUser)),
    )
    .where(eq(projects.id, theTarget))
    .prepare('find_project_access'),
);

const siteAccess = preparedQuery((db) =>
  db
    .select({
      id: sites.id,
      name: sites.name,
      parentSiteId: sites.parentSiteId,
      project: { id: projects.id, name: projects.name },
      account: { id: accounts.id, company: accounts.company },
      isMember: isNotNull(accountMembers.userId),
      isAdmin: accountMembers.isAdmin,
      projectWrite: projectPermissions.canWrite,
      siteWrite: sitePermissions.canWrite,
    })
    .from(sites)
    .innerJoin(projects, eq(projects.id, sites.projectId))
    .innerJoin(accounts, eq(accounts.id, projects.accountId))
    .leftJoin(accountMembers, membership)
    .leftJoin(
      projectPermissions,
      and(eq(projectPermissions.projectId, projects.id), eq(projectPermissions.userId, theUser)),
    )
    .leftJoin(
      sitePermissions,
      and(eq(sitePermissions.siteId, sites.id), eq(sitePermissions.userId, theUser)),
    )
    .where(eq(sites.id, theTarget))
    .prepare('find_site_access'),
);

const channelOfSite = preparedQuery((db) =>
  db
    .select({ id: channels.id, name: channels.name, siteId: channels.siteId })
    .from(channels)
    .where(eq(channels.id, theTarget))
    .prepare('find_channel'),
);

/** A channel and the site it belongs to; who may see it is the site's question. */
export async function findChannel(db: Executor, channelId: number) {
  const [row] = await channelOfSite(db).execute({ targetId: channelId });
  return row;
}

const enforcingMembership = preparedQuery((db) =>
  db
    .select({ accountId: accountMembers.accountId })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.userId, theUser), eq(accounts.forceTwoFactorAuth, true)))
    .limit(1)
    .prepare('find_enforcing_membership'),
);

/** Whether an organisation the user belongs to enforces two-factor authentication. */
export async function isTwoFactorEnforcedFor(db: Executor, userId: number): Promise<boolean> {
  return (await enforcingMembership(db).execute({ userId })).length > 0;
}

export async function findAccountAccess(db: Executor, userId: number, accountId: number) {
  const [row] = await accountAccess(db).execute({ userId, targetId: accountId });
  return row && { ...row, isMember: Boolean(row.isMember), isAdmin: row.isAdmin ?? false };
}

export async function findProjectAccess(db: Executor, userId: number, projectId: number) {
  const [row] = await projectAccess(db).execute({ userId, targetId: projectId });
  if (!row) return undefined;
  const isAdmin = row.isAdmin ?? false;
  return {
    id: row.id,
    name: row.name,
    account: row.account,
    isMember: Boolean(row.isMember),
    isAdmin,
    canWrite: isAdmin || (row.projectWrite ?? false),
  };
}

export async function findSiteAccess(db: Executor, userId: number, siteId: number) {
  const [row] = await siteAccess(db).execute({ userId, targetId: siteId });
  if (!row) return undefined;
  const isAdmin = row.isAdmin ?? false;
  return {
    id: row.id,
    name: row.name,
    parentSiteId: row.parentSiteId,
    project: row.project,
    account: row.account,
    isMember: Boolean(row.isMember),
    isAdmin,
    canWrite: isAdmin || (row.siteWrite ?? row.projectWrite ?? false),
  };
}

/** Several channels with their sites and what the user may do there, in one query. */
export async function findChannelsAccess(db: Executor, userId: number, channelIds: number[]) {
  if (channelIds.length === 0) return [];
  const rows = await db
    .select({
      id: channels.id,
      name: channels.name,
      siteId: sites.id,
      siteName: sites.name,
      account: { id: accounts.id, company: accounts.company },
      isMember: isNotNull(accountMembers.userId),
      isAdmin: accountMembers.isAdmin,
      projectWrite: projectPermissions.canWrite,
      siteWrite: sitePermissions.canWrite,
    })
    .from(channels)
    .innerJoin(sites, eq(sites.id, channels.siteId))
    .innerJoin(projects, eq(projects.id, sites.projectId))
    .innerJoin(accounts, eq(accounts.id, projects.accountId))
    .leftJoin(
      accountMembers,
      and(eq(accountMembers.accountId, accounts.id), eq(accountMembers.userId, userId)),
    )
    .leftJoin(
      projectPermissions,
      and(eq(projectPermissions.projectId, projects.id), eq(projectPermissions.userId, userId)),
    )
    .leftJoin(
      sitePermissions,
      and(eq(sitePermissions.siteId, sites.id), eq(sitePermissions.userId, userId)),
    )
    .where(inArray(channels.id, channelIds));
  return rows.map((row) => {
    const isAdmin = row.isAdmin ?? false;
    return {
      id: row.id,
      name: row.name,
      site: {
        id: row.siteId,
        name: row.siteName,
        account: row.account,
        isMember: Boolean(row.isMember),
        canWrite: isAdmin || (row.siteWrite ?? row.projectWrite ?? false),
      },
    };
  });
}
