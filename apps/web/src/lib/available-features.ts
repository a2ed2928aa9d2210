import type { Feature } from '@feedline/contracts';

/** Names of the available features: those present in the list with permission true (spec §3). */
export function availableFeatureNames(features: readonly Feature[]): ReadonlySet<string> {
  return new Set(features.filter((feature) => feature.permission).map((feature) => feature.name));
}
