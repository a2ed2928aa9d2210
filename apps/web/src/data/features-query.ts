import type { Feature } from '@feedline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '../lib/api-error';
import { getJson } from '../lib/http';
import type { Level, LevelIds } from '../lib/level';
import { resourceKeys } from './resource-keys';

export type FeatureScope = 'account' | 'project' | 'site';

export interface FeaturesVariables {
  scope: FeatureScope;
  id: number;
}
export type FeaturesData = Feature[];
export type FeaturesError = ApiRequestError;

const SCOPE_PATHS: Record<FeatureScope, string> = {
  account: 'accounts',
  project: 'projects',
  site: 'sites',
};

export function getFeatures({ scope, id }: FeaturesVariables, signal?: AbortSignal) {
  return getJson<{ data: Feature[] }>(`/${SCOPE_PATHS[scope]}/${id}/features`, { signal }).then(
    (body) => body.data,
  );
}

export function featuresQueryOptions(variables: FeaturesVariables) {
  return queryOptions<FeaturesData, FeaturesError>({
    queryKey: resourceKeys.features(variables.scope, variables.id),
    queryFn: ({ signal }) => getFeatures(variables, signal),
    staleTime: 5 * 60_000,
  });
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
