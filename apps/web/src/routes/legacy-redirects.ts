import { EXTERNAL_AUTHENTICATION_PROVIDERS } from '@feedline/contracts/constants';

/**
 * Old platform paths and where they live now (spec §2.16). `:name` is one path segment; a name
 * ending in `Id` only matches a positive whole number, which keeps `site/add/7` and
 * `site/7/lists` apart. The target may carry a query; the old query string is always kept.
 *
 * Where the spec names only the area (for example "account … /ftp to ftp/account/..."), the old
 * path is the account, project or site path plus that segment.
 */
export interface LegacyRedirect {
  from: string;
  to: string;
}

const ACCOUNT_REDIRECTS: readonly LegacyRedirect[] = [
  { from: '/account/:accountId', to: '/overview/account/:accountId' },
  { from: '/project/add/:accountId', to: '/overview/account/:accountId/add-project' },
  { from: '/account/:accountId/bulk', to: '/bulk-operation/account/:accountId' },
  { from: '/account/:accountId/dashboard', to: '/dashboard/account/:accountId' },
  { from: '/account/:accountId/authentications', to: '/authentication/account/:accountId' },
  { from: '/account/:accountId/users', to: '/user-management/account/:accountId' },
  {
    from: '/account/:accountId/add-user',
    to: '/user-management/account/:accountId/invite-users',
  },
  {
    from: '/account/:accountId/user/:userId',
    to: '/user-management/account/:accountId/user/:userId',
  },
  {
    from: '/account/:accountId/select-sites',
    to: '/user-management/account/:accountId/select-sites',
  },
  { from: '/account/:accountId/ftp', to: '/ftp/account/:accountId' },
  { from: '/account/:accountId/activitylog', to: '/activity/account/:accountId' },
  { from: '/account/:accountId/billing', to: '/billing/account/:accountId' },
  { from: '/account/:accountId/monitor', to: '/monitoring/account/:accountId' },
  { from: '/account/:accountId/edit', to: '/settings/account/:accountId' },
  { from: '/account/:accountId/shared-settings', to: '/shared-settings/account/:accountId' },
];

const PROJECT_REDIRECTS: readonly LegacyRedirect[] = [
  { from: '/projects/:projectId', to: '/overview/project/:projectId' },
  { from: '/site/add/:projectId', to: '/overview/project/:projectId/add-site' },
  { from: '/projects/:projectId/bulk', to: '/bulk-operation/project/:projectId' },
  { from: '/projects/:projectId/dashboard', to: '/dashboard/project/:projectId' },
  { from: '/projects/:projectId/authentications', to: '/authentication/project/:projectId' },
  { from: '/projects/:projectId/reporting', to: '/reporting/project/:projectId' },
  { from: '/projects/:projectId/edit', to: '/settings/project/:projectId' },
];

const SITE_REDIRECTS: readonly LegacyRedirect[] = [
  { from: '/site/:siteId/authentications', to: '/authentication/site/:siteId' },
  { from: '/site/edit/:siteId', to: '/settings/site/:siteId' },
  { from: '/site/:siteId/lists', to: '/lists/site/:siteId' },
  { from: '/site/:siteId/dashboard', to: '/dashboard/site/:siteId' },
  { from: '/site/:siteId/export', to: '/exports/site/:siteId' },
  { from: '/site/:siteId/scheduling', to: '/scheduling/site/:siteId' },
  // The stage type travels as a query: kept from the old query, or taken from the old path.
  { from: '/site/:siteId/rules', to: '/rules/site/:siteId' },
  { from: '/site/:siteId/rules/:stageType', to: '/rules/site/:siteId?stageType=:stageType' },
  { from: '/site/:siteId/addesigner', to: '/designer/site/:siteId' },
  { from: '/site/:siteId/addesigner/new', to: '/new/designer/site/:siteId' },
  { from: '/error-detail/:siteId/:errorId', to: '/error-log/site/:siteId/error/:errorId' },
  { from: '/configure-dataflow/data-sources/site/:siteId', to: '/data-sources/site/:siteId' },
  { from: '/configure-dataflow/data-services/site/:siteId', to: '/data-services/site/:siteId' },
  {
    from: '/configure-dataflow/data-services/site/:siteId/add-service',
    to: '/data-services/site/:siteId/add-service',
  },
  {
    from: '/configure-dataflow/data-services/site/:siteId/edit-service/:serviceId',
    to: '/data-services/site/:siteId/edit-service/:serviceId',
  },
  { from: '/configure-dataflow/data-flow/site/:siteId', to: '/data-flow/site/:siteId' },
  { from: '/configure-dataflow/data-map/site/:siteId', to: '/data-map/site/:siteId' },
  { from: '/site/:siteId/channel/add', to: '/exports/site/:siteId/channel/add' },
  {
    from: '/site/:siteId/channel/:channelId/setup',
    to: '/exports/site/:siteId/channel/:channelId/setup',
  },
  {
    from: '/site/:siteId/channel/:channelId/history',
    to: '/exports/site/:siteId/channel/:channelId/history',
  },
  {
    from: '/site/:siteId/channel/:channelId/columns',
    to: '/exports/site/:siteId/channel/:channelId/columns',
  },
  {
    from: '/site/:siteId/channel/:channelId/destination/:destinationId',
    to: '/exports/site/:siteId/channel/:channelId/destination/:destinationId',
  },
  { from: '/site/:siteId/finance/strategy', to: '/finance-strategy/site/:siteId' },
  {
    from: '/site/:siteId/finance/strategy/:exportId/:channelId',
    to: '/finance-strategy/site/:siteId/export/:exportId/channel/:channelId',
  },
  { from: '/site/:siteId/module/tracking/settings', to: '/tracking/site/:siteId' },
];

/** Providers whose `{provider}-authentication` callback moved (spec §2.16). */
export { EXTERNAL_AUTHENTICATION_PROVIDERS };

const EXTERNAL_AUTHENTICATION_REDIRECTS: readonly LegacyRedirect[] =
  EXTERNAL_AUTHENTICATION_PROVIDERS.map((provider) => ({
    from: `/${provider}-authentication`,
    to: `/external-authentication/provider/${provider}`,
  }));

export const LEGACY_REDIRECTS: readonly LegacyRedirect[] = [
  ...ACCOUNT_REDIRECTS,
  ...PROJECT_REDIRECTS,
  ...SITE_REDIRECTS,
  ...EXTERNAL_AUTHENTICATION_REDIRECTS,
  { from: '/user/logout', to: '/logout' },
];
