import { ApiRequestError } from '@feedline/api-client';

/** An ApiRequestError as the HTTP layer would produce it for a given answer. */
export function apiRequestError(status: number, key?: string): ApiRequestError {
  return new ApiRequestError(
    status,
    key === undefined ? undefined : { statusCode: status, code: 'forbidden', message: 'x', key },
    { method: 'GET', url: 'http://localhost:3000/api/test' },
  );
}
