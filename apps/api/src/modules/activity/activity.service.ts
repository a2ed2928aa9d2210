import type { ActivityFilter } from '@feedline/contracts';
import type { Db } from '@feedline/db';
import { notFound } from '../../lib/http-error';
import { findProjectAccess, findSiteAccess } from '../access/access.service';

/**
 * A site or project named in the query must be the organisation's. Another organisation's is a
 * 404 like an unknown one, as for a channel in the data view's query: the id does not name
 * anything within the organisation of the path, and a 403 would tell that it exists elsewhere.
 */
async function requireSiteOfAccount(db: Db, userId: number, accountId: number, siteId: number) {
  const site = await findSiteAccess(db, userId, siteId);
  if (site?.account.id !== accountId) throw notFound('Site');
}

async function requireProjectOfAccount(
  db: Db,
  userId: number,
  accountId: number,
  projectId: number,
) {
  const project = await findProjectAccess(db, userId, projectId);
  if (project?.account.id !== accountId) throw notFound('Project');
}

/**
 * Checks the activity filters of a member of the organisation. `userId` needs no check: events
 * are the organisation's already, and a former member's events stay findable.
 */
export async function checkActivityFilter(
  db: Db,
  userId: number,
  accountId: number,
  filter: ActivityFilter,
): Promise<void> {
  await Promise.all([
    filter.siteId === undefined
      ? undefined
      : requireSiteOfAccount(db, userId, accountId, filter.siteId),
    filter.projectId === undefined
      ? undefined
      : requireProjectOfAccount(db, userId, accountId, filter.projectId),
  ]);
}

/** The filters as a query string to append to the page links, so that following them keeps them. */
export function filterQuery(filter: ActivityFilter): string {
  return (['siteId', 'projectId', 'userId'] as const)
    .flatMap((name) => (filter[name] === undefined ? [] : [`&${name}=${filter[name]}`]))
    .join('');
}

export { insertAuditEvent, insertAuditEvents } from './activity.repository';
