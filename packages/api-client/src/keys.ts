import type { ActivityFilter, DesignerKind, ItemStage } from '@feedline/contracts';

export type FeatureScope = 'account' | 'project' | 'site';

/** Which items a request reads: a site at one stage (and channel, sub-channel), from an offset. */
export interface ItemsQuery {
  stage: ItemStage;
  stageId?: number | null | undefined;
  classificationId?: number | null | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
  /** The filters, search and sort as their query string (items-view.ts); '' for none. */
  view?: string | undefined;
}

/**
 * Query keys per resource of the API, one key per answer whichever screen or app asks, so a write
 * invalidates exactly the resource it changed. A resource's key prefixes the keys of what belongs
 * to it (`site(3)` prefixes `siteChannels(3)`): invalidating it refreshes the lot, `exact: true`
 * only the resource itself.
 */
export const resourceKeys = {
  all: ['resources'] as const,

  user: () => [...resourceKeys.all, 'user'] as const,
  userTwoFactor: () => [...resourceKeys.user(), 'two-factor'] as const,
  supportChatIdentity: () => [...resourceKeys.user(), 'support-chat-identity'] as const,
  announcements: () => [...resourceKeys.all, 'announcements'] as const,

  accounts: () => [...resourceKeys.all, 'accounts'] as const,
  /** The choices of organisation details: client types, verticals, business types. */
  accountChoices: (kind: 'client-types' | 'verticals' | 'business-types') =>
    [...resourceKeys.all, 'account-choices', kind] as const,
  accountsSearch: (search: string) => [...resourceKeys.accounts(), 'search', search] as const,
  account: (accountId: number) => [...resourceKeys.all, 'account', accountId] as const,
  accountProjects: (accountId: number) => [...resourceKeys.account(accountId), 'projects'] as const,
  accountUsers: (accountId: number, role: 'admin' | 'all') =>
    [...resourceKeys.account(accountId), 'users', role] as const,
  accountUser: (accountId: number, userId: number) =>
    [...resourceKeys.account(accountId), 'user', userId] as const,
  accountActivity: (accountId: number, page: number, amount: number, filter: ActivityFilter) =>
    [
      ...resourceKeys.account(accountId),
      'activity',
      page,
      amount,
      filter.siteId ?? null,
      filter.projectId ?? null,
      filter.userId ?? null,
    ] as const,
  accountImportTrend: (accountId: number) =>
    [...resourceKeys.account(accountId), 'import-trend'] as const,
  accountInvoices: (accountId: number) => [...resourceKeys.account(accountId), 'invoices'] as const,
  accountSso: (accountId: number) => [...resourceKeys.account(accountId), 'sso'] as const,
  accountSsoAuthentication: (accountId: number) =>
    [...resourceKeys.accountSso(accountId), 'authentication'] as const,
  accountSsoEnforcePreview: (accountId: number, domains: string) =>
    [...resourceKeys.accountSso(accountId), 'enforce-preview', domains] as const,
  /** Whether a subdomain is free for an organisation: asked afresh each time (never below `accountSso`). */
  ssoSubdomainCheck: (accountId: number, subdomain: string) =>
    [...resourceKeys.all, 'sso-subdomain-check', accountId, subdomain] as const,
  accountInvitations: (accountId: number) =>
    [...resourceKeys.account(accountId), 'invitations'] as const,
  invitation: (token: string) => [...resourceKeys.all, 'invitation', token] as const,

  project: (projectId: number) => [...resourceKeys.all, 'project', projectId] as const,
  projectSites: (projectId: number) => [...resourceKeys.project(projectId), 'sites'] as const,
  projectImportTrend: (projectId: number) =>
    [...resourceKeys.project(projectId), 'import-trend'] as const,

  site: (siteId: number) => [...resourceKeys.all, 'site', siteId] as const,
  siteStatus: (siteId: number) => [...resourceKeys.site(siteId), 'status'] as const,
  siteDashboard: (siteId: number) => [...resourceKeys.site(siteId), 'dashboard'] as const,
  siteSecureHash: (siteId: number) => [...resourceKeys.site(siteId), 'secure-hash'] as const,
  /** Runs of the site (imports and exports), and below them each run's problems. */
  siteRuns: (siteId: number) => [...resourceKeys.site(siteId), 'runs'] as const,
  siteRunList: (siteId: number, kind: 'import' | 'export' | null, page: number) =>
    [...resourceKeys.siteRuns(siteId), 'list', kind, page] as const,
  siteRunProblems: (siteId: number, runId: number, page: number) =>
    [...resourceKeys.siteRuns(siteId), runId, 'problems', page] as const,
  siteFeeds: (siteId: number) => [...resourceKeys.site(siteId), 'feeds'] as const,
  siteSchedule: (siteId: number) => [...resourceKeys.site(siteId), 'schedule'] as const,
  channels: (siteId: number) => [...resourceKeys.site(siteId), 'channels'] as const,
  channel: (siteId: number, channelId: number) =>
    [...resourceKeys.site(siteId), 'channel', channelId] as const,
  channelClassifications: (siteId: number, channelId: number) =>
    [...resourceKeys.channel(siteId, channelId), 'classifications'] as const,
  /** A site's classifications (sub-channels) come with its data map. */
  dataMap: (siteId: number) => [...resourceKeys.site(siteId), 'data-map'] as const,
  dataFlows: (siteId: number) => [...resourceKeys.site(siteId), 'data-flows'] as const,
  /** One flow (a channel's, or a sub-channel's with its id) and below it its versions. */
  channelDataFlow: (siteId: number, channelId: number, classificationId: number | null) =>
    [...resourceKeys.dataFlows(siteId), channelId, classificationId] as const,
  channelDataFlowVersions: (siteId: number, channelId: number, classificationId: number | null) =>
    [...resourceKeys.channelDataFlow(siteId, channelId, classificationId), 'versions'] as const,
  channelDataFlowVersion: (
    siteId: number,
    channelId: number,
    classificationId: number | null,
    version: number,
  ) =>
    [
      ...resourceKeys.channelDataFlowVersions(siteId, channelId, classificationId),
      version,
    ] as const,
  dataSources: (siteId: number) => [...resourceKeys.site(siteId), 'data-sources'] as const,
  items: (siteId: number, query: ItemsQuery) =>
    [
      ...resourceKeys.site(siteId),
      'items',
      query.stage,
      query.stageId ?? null,
      query.classificationId ?? null,
      query.view ?? '',
      query.offset ?? 0,
      query.limit ?? null,
    ] as const,
  item: (siteId: number, itemId: number) => [...resourceKeys.site(siteId), 'item', itemId] as const,
  errorLog: (siteId: number, page: number, amount: number) =>
    [...resourceKeys.site(siteId), 'error-log', page, amount] as const,
  errorEntry: (siteId: number, errorId: number) =>
    [...resourceKeys.site(siteId), 'error', errorId] as const,
  designerTemplate: (siteId: number, kind: DesignerKind) =>
    [...resourceKeys.site(siteId), 'designer-template', kind] as const,

  /** The features of an organisation, project or site: below that resource's key. */
  features: (scope: FeatureScope, id: number) => [...resourceKeys[scope](id), 'features'] as const,
};
