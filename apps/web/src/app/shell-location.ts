import { useQuery } from '@tanstack/react-query';
import { useRouterState, type RegisteredRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAccountQuery } from '../data/account-query';
import { useProjectQuery } from '../data/project-query';
import { useSiteQuery } from '../data/site-query';
import { readLastAccountId } from '../lib/last-account';
import { buildPageTitle } from '../lib/page-title';
import { hasSession } from '../lib/auth/token-store';
import { currentUserQueryOptions } from '../lib/current-user-query';
import { deriveLevel, extractLevelIds, type Level, type LevelIds } from '../lib/level';

const NO_PARAMS: Record<string, unknown> = {};

export interface RouteLevel {
  level: Level;
  ids: LevelIds;
}

/** Where the page on screen is: its path and its (validated) query. */
export interface ShownLocation {
  pathname: string;
  search: Readonly<Record<string, unknown>>;
}

/**
 * A part of the location of the page on screen. While a navigation loads, the router's `location`
 * is already the next one but its page is not there yet (its matches are still the old page's):
 * the shell's level, menu, rail and everything else read from the location change with the page,
 * in the render that shows it, not once more at the click (a render of the whole shell in the
 * way of the new page's requests). Read from the rendered matches, which change in that render
 * (the router's `resolvedLocation` follows a moment later, and would render the shell once more).
 */
export function useShownLocation<T extends string | boolean | undefined>(
  select: (location: ShownLocation) => T,
): T {
  return useRouterState<RegisteredRouter, string | boolean | undefined>({
    select: (state) => {
      const shown = state.matches.at(-1);
      return select(
        shown
          ? { pathname: shown.pathname, search: shown.search as Record<string, unknown> }
          : { pathname: state.location.pathname, search: state.location.search },
      );
    },
  }) as T;
}

/** Level and hierarchy ids of the page on screen (spec §2.1), read from the router as it renders. */
export function useRouteLevel(): RouteLevel {
  const pathname = useShownLocation((location) => location.pathname);
  const params = useRouterState({
    select: (state) => (state.matches.at(-1)?.params as Record<string, unknown>) ?? NO_PARAMS,
  });
  const level = deriveLevel(params, pathname);
  const { accountId, projectId, siteId, channelId } = extractLevelIds(params);
  return useMemo(
    () => ({ level, ids: { accountId, projectId, siteId, channelId } }),
    [level, accountId, projectId, siteId, channelId],
  );
}

export interface ShellLocation extends RouteLevel {
  /** The organisation the shell shows: the route's (or its project's or site's), else the remembered one at top level. */
  accountId: number | undefined;
  /** The organisation the route itself names, once known (not the remembered fallback). */
  entityAccountId: number | undefined;
  /** Whether the organisation shown has loaded. */
  loadedAccountId: number | undefined;
  title: string;
}

/**
 * Where the shell is (spec §2.1, §2.2): level and ids from the router, the organisation and the
 * page title from the route's entities. Derived while rendering, never stored.
 */
export function useShellLocation(): ShellLocation {
  const { level, ids } = useRouteLevel();
  const { accountId: routeAccountId, projectId, siteId } = ids;
  // Observes the guard's user load without starting one: nothing is fetched for a blocked page.
  const { isSuccess: hasUser } = useQuery({ ...currentUserQueryOptions(), enabled: false });
  const isSignedIn = hasSession() && hasUser;
  const onSite = level === 'site' || level === 'channel';

  const site = useSiteQuery(isSignedIn && onSite ? siteId : undefined);
  const project = useProjectQuery(isSignedIn && level === 'project' ? projectId : undefined);
  const entityAccountId = routeAccountId ?? project.data?.account.id ?? site.data?.account.id;
  const accountId =
    entityAccountId ?? (level === 'top' ? (readLastAccountId() ?? undefined) : undefined);
  const account = useAccountQuery(isSignedIn ? accountId : undefined);

  const title = buildPageTitle({
    level,
    accountCompany: account.data?.company,
    projectName: project.data?.name,
    siteId,
    siteName: site.data?.name,
  });
  return { level, ids, accountId, entityAccountId, loadedAccountId: account.data?.id, title };
}
