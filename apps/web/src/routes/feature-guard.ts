import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { featuresQueryOptions, type FeaturesVariables } from '../data/features-query';
import { availableFeatureNames } from '../lib/available-features';
import { loadEntity } from './load-entity';

export interface LevelParams {
  accountId?: number | undefined;
  projectId?: number | undefined;
  siteId?: number | undefined;
}

/** Whose features a URL is about: the site, else the project, else the account in it. */
export function featureScopeOfParams(params: LevelParams): FeaturesVariables | null {
  if (params.siteId !== undefined) return { scope: 'site', id: params.siteId };
  if (params.projectId !== undefined) return { scope: 'project', id: params.projectId };
  if (params.accountId !== undefined) return { scope: 'account', id: params.accountId };
  return null;
}

/** What the guard reads of a route match (the router's matches are typed loosely here). */
export interface MatchWithData {
  routeId: unknown;
  staticData?: { feature?: string | undefined } | undefined;
}

/** The feature named in the route data of the match `routeId`, if any. */
export function routeFeature(
  matches: readonly MatchWithData[],
  routeId: string,
): string | undefined {
  return matches.find((match) => match.routeId === routeId)?.staticData?.feature;
}

export type FeatureGuardDecision = 'pass' | 'unauthorized';

/** Spec §5: the route's feature must be available, otherwise access denied (unauthorized). */
export function decideFeatureGuard(
  feature: string | undefined,
  available: ReadonlySet<string>,
): FeatureGuardDecision {
  return feature === undefined || available.has(feature) ? 'pass' : 'unauthorized';
}

export interface RouteFeatureGuardOptions {
  queryClient: QueryClient;
  params: LevelParams;
  matches: readonly MatchWithData[];
  routeId: string;
}

/**
 * The generic route guard of spec §5, for `beforeLoad`: loads the available features of the
 * account, project or site in the URL and redirects to /access-denied?reason=unauthorized when
 * the route's feature is not among them. A 403 or 404 on that load is the entity's (§8).
 */
export async function requireRouteFeature({
  queryClient,
  params,
  matches,
  routeId,
}: RouteFeatureGuardOptions): Promise<void> {
  const feature = routeFeature(matches, routeId);
  const scope = featureScopeOfParams(params);
  if (feature === undefined || scope === null) return;
  const features = await loadEntity(() => queryClient.ensureQueryData(featuresQueryOptions(scope)));
  if (decideFeatureGuard(feature, availableFeatureNames(features)) === 'unauthorized') {
    throw redirect({ to: '/access-denied', search: { reason: 'unauthorized' }, replace: true });
  }
}
