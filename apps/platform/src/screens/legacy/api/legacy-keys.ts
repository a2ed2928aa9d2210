import type { ActivityFilter, ItemStage } from '@feedline/contracts';

/** Query keys of the legacy pages. */
export const legacyKeys = {
  all: ['legacy'] as const,
  accounts: () => [...legacyKeys.all, 'accounts'] as const,
  account: (accountId: number) => [...legacyKeys.all, 'account', accountId] as const,
  accountProjects: (accountId: number) => [...legacyKeys.account(accountId), 'projects'] as const,
  accountUsers: (accountId: number, role: 'admin' | 'all') =>
    [...legacyKeys.account(accountId), 'users', role] as const,
  accountFeatures: (accountId: number) => [...legacyKeys.account(accountId), 'features'] as const,
  accountUser: (accountId: number, userId: number) =>
    [...legacyKeys.account(accountId), 'user', userId] as const,
  activity: (accountId: number, page: number, amount: number, filter: ActivityFilter) =>
    [
      ...legacyKeys.account(accountId),
      'activity',
      page,
      amount,
      filter.siteId ?? null,
      filter.projectId ?? null,
      filter.userId ?? null,
    ] as const,
  invoices: (accountId: number) => [...legacyKeys.account(accountId), 'invoices'] as const,
  project: (projectId: number) => [...legacyKeys.all, 'project', projectId] as const,
  projectSites: (projectId: number) => [...legacyKeys.project(projectId), 'sites'] as const,
  site: (siteId: number) => [...legacyKeys.all, 'site', siteId] as const,
  siteStatus: (siteId: number) => [...legacyKeys.site(siteId), 'status'] as const,
  siteChannels: (siteId: number) => [...legacyKeys.site(siteId), 'channels'] as const,
  siteFeatures: (siteId: number) => [...legacyKeys.site(siteId), 'features'] as const,
  siteDashboard: (siteId: number) => [...legacyKeys.site(siteId), 'dashboard'] as const,
  dataSources: (siteId: number) => [...legacyKeys.site(siteId), 'data-sources'] as const,
  dataFlows: (siteId: number) => [...legacyKeys.site(siteId), 'data-flows'] as const,
  items: (siteId: number, stage: ItemStage, stageId: number | null) =>
    [...legacyKeys.site(siteId), 'items', stage, stageId] as const,
  errorLog: (siteId: number, page: number) =>
    [...legacyKeys.site(siteId), 'error-log', page] as const,
  errorEntry: (siteId: number, errorId: number) =>
    [...legacyKeys.site(siteId), 'error', errorId] as const,
};

/** The largest page the API gives (paginationQuerySchema); legacy lists read one such page. */
export const LIST_AMOUNT = 100;
