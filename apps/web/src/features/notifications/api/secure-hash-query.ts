import type { SecureHash } from '@feedline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getConfig } from '../../../config/config';
import type { ApiRequestError } from '../../../lib/api-error';
import { CONVERT_CASE_HEADER, http } from '../../../lib/http';
import { notificationsKeys } from './keys';

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
  const url = new URL(`${base}/sites/${siteId}/secure-hash`, window.location.origin).href;
  const body = await http
    .get(url, { signal, headers: { [CONVERT_CASE_HEADER]: 'true' } })
    .json<unknown>();
  return body as SecureHash;
}

export function secureHashQueryOptions({ siteId }: SecureHashVariables) {
  return queryOptions<SecureHashData, SecureHashError>({
    queryKey: notificationsKeys.secureHash(siteId),
    queryFn: ({ signal }) => getSecureHash({ siteId }, signal),
    staleTime: SECURE_HASH_STALE_MS,
    retry: false,
  });
}
