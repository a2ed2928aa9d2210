import { HTTPError, type NormalizedOptions } from 'ky';
import { ApiRequestError } from '../lib/api-error';

/** An ApiRequestError as the HTTP layer would produce it for a given answer. */
export function apiRequestError(status: number, key?: string): ApiRequestError {
  const response = new Response(null, { status });
  const request = new Request('http://localhost:3000/api/test');
  const error = new HTTPError(response, request, {} as NormalizedOptions);
  return new ApiRequestError(
    error,
    key === undefined ? undefined : { statusCode: status, code: 'forbidden', message: 'x', key },
  );
}
