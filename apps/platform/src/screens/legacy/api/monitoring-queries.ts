import type { Project, Site, SiteDashboard } from '@feedline/contracts';
import { useQueries } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../app/platform-context';
import { createLimiter } from '../model/limit-concurrency';
import type { Limiter } from '../model/limit-concurrency';
import { healthOf } from '../model/site-health';
import type { HealthCheck } from '../model/site-health';
import { projectSitesQuery } from './project-queries';
import { siteDashboardQuery } from './site-queries';

/**
 * How many requests a monitoring page has under way at once. Browsers open about six connections
 * to an origin; four leave room for the shell's own calls while an organisation's sites are read.
 */
export const MONITORING_REQUESTS_AT_ONCE = 4;

/** One queue of requests for the lifetime of a monitoring page. */
export function useRequestLimiter(): Limiter {
  const [limit] = useState(() => createLimiter(MONITORING_REQUESTS_AT_ONCE));
  return limit;
}

/** The first page of sites of each project, in the order of the projects. */
export function useProjectsSitesQueries(projects: readonly Project[], limit: Limiter) {
  const api = useApi();
  return useQueries({
    queries: projects.map((project) => projectSitesQuery(api, project.id, limit)),
  });
}

const toCheck = (result: UseQueryResult<SiteDashboard, Error>): HealthCheck =>
  result.data !== undefined
    ? { state: 'ready', health: healthOf(result.data) }
    : result.isError
      ? { state: 'failed' }
      : { state: 'checking' };

/**
 * The health of each site, in the order of the sites, read from the site dashboards through the
 * page's queue; `retry` asks again for the sites that failed.
 */
export function useSitesHealth(sites: readonly Site[], limit: Limiter) {
  const api = useApi();
  return useQueries({
    queries: sites.map((site) => siteDashboardQuery(api, site.id, limit)),
    combine: (results) => ({
      checks: results.map(toCheck),
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}
