import type { Level, LevelIds } from '../../../lib/level';

export type Role = 'admin' | 'sales' | 'master' | 'accountant';

/** Icon names; the components map them to icon components so this model stays free of React. */
export type MenuIcon =
  | 'back'
  | 'overview'
  | 'dashboard'
  | 'authentication'
  | 'user-management'
  | 'monitoring'
  | 'ftp'
  | 'activity'
  | 'shared-settings'
  | 'shared-datasource'
  | 'order-sync'
  | 'reporting'
  | 'settings'
  | 'data-map'
  | 'data-sources'
  | 'data-services'
  | 'exports'
  | 'feedbacks'
  | 'new-designer'
  | 'designer'
  | 'scheduling'
  | 'data-flow'
  | 'data-view'
  | 'lists'
  | 'finance-strategy'
  | 'error-log'
  | 'tracking'
  | 'setup'
  | 'history'
  | 'columns';

export interface MenuItem {
  /** Unique per level; the title is the translation `shell:menu.items.<id>`. */
  id: string;
  level: Level;
  icon: MenuIcon;
  /** Path template; `{accountId}`, `{projectId}`, `{siteId}`, `{channelId}` are filled in. */
  route: string;
  /** Hidden when this feature is unavailable for the account, project or site. */
  feature?: string;
  /** Who may see it (spec §6); none listed and no right means everyone. */
  roles?: readonly Role[];
  /** Needs canWrite on the site (site/channel level) or the project (project level). */
  right?: 'write';
  tag?: 'new' | 'beta';
  /** Shows the red badge: the site's error-log count (spec §2.4). */
  hasBadge?: boolean;
}

const ADMIN_OR_MASTER: readonly Role[] = ['admin', 'master'];

/** The menu of every level, in display order (spec §2.4). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { id: 'back-to-projects', level: 'top', icon: 'back', route: '/' },

  { id: 'overview', level: 'account', icon: 'overview', route: '/overview/account/{accountId}' },
  {
    id: 'dashboard',
    level: 'account',
    icon: 'dashboard',
    route: '/dashboard/account/{accountId}',
    roles: ADMIN_OR_MASTER,
  },
  {
    id: 'authentication',
    level: 'account',
    icon: 'authentication',
    route: '/authentication/account/{accountId}',
  },
  {
    id: 'user-management',
    level: 'account',
    icon: 'user-management',
    route: '/user-management/account/{accountId}',
    roles: ADMIN_OR_MASTER,
  },
  {
    id: 'monitoring',
    level: 'account',
    icon: 'monitoring',
    route: '/monitoring/account/{accountId}',
    roles: ADMIN_OR_MASTER,
    // The monitoring routes are guarded by this feature (spec §2.4, §5).
    feature: 'monitoring',
  },
  {
    id: 'ftp',
    level: 'account',
    icon: 'ftp',
    route: '/ftp/account/{accountId}',
    roles: ADMIN_OR_MASTER,
  },
  {
    id: 'activity',
    level: 'account',
    icon: 'activity',
    route: '/activity/account/{accountId}',
    roles: ADMIN_OR_MASTER,
  },
  {
    id: 'shared-settings',
    level: 'account',
    icon: 'shared-settings',
    route: '/shared-settings/account/{accountId}',
    roles: ADMIN_OR_MASTER,
    tag: 'beta',
  },
  {
    id: 'shared-datasource',
    level: 'account',
    icon: 'shared-datasource',
    route: '/shared-datasources/account/{accountId}',
    roles: ADMIN_OR_MASTER,
    tag: 'beta',
    feature: 'shared_data_source',
  },

  { id: 'overview', level: 'project', icon: 'overview', route: '/overview/project/{projectId}' },
  {
    id: 'dashboard',
    level: 'project',
    icon: 'dashboard',
    route: '/dashboard/project/{projectId}',
    roles: ADMIN_OR_MASTER,
  },
  {
    id: 'authentication',
    level: 'project',
    icon: 'authentication',
    route: '/authentication/project/{projectId}',
  },
  {
    id: 'monitoring',
    level: 'project',
    icon: 'monitoring',
    route: '/monitoring/project/{projectId}',
    roles: ADMIN_OR_MASTER,
    // The monitoring routes are guarded by this feature (spec §2.4, §5).
    feature: 'monitoring',
  },
  {
    id: 'activity',
    level: 'project',
    icon: 'activity',
    route: '/activity/project/{projectId}',
    roles: ADMIN_OR_MASTER,
  },
  {
    id: 'order-sync',
    level: 'project',
    icon: 'order-sync',
    route: '/order-sync/project/{projectId}',
    roles: ADMIN_OR_MASTER,
  },
  { id: 'reporting', level: 'project', icon: 'reporting', route: '/reporting/project/{projectId}' },
  {
    id: 'settings',
    level: 'project',
    icon: 'settings',
    route: '/settings/project/{projectId}',
    roles: ADMIN_OR_MASTER,
  },

  {
    id: 'dashboard',
    level: 'site',
    icon: 'dashboard',
    route: '/dashboard/site/{siteId}/version/1',
  },
  { id: 'data-map', level: 'site', icon: 'data-map', route: '/data-map/site/{siteId}' },
  {
    id: 'authentication',
    level: 'site',
    icon: 'authentication',
    route: '/authentication/site/{siteId}',
  },
  { id: 'data-sources', level: 'site', icon: 'data-sources', route: '/data-sources/site/{siteId}' },
  {
    id: 'data-services',
    level: 'site',
    icon: 'data-services',
    route: '/data-services/site/{siteId}',
  },
  { id: 'exports', level: 'site', icon: 'exports', route: '/exports/site/{siteId}' },
  {
    id: 'feedbacks',
    level: 'site',
    icon: 'feedbacks',
    route: '/feedbacks/site/{siteId}',
    feature: 'feedback_service_ui',
  },
  {
    id: 'new-designer',
    level: 'site',
    icon: 'new-designer',
    route: '/new/designer/site/{siteId}',
    feature: 'new_gen_image_designer',
  },
  { id: 'designer', level: 'site', icon: 'designer', route: '/designer/site/{siteId}' },
  { id: 'scheduling', level: 'site', icon: 'scheduling', route: '/scheduling/site/{siteId}' },
  { id: 'data-flow', level: 'site', icon: 'data-flow', route: '/data-flow/site/{siteId}' },
  { id: 'data-view', level: 'site', icon: 'data-view', route: '/data-view/site/{siteId}' },
  { id: 'lists', level: 'site', icon: 'lists', route: '/lists/site/{siteId}' },
  {
    id: 'finance-strategy',
    level: 'site',
    icon: 'finance-strategy',
    route: '/finance-strategy/site/{siteId}',
  },
  { id: 'reporting', level: 'site', icon: 'reporting', route: '/reporting/site/{siteId}' },
  {
    id: 'error-log',
    level: 'site',
    icon: 'error-log',
    route: '/error-log/site/{siteId}',
    hasBadge: true,
  },
  {
    id: 'monitoring',
    level: 'site',
    icon: 'monitoring',
    route: '/monitoring/site/{siteId}',
    feature: 'monitoring',
  },
  { id: 'activity', level: 'site', icon: 'activity', route: '/activity/site/{siteId}' },
  { id: 'tracking', level: 'site', icon: 'tracking', route: '/tracking/site/{siteId}' },
  { id: 'settings', level: 'site', icon: 'settings', route: '/settings/site/{siteId}' },

  {
    id: 'setup',
    level: 'channel',
    icon: 'setup',
    route: '/exports/site/{siteId}/channel/{channelId}/setup',
  },
  {
    id: 'status',
    level: 'channel',
    icon: 'history',
    route: '/exports/site/{siteId}/channel/{channelId}/history',
  },
  {
    id: 'order-columns',
    level: 'channel',
    icon: 'columns',
    route: '/exports/site/{siteId}/channel/{channelId}/columns',
  },
];

export function menuItemsForLevel(level: Level): MenuItem[] {
  return MENU_ITEMS.filter((item) => item.level === level);
}

/** Fills a route template; null when a placeholder has no id (the item cannot be linked). */
export function fillRoute(template: string, ids: LevelIds): string | null {
  let missing = false;
  const path = template.replace(/\{(accountId|projectId|siteId|channelId)\}/g, (_match, name) => {
    const id = ids[name as keyof LevelIds];
    if (id === undefined) missing = true;
    return String(id);
  });
  return missing ? null : path;
}

export interface MenuEntry {
  item: MenuItem;
  href: string;
}

/** The linkable menu entries of a level; `visibleMenuEntries` then applies roles and features. */
export function buildMenu(level: Level, ids: LevelIds): MenuEntry[] {
  return menuItemsForLevel(level).flatMap((item) => {
    const href = fillRoute(item.route, ids);
    return href === null ? [] : [{ item, href }];
  });
}

/** Whether a link to `href` is the current page (or an ancestor of it; `/` only matches itself). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
