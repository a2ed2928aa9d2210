import type { Level } from './level';

export const PLATFORM_TITLE = 'Feedline';

export interface PageTitleContext {
  level: Level;
  accountCompany?: string | undefined;
  projectName?: string | undefined;
  siteId?: number | undefined;
  siteName?: string | undefined;
}

function withPlatform(prefix: string | undefined): string {
  return prefix ? `${prefix} - ${PLATFORM_TITLE}` : PLATFORM_TITLE;
}

/**
 * The document title for a level (spec §2.2). Until the level's entity has loaded, the platform
 * title is shown rather than a half-filled one.
 */
export function buildPageTitle(context: PageTitleContext): string {
  switch (context.level) {
    case 'account':
      return withPlatform(context.accountCompany);
    case 'project':
      return withPlatform(context.projectName);
    case 'site':
    case 'channel':
      return context.siteId !== undefined && context.siteName
        ? withPlatform(`${context.siteId} ${context.siteName}`)
        : PLATFORM_TITLE;
    case 'top':
      return PLATFORM_TITLE;
  }
}
