import type { SiteImport } from '@feedline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '../../../lib/api-error';
import { apiUrl, http } from '../../../lib/http';
import { siteStatusKey } from '../../../lib/site-status-query';
import { notificationsKeys } from './keys';

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
  const body = await http.post(apiUrl(`/sites/${siteId}/imports`), { signal }).json<unknown>();
  return body as SiteImport;
}

export function useStartImportMutation(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation<StartImportData, StartImportError, void>({
    mutationKey: notificationsKeys.imports(siteId),
    mutationFn: () => startImport({ siteId }),
    // The import changed the site's status (item count, last import): show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteStatusKey(siteId) }),
  });
}
