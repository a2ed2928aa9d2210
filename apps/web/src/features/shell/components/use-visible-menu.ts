import type { CurrentUser } from '@feedline/contracts';
import { useMemo } from 'react';
import { getConfig } from '../../../config/config';
import { useAccountQuery } from '../../../data/account-query';
import { featureScopeOf, useFeaturesQuery } from '../../../data/features-query';
import { useProjectQuery } from '../../../data/project-query';
import { useSiteQuery } from '../../../data/site-query';
import { useSiteStatusQuery } from '../../../lib/site-status-query';
import { availableFeatureNames } from '../../../lib/available-features';
import { buildMenu, type MenuEntry } from '../model/menu-items';
import { visibleMenuEntries } from '../model/menu-visibility';
import { useShellLocation } from '../../../app/shell-location';

export interface VisibleMenu {
  entries: MenuEntry[];
  /** errorCount of the site's status, for the error-log badge (site level only). */
  errorCount: number | undefined;
}

/**
 * The menu the user may see at the current level (spec §2.4, §6): built from the level's items,
 * then filtered by the level's available features, the organisation admin flag, canWrite of the
 * project or site, and the user's role flags.
 */
export function useVisibleMenu(user: CurrentUser | undefined): VisibleMenu {
  const { level, ids, accountId } = useShellLocation();
  const isOnSite = level === 'site' || level === 'channel';

  const account = useAccountQuery(accountId);
  const project = useProjectQuery(level === 'project' ? ids.projectId : undefined);
  const site = useSiteQuery(isOnSite ? ids.siteId : undefined);
  const status = useSiteStatusQuery(level === 'site' ? ids.siteId : undefined);
  const features = useFeaturesQuery(featureScopeOf(level, ids));

  const featureNames = useMemo(
    () => (features.data ? availableFeatureNames(features.data) : undefined),
    [features.data],
  );
  const isUserAdmin = account.data?.isUserAdmin ?? false;
  const projectCanWrite = project.data?.canWrite ?? false;
  const siteCanWrite = site.data?.canWrite ?? false;

  const entries = useMemo(
    () =>
      visibleMenuEntries(buildMenu(level, ids), {
        user,
        isUserAdmin,
        projectCanWrite,
        siteCanWrite,
        availableFeatures: featureNames,
        deployment: getConfig().deployment,
      }),
    [level, ids, user, isUserAdmin, projectCanWrite, siteCanWrite, featureNames],
  );
  return { entries, errorCount: status.data?.errorCount };
}
