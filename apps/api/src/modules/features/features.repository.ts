import { schema, type Executor, type FeatureScope } from '@feedline/db';
import { and, eq, or } from 'drizzle-orm';

export interface FeatureScopeIds {
  accountId: number;
  projectId?: number;
  siteId?: number;
}

/**
 * Features available at a level: those of the account, plus the project's, plus the site's.
 * A narrower scope overrides a wider one for the same key.
 */
export async function findAvailableFeatures(db: Executor, ids: FeatureScopeIds) {
  const { features } = schema;
  const scopes: [FeatureScope, number | undefined][] = [
    ['account', ids.accountId],
    ['project', ids.projectId],
    ['site', ids.siteId],
  ];
  const rows = await db
    .select()
    .from(features)
    .where(
      or(
        ...scopes
          .filter((entry): entry is [FeatureScope, number] => entry[1] !== undefined)
          .map(([scope, id]) => and(eq(features.scope, scope), eq(features.scopeId, id))),
      ),
    );
  const rank: Record<FeatureScope, number> = { account: 0, project: 1, site: 2 };
  const byKey = new Map<string, { key: string; enabled: boolean; rank: number }>();
  for (const row of rows) {
    const current = byKey.get(row.key);
    if (!current || rank[row.scope] > current.rank) {
      byKey.set(row.key, { key: row.key, enabled: row.enabled, rank: rank[row.scope] });
    }
  }
  return [...byKey.values()]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map(({ key, enabled }) => ({ key, name: key, permission: enabled }));
}
