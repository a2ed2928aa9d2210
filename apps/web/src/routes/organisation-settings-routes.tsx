import { createRoute, redirect } from '@tanstack/react-router';
import { accountQueryOptions } from '../data/account-query';
import { authenticatedRoute } from './authenticated-route';
import { loadEntity } from './load-entity';
import { parseEditTab, type EditTab } from '../features/organisation-settings/model/edit-tabs';
import {
  OrganisationDetailsPage,
  OrganisationSettingsLayout,
  OrganisationSsoEditPage,
  OrganisationSsoPage,
  OrganisationSsoWizardPage,
} from './lazy-pages';
import { parseRouteId } from './route-params';

/**
 * organisation-settings/account/{accountId} (spec §2.15): behind the sign-in guards, outside the
 * shell. Its administrators and the master users among its members open it (docs/adr/0017);
 * anybody else gets access denied, as the API refuses them too.
 */
export const organisationSettingsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'organisation-settings/account/$accountId',
  params: {
    parse: ({ accountId }) => {
      const id = parseRouteId(accountId);
      return id === null ? false : { accountId: id };
    },
    stringify: ({ accountId }) => ({ accountId: String(accountId) }),
  },
  loader: async ({ context, params }) => {
    const account = await loadEntity(() =>
      context.queryClient.ensureQueryData(accountQueryOptions({ accountId: params.accountId })),
    );
    if (!account.isUserAdmin && !context.user.isMaster) {
      throw redirect({ to: '/access-denied', search: { reason: 'unauthorized' }, replace: true });
    }
    return account;
  },
  component: function OrganisationSettingsRoute() {
    const account = organisationSettingsRoute.useLoaderData();
    return <OrganisationSettingsLayout account={account} />;
  },
});

/** The empty child shows the details (spec §2.15). */
export const organisationSettingsIndexRoute = createRoute({
  getParentRoute: () => organisationSettingsRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/organisation-settings/account/$accountId/details',
      params,
      replace: true,
    });
  },
});

export const organisationDetailsRoute = createRoute({
  getParentRoute: () => organisationSettingsRoute,
  path: 'details',
  component: function OrganisationDetailsRoute() {
    const account = organisationSettingsRoute.useLoaderData();
    const { user } = organisationSettingsRoute.useRouteContext();
    return <OrganisationDetailsPage account={account} isMaster={user.isMaster} />;
  },
});

/** Child 'sso': the four steps of single sign-on (spec §2.15, §4). */
export const organisationSsoRoute = createRoute({
  getParentRoute: () => organisationSettingsRoute,
  path: 'sso',
  component: function OrganisationSsoRoute() {
    const { accountId } = organisationSsoRoute.useParams();
    return <OrganisationSsoPage accountId={accountId} />;
  },
});

/** sso/add: the add-authentication wizard (spec §2.15). */
export const organisationSsoAddRoute = createRoute({
  getParentRoute: () => organisationSettingsRoute,
  path: 'sso/add',
  component: function OrganisationSsoAddRoute() {
    const { accountId } = organisationSsoAddRoute.useParams();
    return <OrganisationSsoWizardPage accountId={accountId} />;
  },
});

/** Query of sso/edit: the selected menu item (spec §2.15); anything else is left out. */
export interface SsoEditSearch {
  tab?: EditTab | undefined;
}

/** sso/edit?tab=provider-settings|platform-metadata|provider-metadata (spec §2.15). */
export const organisationSsoEditRoute = createRoute({
  getParentRoute: () => organisationSettingsRoute,
  path: 'sso/edit',
  validateSearch: (search: Record<string, unknown>): SsoEditSearch => ({
    tab: parseEditTab(search.tab),
  }),
  component: function OrganisationSsoEditRoute() {
    const { accountId } = organisationSsoEditRoute.useParams();
    const { tab } = organisationSsoEditRoute.useSearch();
    return <OrganisationSsoEditPage accountId={accountId} tab={tab} />;
  },
});
