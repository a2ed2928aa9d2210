import { authCallbackRoute, loginRoute, logoutRoute } from './auth-routes';
import { authenticatedRoute } from './authenticated-route';
import { contentPortalRoute } from './content-portal-route';
import {
  accessDeniedRoute,
  catchAllRoute,
  noAccessRoute,
  notFoundRoute,
  unauthorizedRoute,
  unverifiedRoute,
} from './error-routes';
import { dataFlowChannelRoute, dataFlowIndexRoute, dataFlowSiteRoute } from './data-flow-routes';
import { configureDataViewRoute, dataViewRoute, siteDataViewRoute } from './data-view-routes';
import { homeRoute } from './home-route';
import { legacyScreenRoutes } from './legacy-screen-routes';
import {
  accountMonitoringRoute,
  projectMonitoringRoute,
  siteMonitoringRoute,
} from './monitoring-routes';
import { accountOverviewRoute, projectOverviewRoute } from './overview-routes';
import { profileRoute } from './profile-route';
import { rootRoute } from './root-route';
import { shellRoute } from './shell-route';
import { dataMapRoute, designerRoute, newDesignerRoute, siteDashboardRoute } from './site-routes';
import {
  organisationDetailsRoute,
  organisationSettingsIndexRoute,
  organisationSettingsRoute,
  organisationSsoAddRoute,
  organisationSsoEditRoute,
  organisationSsoRoute,
} from './organisation-settings-routes';
import { userInvitationRoute } from './user-routes';

/**
 * Outside the sign-in guard: login, logout, the sign-in callback, unauthorized, no-access,
 * unverified and the user-invitation area (spec §6). Everything else needs a session and the
 * user; platform pages sit in the shell, most of them embedded screens of the platform host
 * (spec §2.11). Old paths are redirected by the root route before any of this
 * (legacy-redirects.ts); their targets all have a route.
 */
export const routeTree = rootRoute.addChildren([
  loginRoute,
  logoutRoute,
  authCallbackRoute,
  unauthorizedRoute,
  noAccessRoute,
  unverifiedRoute,
  userInvitationRoute,
  authenticatedRoute.addChildren([
    organisationSettingsRoute.addChildren([
      organisationSettingsIndexRoute,
      organisationDetailsRoute,
      organisationSsoRoute,
      organisationSsoAddRoute,
      organisationSsoEditRoute,
    ]),
    shellRoute.addChildren([
      homeRoute,
      accountOverviewRoute,
      projectOverviewRoute,
      siteDashboardRoute,
      dataViewRoute,
      siteDataViewRoute,
      configureDataViewRoute,
      dataMapRoute,
      newDesignerRoute,
      designerRoute,
      dataFlowSiteRoute.addChildren([dataFlowIndexRoute, dataFlowChannelRoute]),
      ...legacyScreenRoutes,
      accountMonitoringRoute,
      projectMonitoringRoute,
      siteMonitoringRoute,
      contentPortalRoute,
      profileRoute,
      notFoundRoute,
      accessDeniedRoute,
      catchAllRoute,
    ]),
  ]),
]);
