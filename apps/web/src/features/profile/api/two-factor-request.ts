import { apiUrl, http } from '../../../lib/http';

/** POST to /api/user/two-factor{path}; the answer has the contract's shape (docs/adr/0006). */
export async function postTwoFactor<T>(
  path: '/setup' | '/enable' | '/disable',
  json?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return http.post(apiUrl(`/user/two-factor${path}`), { json, signal }).json<T>();
}
