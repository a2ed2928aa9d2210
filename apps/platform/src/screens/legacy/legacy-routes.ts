import type { Screen, ScreenModule, ScreenRoute } from '../../app/screen';
import { screenModule } from '../../app/screen-module';

/** A page exported by name from a lazily loaded module of pages. */
const page = <K extends string>(load: () => Promise<Record<K, Screen>>, name: K) =>
  screenModule(async () => (await load())[name]);

const accountPages = () => import('./account/account-pages');
const accessPages = () => import('./account/access-pages');
const userPages = () => import('./account/user-pages');
const billingPage = () => import('./account/billing-page');
const activityPages = () => import('./account/activity-pages');
const projectPages = () => import('./project/project-pages');
const sitePages = () => import('./site/site-pages');
const rulesPage = () => import('./site/rules-page');
const exportPages = () => import('./site/export-pages');
const channelPages = () => import('./site/channel-pages');
const errorLogPages = () => import('./site/error-log-pages');
const dataPages = () => import('./site/data-pages');
const financePages = () => import('./site/finance-pages');
const insightPages = () => import('./site/insight-pages');
const monitoringPages = () => import('./monitoring/monitoring-pages');
const externalPage = () => import('./external-authentication-page');

const TABLE: readonly (readonly [pattern: string, screen: ScreenModule])[] = [
  // organisation
  ['bulk-operation/account/:accountId', page(accountPages, 'AccountBulkOperationPage')],
  ['dashboard/account/:accountId', page(accountPages, 'AccountDashboardPage')],
  ['authentication/account/:accountId', page(accessPages, 'AccountAuthenticationPage')],
  ['user-management/account/:accountId', page(userPages, 'UserManagementPage')],
  ['user-management/account/:accountId/invite-users', page(userPages, 'InviteUsersPage')],
  ['user-management/account/:accountId/user/:userId', page(userPages, 'UserPage')],
  ['user-management/account/:accountId/select-sites', page(userPages, 'SelectSitesPage')],
  ['ftp/account/:accountId', page(accessPages, 'FtpPage')],
  ['activity/account/:accountId', page(activityPages, 'AccountActivityPage')],
  ['billing/account/:accountId', page(billingPage, 'BillingPage')],
  ['settings/account/:accountId', page(accountPages, 'AccountSettingsPage')],
  ['shared-settings/account/:accountId', page(accessPages, 'SharedSettingsPage')],
  ['shared-datasources/account/:accountId', page(accessPages, 'SharedDataSourcesPage')],
  ['overview/account/:accountId/add-project', page(accountPages, 'AddProjectPage')],
  ['monitoring/account/:accountId', page(monitoringPages, 'AccountMonitoringPage')],
  // project
  ['bulk-operation/project/:projectId', page(projectPages, 'ProjectBulkOperationPage')],
  ['dashboard/project/:projectId', page(projectPages, 'ProjectDashboardPage')],
  ['authentication/project/:projectId', page(projectPages, 'ProjectAuthenticationPage')],
  ['reporting/project/:projectId', page(projectPages, 'ProjectReportingPage')],
  ['settings/project/:projectId', page(projectPages, 'ProjectSettingsPage')],
  ['activity/project/:projectId', page(activityPages, 'ProjectActivityPage')],
  ['order-sync/project/:projectId', page(projectPages, 'OrderSyncPage')],
  ['overview/project/:projectId/add-site', page(projectPages, 'AddSitePage')],
  ['monitoring/project/:projectId', page(monitoringPages, 'ProjectMonitoringPage')],
  // site
  ['authentication/site/:siteId', page(sitePages, 'SiteAuthenticationPage')],
  ['settings/site/:siteId', page(sitePages, 'SiteSettingsPage')],
  ['lists/site/:siteId', page(sitePages, 'ListsPage')],
  ['exports/site/:siteId', page(exportPages, 'ExportsPage')],
  ['exports/site/:siteId/channel/add', page(exportPages, 'AddChannelPage')],
  ['exports/site/:siteId/channel/:channelId/setup', page(channelPages, 'ChannelSetupPage')],
  ['exports/site/:siteId/channel/:channelId/history', page(channelPages, 'ChannelHistoryPage')],
  ['exports/site/:siteId/channel/:channelId/columns', page(channelPages, 'ChannelColumnsPage')],
  [
    'exports/site/:siteId/channel/:channelId/destination/:destinationId',
    page(channelPages, 'ChannelDestinationPage'),
  ],
  ['scheduling/site/:siteId', page(sitePages, 'SchedulingPage')],
  ['rules/site/:siteId', page(rulesPage, 'RulesPage')],
  ['error-log/site/:siteId', page(errorLogPages, 'ErrorLogPage')],
  ['error-log/site/:siteId/error/:errorId', page(errorLogPages, 'ErrorDetailPage')],
  ['data-sources/site/:siteId', page(dataPages, 'DataSourcesPage')],
  ['data-services/site/:siteId', page(dataPages, 'DataServicesPage')],
  ['data-services/site/:siteId/add-service', page(dataPages, 'AddServicePage')],
  ['data-services/site/:siteId/edit-service/:serviceId', page(dataPages, 'EditServicePage')],
  ['finance-strategy/site/:siteId', page(financePages, 'FinanceStrategyPage')],
  [
    'finance-strategy/site/:siteId/export/:exportId/channel/:channelId',
    page(financePages, 'FinanceStrategyChannelPage'),
  ],
  ['tracking/site/:siteId', page(insightPages, 'TrackingPage')],
  ['activity/site/:siteId', page(activityPages, 'SiteActivityPage')],
  ['reporting/site/:siteId', page(insightPages, 'SiteReportingPage')],
  ['feedbacks/site/:siteId', page(insightPages, 'FeedbacksPage')],
  ['monitoring/site/:siteId', page(monitoringPages, 'SiteMonitoringPage')],
  // the callback of a marketplace connection
  ['external-authentication/provider/:provider', page(externalPage, 'ExternalAuthenticationPage')],
];

/**
 * The legacy pages of spec §2.16, each at the path the shell's redirect list gives it, and the
 * monitoring pages the shell opens behind its `monitoring` feature guard (spec §2.3, §5).
 */
export const legacyRoutes: readonly ScreenRoute[] = TABLE.map(([pattern, screen]) => ({
  pattern,
  ...screen,
}));
