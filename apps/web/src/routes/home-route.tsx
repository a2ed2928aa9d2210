import { createRoute, redirect } from '@tanstack/react-router';
import { accountsQueryOptions } from '../data/accounts-query';
import { NoOrganisation } from '../features/shell/components/no-organisation';
import { readLastAccountId } from '../lib/last-account';
import { pickStartAccountId } from '../features/shell/model/root-redirect';
import { shellRoute } from './shell-route';

/** `/`: opens the remembered or first organisation, or shows the "no organisation" state. */
export const homeRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/',
  loader: async ({ context }) => {
    const accounts = await context.queryClient.ensureQueryData(accountsQueryOptions());
    const accountId = pickStartAccountId(
      accounts.data.map((account) => account.id),
      readLastAccountId(),
    );
    if (accountId !== null) {
      throw redirect({
        to: '/overview/account/$accountId',
        params: { accountId },
        replace: true,
      });
    }
  },
  component: NoOrganisation,
});
