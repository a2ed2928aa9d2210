import type { FeatureScope } from './features-query';

/** Query keys per resource (accounts, projects, sites, features): one key per answer of the API, whichever screen asks. */
export const resourceKeys = {
  all: ['resources'] as const,
  accounts: () => [...resourceKeys.all, 'accounts'] as const,
  accountsSearch: (search: string) => [...resourceKeys.accounts(), 'search', search] as const,
  account: (accountId: number) => [...resourceKeys.all, 'account', accountId] as const,
  project: (projectId: number) => [...resourceKeys.all, 'project', projectId] as const,
  site: (siteId: number) => [...resourceKeys.all, 'site', siteId] as const,
  features: (scope: FeatureScope, id: number) =>
    [...resourceKeys.all, 'features', scope, id] as const,
  chatIdentity: () => [...resourceKeys.all, 'support-chat-identity'] as const,
};
