import type { SiteImport } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { api } from '../../../lib/http';

export interface StartImportVariables {
  siteId: number;
}
export type StartImportData = SiteImport;
export type StartImportError = ApiRequestError;

/** Re-imports the site's items; its progress arrives in the live log. */
export async function startImport(
  { siteId }: StartImportVariables,
  signal?: AbortSignal,
): Promise<StartImportData> {
  return api.post<SiteImport>(pathOf(apiPaths.siteImports, { siteId }), undefined, { signal });
}

export function useStartImportMutation(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation<StartImportData, StartImportError, void>({
    mutationKey: resourceKeys.siteImports(siteId),
    mutationFn: () => startImport({ siteId }),
    // The import changed the site's status (item count, last import): show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.siteStatus(siteId) }),
  });
}
