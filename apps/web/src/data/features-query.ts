import {
  featuresQueryOptions as featuresOptions,
  type FeaturesVariables,
} from '@feedline/api-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/http';
import type { Level, LevelIds } from '../lib/level';

export type { FeaturesVariables };

export function featuresQueryOptions(variables: FeaturesVariables) {
  return featuresOptions(api, variables);
}

/** Whose features a level's menu depends on: the account, the project, or the site. */
export function featureScopeOf(level: Level, ids: LevelIds): FeaturesVariables | undefined {
  if ((level === 'site' || level === 'channel') && ids.siteId !== undefined) {
    return { scope: 'site', id: ids.siteId };
  }
  if (level === 'project' && ids.projectId !== undefined) {
    return { scope: 'project', id: ids.projectId };
  }
  if (level === 'account' && ids.accountId !== undefined) {
    return { scope: 'account', id: ids.accountId };
  }
  return undefined;
}

export function useFeaturesQuery(variables: FeaturesVariables | undefined) {
  return useQuery({
    ...featuresQueryOptions(variables ?? { scope: 'account', id: 0 }),
    enabled: variables !== undefined,
  });
}
