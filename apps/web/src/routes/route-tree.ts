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
import { homeRoute } from './home-route';
import {
  accountMonitoringRoute,
  projectMonitoringRoute,
  siteMonitoringRoute,
} from './monitoring-routes';
import { accountOverviewRoute, projectOverviewRoute } from './overview-routes';
import { profileRoute } from './profile-route';
import { rootRoute } from './root-route';
import { shellRoute } from './shell-route';
import { siteDashboardRoute } from './site-routes';

/**
 * Outside the sign-in guard: login, logout, the sign-in callback, unauthorized, no-access and
 * unverified (spec §6). Everything else needs a session and the user; platform pages sit in the
 * shell. Old paths are redirected by the root route before any of this (legacy-redirects.ts).
 */
export const routeTree = rootRoute.addChildren([
  loginRoute,
  logoutRoute,
  authCallbackRoute,
  unauthorizedRoute,
  noAccessRoute,
  unverifiedRoute,
  authenticatedRoute.addChildren([
    shellRoute.addChildren([
      homeRoute,
      accountOverviewRoute,
      projectOverviewRoute,
      siteDashboardRoute,
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
