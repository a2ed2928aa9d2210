import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { entityLoadFailureTarget } from '../features/errors/model/load-failure';
import { accountQueryOptions } from '../data/account-query';
import { projectQueryOptions } from '../data/project-query';
import { siteQueryOptions } from '../data/site-query';

/**
 * Loads an account, project or site for a route; 403 goes to access denied (inaccessible) and
 * 404 to not found (spec §8). Other errors reach the route's error component.
 */
export async function loadEntity<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const target = entityLoadFailureTarget(error);
    if (target?.to === '/access-denied') {
      throw redirect({ to: '/access-denied', search: { reason: target.reason }, replace: true });
    }
    if (target?.to === '/not-found') throw redirect({ to: '/not-found', replace: true });
    if (target?.to === '/unverified') throw redirect({ to: '/unverified', replace: true });
    if (target?.to === '/unauthorized') throw redirect({ to: '/unauthorized', replace: true });
    if (target?.to === '/profile') {
      throw redirect({ to: '/profile', search: { twoFactor: true }, replace: true });
    }
    throw error;
  }
}

export interface LevelEntityParams {
  accountId?: number | undefined;
  projectId?: number | undefined;
  siteId?: number | undefined;
}

/**
 * Loads the lowest entity a route names (site, else project, else account) with the 403/404
 * handling of {@link loadEntity}: the user must have access to what the page is about. A site or
 * project carries its account, so nothing above it is loaded separately.
 */
export async function loadLevelEntity(
  queryClient: QueryClient,
  { accountId, projectId, siteId }: LevelEntityParams,
  { preload = false }: { preload?: boolean } = {},
): Promise<void> {
  // A preload (a link that became visible, spec §2.3) fetches only the route's code: a page of
  // thirty site cards must not ask for thirty sites.
  if (preload) return;
  if (siteId !== undefined) {
    await loadEntity(() => queryClient.ensureQueryData(siteQueryOptions({ siteId })));
  } else if (projectId !== undefined) {
    await loadEntity(() => queryClient.ensureQueryData(projectQueryOptions({ projectId })));
  } else if (accountId !== undefined) {
    await loadEntity(() => queryClient.ensureQueryData(accountQueryOptions({ accountId })));
  }
}
