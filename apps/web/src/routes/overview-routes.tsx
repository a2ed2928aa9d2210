import { accountProjectsQueryOptions, projectSitesQueryOptions } from '@feedline/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { AccountOverviewPage } from '../features/overview/components/account-overview-page';
import { ProjectOverviewPage } from '../features/overview/components/project-overview-page';
import { accountQueryOptions } from '../data/account-query';
import { projectQueryOptions } from '../data/project-query';
import { api } from '../lib/http';
import { loadEntity } from './load-entity';
import { parseRouteId } from './route-params';
import { shellRoute } from './shell-route';

export const accountOverviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'overview/account/$accountId',
  params: {
    parse: ({ accountId }) => {
      const id = parseRouteId(accountId);
      return id === null ? false : { accountId: id };
    },
    stringify: ({ accountId }) => ({ accountId: String(accountId) }),
  },
  staticData: {
    // Its health summary: the newest import, relative to now.
    formats: true,
    // The project cards are the page's content: requested with the user, not after the organisation.
    prefetch: (queryClient, params) => {
      if (typeof params.accountId === 'number')
        void queryClient.prefetchQuery(accountProjectsQueryOptions(api, params.accountId));
    },
  },
  loader: ({ context, params }) =>
    loadEntity(() => context.queryClient.ensureQueryData(accountQueryOptions(params))),
  component: function AccountOverviewRoute() {
    const params = accountOverviewRoute.useParams();
    const { data: account } = useSuspenseQuery(accountQueryOptions(params));
    return <AccountOverviewPage account={account} />;
  },
});

export const projectOverviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'overview/project/$projectId',
  params: {
    parse: ({ projectId }) => {
      const id = parseRouteId(projectId);
      return id === null ? false : { projectId: id };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  staticData: {
    formats: true,
    prefetch: (queryClient, params) => {
      if (typeof params.projectId === 'number')
        void queryClient.prefetchQuery(projectSitesQueryOptions(api, params.projectId));
    },
  },
  loader: ({ context, params }) =>
    loadEntity(() => context.queryClient.ensureQueryData(projectQueryOptions(params))),
  component: function ProjectOverviewRoute() {
    const params = projectOverviewRoute.useParams();
    const { data: project } = useSuspenseQuery(projectQueryOptions(params));
    return <ProjectOverviewPage project={project} />;
  },
});
