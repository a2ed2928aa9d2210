import { useQuery } from '@tanstack/react-query';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { getConfig } from '../config/config';
import { parseAccessDeniedReason } from '../features/errors/model/access-denied-reason';
import { accountsQueryOptions } from '../data/accounts-query';
import { forgetLastAccountId } from '../lib/last-account';
import { AccessDeniedPage, NoAccessPage, NotFoundPage, UnverifiedPage } from './lazy-pages';
import { rootRoute } from './root-route';
import { shellRoute } from './shell-route';

export const notFoundRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'not-found',
  component: NotFoundPage,
});

/** Any unknown path (and malformed ids) inside the platform shows the not-found page. */
export const catchAllRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '$',
  component: NotFoundPage,
});

export const accessDeniedRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'access-denied',
  validateSearch: (search: Record<string, unknown>) => ({
    reason: parseAccessDeniedReason(search.reason),
  }),
  // The remembered organisation may be the inaccessible one, which `/` would open again (§4).
  onEnter: forgetLastAccountId,
  component: function AccessDeniedRoute() {
    const { reason } = accessDeniedRoute.useSearch();
    const { data: accounts } = useQuery(accountsQueryOptions());
    const accountIds = accounts?.data.map((account) => account.id) ?? [];
    return <AccessDeniedPage reason={reason} accountIds={accountIds} />;
  },
});

function SupportContactPage() {
  return <NoAccessPage supportEmail={getConfig().links.supportEmail} />;
}

/** 403 unauthorized-user / inactive-user (spec §8): the separate access-denied page. */
export const unauthorizedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'unauthorized',
  component: SupportContactPage,
});

/** The separate access-denied page of spec §2.9 at its own address, outside the sign-in guard. */
export const noAccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'no-access',
  component: SupportContactPage,
});

export const unverifiedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'unverified',
  component: function UnverifiedRoute() {
    const navigate = useNavigate();
    function handleReturnToLogin() {
      void navigate({
        to: '/logout',
        search: { redirectUrl: getConfig().logoutRedirectUrl },
      });
    }
    return <UnverifiedPage onReturnToLogin={handleReturnToLogin} />;
  },
});
