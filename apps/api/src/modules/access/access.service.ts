import type { Db } from '@feedline/db';
import { forbidden, notFound } from '../../lib/http-error';
import {
  findAccountAccess,
  findChannelsAccess,
  findChannel,
  findProjectAccess,
  findSiteAccess,
  isTwoFactorEnforcedFor,
} from './access.repository';

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

/**
 * A channel of a site the user can see. A channel that does not exist, or that does not belong to
 * the site the path names (`inSiteId`), is unknown (404); the site decides about access (403).
 */
export async function requireChannel(db: Db, userId: number, channelId: number, inSiteId?: number) {
  const channel = await findChannel(db, channelId);
  if (!channel || (inSiteId !== undefined && channel.siteId !== inSiteId)) {
    throw notFound('Channel');
  }
  const site = await requireSite(db, userId, channel.siteId);
  return { id: channel.id, name: channel.name, site };
}

/**
 * The two-factor policy (spec §6), enforced here and not only by the shell: a user without 2FA
 * who belongs to an organisation that enforces it gets nothing but the routes that help them set
 * it up.
 */
export async function requireTwoFactorPolicy(
  db: Db,
  user: { id: number; totpEnabled: boolean },
): Promise<void> {
  if (user.totpEnabled) return;
  if (await isTwoFactorEnforcedFor(db, user.id)) {
    throw forbidden(
      'two-factor-required',
      'Your organisation requires two-factor authentication: set it up in your profile first',
    );
  }
}

/**
 * Several channels at once, each of the site the caller names for it, in one query: one that
 * does not exist or is of another site is unknown (404); one of a site the user cannot see, 403.
 */
export async function requireChannels(
  db: Db,
  userId: number,
  wanted: readonly { channelId: number; siteId: number }[],
) {
  const found = new Map(
    (
      await findChannelsAccess(
        db,
        userId,
        wanted.map((entry) => entry.channelId),
      )
    ).map((channel) => [channel.id, channel]),
  );
  return wanted.map(({ channelId, siteId }) => {
    const channel = found.get(channelId);
    if (!channel || channel.site.id !== siteId) throw notFound('Channel');
    if (!channel.site.isMember) {
      throw forbidden('inaccessible', 'You have no access to this site');
    }
    return channel;
  });
}

export { findProjectAccess, findSiteAccess } from './access.repository';
