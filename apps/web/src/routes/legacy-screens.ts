import type { ScreenId } from '../features/embedded-frame/model/screens';
import { LEGACY_REDIRECTS } from './legacy-redirects';

/**
 * Targets of the legacy redirect list (spec §2.16) that the shell has a route of its own for:
 * everything else becomes an embedded screen of the platform host at that path (spec §2.11
 * "further routes are generated from the legacy redirect list").
 */
export const SHELL_ROUTE_TARGETS: ReadonlySet<string> = new Set([
  '/overview/account/:accountId',
  '/overview/project/:projectId',
  '/monitoring/account/:accountId',
  '/logout',
  '/designer/site/:siteId',
  '/new/designer/site/:siteId',
  '/data-flow/site/:siteId',
  '/data-map/site/:siteId',
]);

/**
 * Menu items (spec §2.4) whose pages are not in the redirect list: the platform host serves them
 * the same way.
 */
export const MENU_ONLY_TARGETS: readonly string[] = [
  '/shared-datasources/account/:accountId',
  '/activity/project/:projectId',
  '/order-sync/project/:projectId',
  '/feedbacks/site/:siteId',
  '/reporting/site/:siteId',
  '/error-log/site/:siteId',
  '/activity/site/:siteId',
];

/** Pages below an area that have a name of their own; any other page is named by its area. */
const SUB_SCREENS: Readonly<Record<string, ScreenId>> = {
  '/overview/account/:accountId/add-project': 'add-project',
  '/overview/project/:projectId/add-site': 'add-site',
  '/user-management/account/:accountId/invite-users': 'invite-users',
  '/user-management/account/:accountId/user/:userId': 'user',
  '/user-management/account/:accountId/select-sites': 'select-sites',
  '/error-log/site/:siteId/error/:errorId': 'error-detail',
  '/data-services/site/:siteId/add-service': 'add-service',
  '/data-services/site/:siteId/edit-service/:serviceId': 'edit-service',
  '/exports/site/:siteId/channel/add': 'add-channel',
  '/exports/site/:siteId/channel/:channelId/setup': 'channel-setup',
  '/exports/site/:siteId/channel/:channelId/history': 'channel-history',
  '/exports/site/:siteId/channel/:channelId/columns': 'channel-columns',
  '/exports/site/:siteId/channel/:channelId/destination/:destinationId': 'channel-destination',
};

export interface LegacyScreen {
  /** The route path, e.g. `ftp/account/$accountId`. */
  path: string;
  screen: ScreenId;
}

/** A redirect target's path without its query (the query is the route's, passed through). */
function targetPath(to: string): string {
  return to.split('?', 1)[0] ?? to;
}

/**
 * The screen name of a target: its own for the pages above, else its first segment, which is the
 * area (`ftp`, `billing`, `external-authentication` …). Every area is an `embedded-frame:screens`
 * key; the route tests check each generated screen has its translation.
 */
function screenOf(path: string): ScreenId {
  return SUB_SCREENS[path] ?? ((path.split('/')[1] ?? '') as ScreenId);
}

/** The generated screens, one per distinct target path. */
export function legacyScreens(
  redirects = LEGACY_REDIRECTS,
  menuTargets = MENU_ONLY_TARGETS,
): LegacyScreen[] {
  const paths = new Set([...redirects.map((redirect) => targetPath(redirect.to)), ...menuTargets]);
  return [...paths]
    .filter((path) => !SHELL_ROUTE_TARGETS.has(path))
    .map((path) => ({
      path: path.slice(1).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '$$$1'),
      screen: screenOf(path),
    }));
}
