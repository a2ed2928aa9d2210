import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '../data/account-query';
import { accountsQueryOptions } from '../data/accounts-query';
import { featureScopeOf, featuresQueryOptions } from '../data/features-query';
import { projectQueryOptions } from '../data/project-query';
import { siteQueryOptions } from '../data/site-query';
import { announcementsQueryOptions } from '../features/announcements/api/announcements-query';
import { readLastAccountId } from '../lib/last-account';
import { deriveLevel, extractLevelIds } from '../lib/level';
import { siteStatusQueryOptions } from '../lib/site-status-query';

/**
 * A prefetch that fails is not retried here: the component that needs the data asks again and
 * shows the error; the page is not held up by retries.
 */
function prefetch<T extends { queryKey: readonly unknown[] }>(
  queryClient: QueryClient,
  options: T,
): Promise<void> {
  return queryClient.prefetchQuery({
    ...(options as Parameters<QueryClient['prefetchQuery']>[0]),
    retry: false,
  });
}

/**
 * Everything the shell's first screen needs at a route (switcher, menu and its features, the
 * level's entities, the error-log badge, announcements), requested at once as soon as the route
 * is known instead of one after another as components mount (ARCHITECTURE.md §9). Resolves when
 * all of it has arrived or failed, except the site's status: the error-log badge it feeds shows
 * in its menu item's own right-hand space when it arrives, moving nothing, so the page does not
 * wait for it, and it is asked for once the rest has arrived. Cached data is not fetched again.
 */
export async function prefetchShellData(
  queryClient: QueryClient,
  params: Readonly<Record<string, unknown>>,
  pathname: string,
): Promise<void> {
  const level = deriveLevel(params, pathname);
  const ids = extractLevelIds(params);
  const features = featureScopeOf(level, ids);
  const tasks: Array<Promise<unknown> | undefined> = [
    prefetch(queryClient, accountsQueryOptions()),
    prefetch(queryClient, announcementsQueryOptions()),
  ];
  if (features) tasks.push(prefetch(queryClient, featuresQueryOptions(features)));

  const account = (accountId: number | null | undefined) =>
    accountId ? prefetch(queryClient, accountQueryOptions({ accountId })) : undefined;
  // The organisation of a project or a site is known once the project or site has arrived.
  const accountOf = async (key: readonly unknown[], load: Promise<void>) => {
    await load;
    const entity = queryClient.getQueryData<{ account?: { id: number } }>(key);
    await account(entity?.account?.id);
  };
  let afterwards: (() => void) | undefined;
  if (level === 'site' || level === 'channel') {
    if (ids.siteId !== undefined) {
      const siteId = ids.siteId;
      const site = siteQueryOptions({ siteId });
      tasks.push(accountOf(site.queryKey, prefetch(queryClient, site)));
      if (level === 'site') {
        // Not waited for (see above), and asked once what the page waits for has arrived: the API
        // answers that first.
        afterwards = () => void prefetch(queryClient, siteStatusQueryOptions({ siteId }));
      }
    }
  } else if (level === 'project' && ids.projectId !== undefined) {
    const project = projectQueryOptions({ projectId: ids.projectId });
    tasks.push(accountOf(project.queryKey, prefetch(queryClient, project)));
  } else {
    tasks.push(account(ids.accountId ?? (level === 'top' ? readLastAccountId() : undefined)));
  }
  await Promise.all(tasks);
  afterwards?.();
}
