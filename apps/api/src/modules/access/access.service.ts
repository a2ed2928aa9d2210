import type { Db } from '@feedline/db';
import { forbidden, notFound } from '../../lib/http-error';
import { findAccountAccess, findProjectAccess, findSiteAccess } from './access.repository';

/**
 * Tenant isolation: every account, project or site route resolves its target through one of
 * these. Unknown id → 404; an id of an organisation the user is not a member of → 403
 * `inaccessible` (spec §8: the shell shows not-found and access-denied respectively).
 */
async function requireMember<T extends { isMember: boolean }>(
  what: string,
  lookup: Promise<T | undefined>,
): Promise<T> {
  const target = await lookup;
  if (!target) throw notFound(what);
  if (!target.isMember)
    throw forbidden('inaccessible', `You have no access to this ${what.toLowerCase()}`);
  return target;
}

export const requireAccount = (db: Db, userId: number, accountId: number) =>
  requireMember('Account', findAccountAccess(db, userId, accountId));

export const requireProject = (db: Db, userId: number, projectId: number) =>
  requireMember('Project', findProjectAccess(db, userId, projectId));

export const requireSite = (db: Db, userId: number, siteId: number) =>
  requireMember('Site', findSiteAccess(db, userId, siteId));

export { findProjectAccess, findSiteAccess } from './access.repository';
