import type { SecureHash } from '@feedline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getConfig } from '../../../config/config';
import { type ApiRequestError, apiPaths, pathOf, resourceKeys } from '@feedline/api-client';
import { api } from '../../../lib/http';

export interface SecureHashVariables {
  siteId: number;
}
export type SecureHashData = SecureHash;
export type SecureHashError = ApiRequestError;

/** The server's hashes live an hour; a connection made later than this asks for a new one. */
const SECURE_HASH_STALE_MS = 10 * 60_000;

/** Secure hash of a site's live log, from the legacy site service (kebab-case JSON, spec §7). */
export async function getSecureHash(
  { siteId }: SecureHashVariables,
  signal?: AbortSignal,
): Promise<SecureHashData> {
  const base = getConfig().legacySite.replace(/\/$/, '');
  const path = pathOf(apiPaths.siteSecureHash, { siteId });
  const url = new URL(`${base}${path}`, window.location.origin).href;
  return api.get<SecureHash>(url, { signal, convertCase: true });
}

export function secureHashQueryOptions({ siteId }: SecureHashVariables) {
  return queryOptions<SecureHashData, SecureHashError>({
    queryKey: resourceKeys.siteSecureHash(siteId),
    queryFn: ({ signal }) => getSecureHash({ siteId }, signal),
    staleTime: SECURE_HASH_STALE_MS,
    retry: false,
  });
}
