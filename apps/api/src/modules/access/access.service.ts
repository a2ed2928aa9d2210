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
 * Who asks: a user, and the organisation their sign-in is limited to when an organisation's
 * identity provider signed them in (docs/adr/0019). Such a sign-in reaches nothing of any other
 * organisation, even one the person also belongs to.
 */
export interface Viewer {
  id: number;
  accountScope?: number | undefined;
}

/** Whether the viewer's sign-in reaches the organisation. */
export const isInScope = (viewer: Viewer, accountId: number) =>
  viewer.accountScope === undefined || viewer.accountScope === accountId;

/**
 * Tenant isolation: every account, project or site route resolves its target through one of
 * these. Unknown id → 404; an id of an organisation the user is not a member of, or outside the
 * sign-in's organisation scope → 403 `inaccessible` (spec §8: the shell shows not-found and
 * access-denied respectively).
 */
async function requireMember<T extends { isMember: boolean }>(
  what: string,
  viewer: Viewer,
  lookup: Promise<T | undefined>,
  accountOf: (target: T) => number,
): Promise<T> {
  const target = await lookup;
  if (!target) throw notFound(what);
  if (!target.isMember || !isInScope(viewer, accountOf(target)))
    throw forbidden('inaccessible', `You have no access to this ${what.toLowerCase()}`);
  return target;
}

export const requireAccount = (db: Db, viewer: Viewer, accountId: number) =>
  requireMember('Account', viewer, findAccountAccess(db, viewer.id, accountId), (t) => t.id);

export const requireProject = (db: Db, viewer: Viewer, projectId: number) =>
  requireMember(
    'Project',
    viewer,
    findProjectAccess(db, viewer.id, projectId),
    (t) => t.account.id,
  );

export const requireSite = (db: Db, viewer: Viewer, siteId: number) =>
  requireMember('Site', viewer, findSiteAccess(db, viewer.id, siteId), (t) => t.account.id);

/**
 * A channel of a site the user can see. A channel that does not exist, or that does not belong to
 * the site the path names (`inSiteId`), is unknown (404); the site decides about access (403).
 */
export async function requireChannel(db: Db, viewer: Viewer, channelId: number, inSiteId?: number) {
  const channel = await findChannel(db, channelId);
  if (!channel || (inSiteId !== undefined && channel.siteId !== inSiteId)) {
    throw notFound('Channel');
  }
  const site = await requireSite(db, viewer, channel.siteId);
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
  viewer: Viewer,
  wanted: readonly { channelId: number; siteId: number }[],
) {
  const found = new Map(
    (
      await findChannelsAccess(
        db,
        viewer.id,
        wanted.map((entry) => entry.channelId),
      )
    ).map((channel) => [channel.id, channel]),
  );
  return wanted.map(({ channelId, siteId }) => {
    const channel = found.get(channelId);
    if (!channel || channel.site.id !== siteId) throw notFound('Channel');
    if (!channel.site.isMember || !isInScope(viewer, channel.site.account.id)) {
      throw forbidden('inaccessible', 'You have no access to this site');
    }
    return channel;
  });
}

export { findProjectAccess, findSiteAccess } from './access.repository';

/** Whether the user belongs to the organisation (no error either way). */
export async function isMemberOf(db: Db, viewer: Viewer, accountId: number): Promise<boolean> {
  const access = await findAccountAccess(db, viewer.id, accountId);
  return Boolean(access?.isMember) && isInScope(viewer, accountId);
}
