import type { FeatureScope } from './features-query';

/** Query keys of the shell's data: the current user and the account → project → site chain. */
export const shellKeys = {
  all: ['shell'] as const,
  accounts: () => [...shellKeys.all, 'accounts'] as const,
  accountsSearch: (search: string) => [...shellKeys.accounts(), 'search', search] as const,
  account: (accountId: number) => [...shellKeys.all, 'account', accountId] as const,
  project: (projectId: number) => [...shellKeys.all, 'project', projectId] as const,
  site: (siteId: number) => [...shellKeys.all, 'site', siteId] as const,
  features: (scope: FeatureScope, id: number) => [...shellKeys.all, 'features', scope, id] as const,
  chatIdentity: () => [...shellKeys.all, 'support-chat-identity'] as const,
};
