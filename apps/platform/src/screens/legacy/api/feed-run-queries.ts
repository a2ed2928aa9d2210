import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { FeedRunList, FeedRunProblemList } from '@feedline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';
import { isRunOpen, OPEN_RUN_POLL_MS } from '../feeds/model/feed-runs';

export type RunKind = 'import' | 'export';
export type SiteRunsVariables = { siteId: number; kind: RunKind | null; page: number };
export type SiteRunsData = FeedRunList;
export type SiteRunsError = ApiRequestError | Error;

/** A page of the site's runs, newest first; asked again every 2 s while one of them is open. */
export function useSiteRunsQuery({ siteId, kind, page }: SiteRunsVariables) {
  const api = useApi();
  return useQuery<SiteRunsData, SiteRunsError>({
    queryKey: resourceKeys.siteRunList(siteId, kind, page),
    queryFn: ({ signal }) =>
      api.get<SiteRunsData>(pathOf(apiPaths.siteRuns, { siteId }), {
        signal,
        searchParams: { kind, page },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isRunOpen) ? OPEN_RUN_POLL_MS : false),
  });
}

export type RunProblemsVariables = { siteId: number; runId: number | null; page: number };
export type RunProblemsData = FeedRunProblemList;
export type RunProblemsError = ApiRequestError | Error;

/** A page of one run's per-row problems (the error log); waits until a run is chosen. */
export function useRunProblemsQuery({ siteId, runId, page }: RunProblemsVariables) {
  const api = useApi();
  return useQuery<RunProblemsData, RunProblemsError>({
    queryKey: resourceKeys.siteRunProblems(siteId, runId ?? 0, page),
    queryFn: ({ signal }) =>
      api.get<RunProblemsData>(pathOf(apiPaths.siteRunProblems, { siteId, runId: runId! }), {
        signal,
        searchParams: { page },
      }),
    enabled: runId !== null,
    placeholderData: keepPreviousData,
  });
}
