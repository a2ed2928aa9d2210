import { apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import type { ImportTrend } from '@feedline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../app/platform-context';

/** Whose imports the trend adds up: an organisation's sites or a project's. */
export type ImportTrendVariables = { accountId: number } | { projectId: number };
export type ImportTrendData = ImportTrend;

/** The imports of an organisation's or project's sites per day over the last 14 days. */
export function useImportTrendQuery(variables: ImportTrendVariables) {
  const api = useApi();
  return useQuery({
    queryKey:
      'accountId' in variables
        ? resourceKeys.accountImportTrend(variables.accountId)
        : resourceKeys.projectImportTrend(variables.projectId),
    queryFn: ({ signal }) =>
      api.get<ImportTrendData>(
        'accountId' in variables
          ? pathOf(apiPaths.accountImportTrend, { accountId: variables.accountId })
          : pathOf(apiPaths.projectImportTrend, { projectId: variables.projectId }),
        { signal },
      ),
    staleTime: 60_000,
  });
}
