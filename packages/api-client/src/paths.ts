/**
 * The API's paths, in one notation: `:name` marks a parameter, as in the API's routes (Fastify) and
 * the test handlers (MSW). `pathOf` fills them in; a missing parameter is a type error.
 */
export const apiPaths = {
  user: '/user',
  userTwoFactor: '/user/two-factor',
  userTwoFactorAction: '/user/two-factor/:action',
  supportChatIdentity: '/support/chat-identity',
  announcements: '/announcements',
  announcement: '/announcements/:announcementId',
  accounts: '/accounts',
  accountClientTypes: '/accounts/client-types',
  accountVerticals: '/accounts/verticals',
  accountBusinessTypes: '/accounts/business-types',
  account: '/accounts/:accountId',
  accountProjects: '/accounts/:accountId/projects',
  accountUsers: '/accounts/:accountId/users',
  accountUser: '/accounts/:accountId/users/:userId',
  accountFeatures: '/accounts/:accountId/features',
  accountActivity: '/accounts/:accountId/activity',
  accountInvoices: '/accounts/:accountId/invoices',
  accountSso: '/accounts/:accountId/sso',
  /** The organisation's identity provider (the add wizard and the edit screen). */
  accountSsoAuthentication: '/accounts/:accountId/sso/authentication',
  /** `?domains=`: the members who would lose password login once SSO is enforced. */
  accountSsoEnforcePreview: '/accounts/:accountId/sso/enforce-preview',
  /** `?subdomain=&accountId=` (rate-limited). */
  ssoCheckSubdomain: '/sso/check-subdomain',
  accountSites: '/accounts/:accountId/sites',
  /** The organisation's imports per day over the last 14 days. */
  accountImportTrend: '/accounts/:accountId/import-trend',
  accountInvitations: '/accounts/:accountId/invitations',
  accountInvitation: '/accounts/:accountId/invitations/:invitationId',
  /** The invitation link's calls: the token is the credential. */
  invitation: '/invitations/:token',
  invitationAccept: '/invitations/:token/accept',
  /** A signed-in user accepts an invitation of their own address. */
  invitationJoin: '/invitations/:token/join',
  project: '/projects/:projectId',
  projectSites: '/projects/:projectId/sites',
  projectFeatures: '/projects/:projectId/features',
  /** The project's imports per day over the last 14 days. */
  projectImportTrend: '/projects/:projectId/import-trend',
  site: '/sites/:siteId',
  siteStatus: '/sites/:siteId/status',
  siteChannels: '/sites/:siteId/channels',
  /** The spec's data-flow service path (§7). */
  channelClassifications: '/site/:siteId/classifications/:channelId',
  siteFeatures: '/sites/:siteId/features',
  siteDashboard: '/sites/:siteId/dashboard',
  siteDataSources: '/sites/:siteId/data-sources',
  siteDataFlows: '/sites/:siteId/data-flows',
  /** A channel's data flow for the editor; `?classificationId=` for a sub-channel's. */
  channelDataFlow: '/sites/:siteId/channels/:channelId/data-flow',
  channelDataFlowVersions: '/sites/:siteId/channels/:channelId/data-flow/versions',
  channelDataFlowVersion: '/sites/:siteId/channels/:channelId/data-flow/versions/:version',
  channelDataFlowRestore: '/sites/:siteId/channels/:channelId/data-flow/versions/:version/restore',
  siteDataMap: '/sites/:siteId/data-map',
  siteItems: '/sites/:siteId/items',
  /** The data view's current view as a file (`?format=csv|xlsx` and the view's query). */
  siteItemsDownload: '/sites/:siteId/items/download',
  /** One item at every stage, with its problems. */
  siteItem: '/sites/:siteId/items/:itemId',
  siteDataSource: '/sites/:siteId/data-sources/:sourceId',
  siteDataSourceTest: '/sites/:siteId/data-sources/test',
  siteUploads: '/sites/:siteId/uploads',
  siteImportRuns: '/sites/:siteId/import-runs',
  siteExportRuns: '/sites/:siteId/export-runs',
  /** Every run of the site (`?kind=import|export&page=`), newest first. */
  siteRuns: '/sites/:siteId/runs',
  siteRunCancel: '/sites/:siteId/runs/:runId/cancel',
  siteRunProblems: '/sites/:siteId/runs/:runId/problems',
  siteFeeds: '/sites/:siteId/feeds',
  channelFeed: '/sites/:siteId/channels/:channelId/feed',
  channelFeedToken: '/sites/:siteId/channels/:channelId/feed/token',
  siteSchedule: '/sites/:siteId/schedule',
  siteErrorLog: '/sites/:siteId/error-log',
  siteErrorEntry: '/sites/:siteId/error-log/:errorId',
  siteTemplate: '/sites/:siteId/designer-templates/:kind',
  siteSecureHash: '/sites/:siteId/secure-hash',
  /** The legacy site service's copy of a data flow (kebab-case bodies, spec §7). */
  copyChannel: '/site/:siteId/copy-channel',
  copyChannelDryRun: '/site/:siteId/copy-channel/dry-run',
  copyChannelUndo: '/site/:siteId/copy-channel/:copyId/undo',
} as const;

export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];

type ParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<T extends string> = { [K in ParamNames<T>]: string | number };

/** `pathOf('/sites/:siteId/status', { siteId: 3 })` → `/sites/3/status`; values are URL-encoded. */
export function pathOf<T extends string>(template: T, params: PathParams<T>): string {
  const values = params as Record<string, string | number>;
  return template.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
