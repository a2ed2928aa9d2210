import type { WebConfig } from '@feedline/contracts';
import { isAreaOffered } from '../../../lib/deployment';
import type { Level } from '../../../lib/level';
import type { MenuEntry, MenuItem, Role } from './menu-items';

/** The user flags the menu rules read (spec §3 User). */
export interface MenuUser {
  isMaster: boolean;
  isSales: boolean;
  isAccountant: boolean;
}

/** Everything the visibility of a menu item depends on. */
export interface MenuVisibilityContext {
  /** The signed-in user; none means every item is hidden. */
  user: MenuUser | undefined;
  /** The user administers the current organisation (Account.isUserAdmin). */
  isUserAdmin: boolean;
  /** canWrite of the current project (project level). */
  projectCanWrite: boolean;
  /** canWrite of the current site (site and channel level). */
  siteCanWrite: boolean;
  /**
   * Names of the features available for the account, project or site of the level; undefined
   * while unknown (feature-flagged items stay hidden until the list says they are available).
   */
  availableFeatures: ReadonlySet<string> | undefined;
  /** The deployment (web config): staging does not offer areas still in trial. */
  deployment: WebConfig['deployment'];
}

/** Right `write` needs canWrite on the site (site/channel level) or the project (project level). */
function canWriteAt(level: Level, context: MenuVisibilityContext): boolean {
  if (level === 'site' || level === 'channel') return context.siteCanWrite;
  if (level === 'project') return context.projectCanWrite;
  return false;
}

function userHasRole(user: MenuUser, roles: readonly Role[]): boolean {
  return (
    (user.isMaster && roles.includes('master')) ||
    (user.isSales && roles.includes('sales')) ||
    (user.isAccountant && roles.includes('accountant'))
  );
}

/** The permission rule of spec §6, in its order. */
function passesPermissions(item: MenuItem, context: MenuVisibilityContext): boolean {
  const { user } = context;
  if (!user) return false;
  const roles = item.roles ?? [];
  if (roles.length === 0 && !item.right) return true;
  if (roles.includes('admin') && context.isUserAdmin) return true;
  if (item.right === 'write') return canWriteAt(item.level, context);
  return userHasRole(user, roles);
}

function hasFeature(item: MenuItem, context: MenuVisibilityContext): boolean {
  return item.feature === undefined || (context.availableFeatures?.has(item.feature) ?? false);
}

/**
 * Whether a menu item is shown (spec §2.3, §2.4, §6): its area must be offered on this deployment,
 * its feature must be available, and the user must
 * pass the role/right rule (no user → hidden; no roles and no right → everyone; an organisation
 * admin passes items listing admin; right write needs canWrite; otherwise the master, sales and
 * accountant flags are matched against the listed roles).
 */
export function isMenuItemVisible(item: MenuItem, context: MenuVisibilityContext): boolean {
  return (
    isAreaOffered(item.route, context.deployment) &&
    hasFeature(item, context) &&
    passesPermissions(item, context)
  );
}

/** The entries of a built menu that the context lets the user see, in order. */
export function visibleMenuEntries(
  entries: readonly MenuEntry[],
  context: MenuVisibilityContext,
): MenuEntry[] {
  return entries.filter((entry) => isMenuItemVisible(entry.item, context));
}
