import { paths } from '../../../config/paths';

export type RailLinkId = 'projects' | 'workspaces' | 'content-portal' | 'settings';

export interface RailLink {
  id: RailLinkId;
  href: string;
  /** Leaves the shell (a full page load, not a router navigation). */
  isExternal: boolean;
  isActive: boolean;
  opensNewTab: boolean;
}

export interface RailContext {
  pathname: string;
  /** The retail-area access flag. */
  hasDenBoschAccess: boolean;
  /** The content-portal access flag. */
  hasCpAccess: boolean;
  /** The external portal address (config.links.contentPortal), if configured. */
  contentPortalUrl: string | undefined;
  /** The retail area's address (config.links.workspaces), if configured. */
  workspacesUrl: string | undefined;
  /** The organisation the shell shows, for the settings link. */
  accountId: number | undefined;
  /** The user may open its settings: an administrator of it, or a master user (ADR 0017). */
  canOpenSettings: boolean;
}

/**
 * The side rail (spec §2.3, §2.4, §6): Projects (active unless on the content portal);
 * Workspaces to the retail area, only with retail-area access and where that area is configured; Content Portal to the external portal for users with
 * content-portal access (when one is configured), otherwise to /content-portal; Settings to the
 * organisation settings in a new tab, for those who may open them.
 */
export function buildRailLinks(context: RailContext): RailLink[] {
  const isOnContentPortal =
    context.pathname === paths.contentPortal() ||
    context.pathname.startsWith(`${paths.contentPortal()}/`);
  const externalPortal = context.hasCpAccess ? context.contentPortalUrl : undefined;
  const links: RailLink[] = [
    {
      id: 'projects',
      href: paths.home(),
      isExternal: false,
      isActive: !isOnContentPortal,
      opensNewTab: false,
    },
  ];
  if (context.hasDenBoschAccess && context.workspacesUrl !== undefined) {
    links.push({
      id: 'workspaces',
      href: context.workspacesUrl,
      isExternal: true,
      isActive: false,
      opensNewTab: false,
    });
  }
  links.push({
    id: 'content-portal',
    href: externalPortal ?? paths.contentPortal(),
    isExternal: externalPortal !== undefined,
    isActive: isOnContentPortal,
    opensNewTab: false,
  });
  if (context.accountId !== undefined && context.canOpenSettings) {
    links.push({
      id: 'settings',
      href: paths.organisationSettings(context.accountId),
      isExternal: false,
      isActive: false,
      opensNewTab: true,
    });
  }
  return links;
}
