import { apiPaths, pathOf } from '@feedline/api-client';
import { api } from '../../../lib/http';

/** POST to /api/user/two-factor/{action}; the answer has the contract's shape (docs/adr/0006). */
export async function postTwoFactor<T>(
  action: 'setup' | 'enable' | 'disable',
  json?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return api.post<T>(pathOf(apiPaths.userTwoFactorAction, { action }), json, { signal });
}
