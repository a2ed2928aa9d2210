import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { hasSession } from '../../../lib/auth/token-store';
import { useAccountQuery } from '../../../data/account-query';
import { currentUserQueryOptions } from '../../../lib/current-user-query';
import { useProjectQuery } from '../../../data/project-query';
import { useSiteQuery } from '../../../data/site-query';
import { readLastAccountId, rememberLastAccountId } from '../model/last-account';
import { deriveLevel, extractLevelIds } from '../../../lib/level';
import { buildPageTitle } from '../model/page-title';
import { useShellStore } from '../../../app/shell-store-context';

const NO_PARAMS: Record<string, unknown> = {};

/**
 * Re-derives level, ids, organisation and page title after every navigation (spec §2.1, §2.2)
 * and hands them to the shell store; the document title follows.
 */
export function useShellLocationSync(): void {
  const store = useShellStore();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const params = useRouterState({
    select: (state) => (state.matches.at(-1)?.params as Record<string, unknown>) ?? NO_PARAMS,
  });
  const level = deriveLevel(params, pathname);
  const { accountId: routeAccountId, projectId, siteId, channelId } = extractLevelIds(params);
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

  useEffect(() => {
    store.setLocation({
      level,
      ids: { accountId: routeAccountId, projectId, siteId, channelId },
      accountId,
      title,
    });
    document.title = title;
  }, [store, level, routeAccountId, projectId, siteId, channelId, accountId, title]);

  const loadedAccountId = account.data?.id;
  useEffect(() => {
    // Only an organisation the user actually opened is remembered, not the fallback one.
    if (entityAccountId !== undefined && loadedAccountId === entityAccountId) {
      rememberLastAccountId(entityAccountId);
    }
  }, [entityAccountId, loadedAccountId]);
}
