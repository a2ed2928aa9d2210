import type {} from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Route data hideSidebar=true hides the navigation menu (spec §2.3). */
    hideSidebar?: boolean;
  }
}

/** Which parts of the shell's side are shown. */
export interface LayoutMode {
  showRail: boolean;
  showMenu: boolean;
}

/** `fullscreen=true` in the query (the router parses it to a boolean, a string is accepted too). */
export function isFullscreenSearch(search: Readonly<Record<string, unknown>>): boolean {
  const value = search.fullscreen;
  return value === true || value === 'true';
}

/** Whether any matched route carries the hideSidebar route data. */
export function hidesSidebar(
  matches: readonly { staticData?: { hideSidebar?: boolean } | undefined }[],
): boolean {
  return matches.some((match) => match.staticData?.hideSidebar === true);
}

/**
 * Spec §2.3: fullscreen=true hides the side rail and the navigation; route data hideSidebar=true
 * hides the navigation menu only.
 */
export function layoutMode({
  isFullscreen,
  hideSidebar,
}: {
  isFullscreen: boolean;
  hideSidebar: boolean;
}): LayoutMode {
  if (isFullscreen) return { showRail: false, showMenu: false };
  return { showRail: true, showMenu: !hideSidebar };
}
