import { ERROR_CODES } from '@feedline/contracts/constants';
import type { ApiError, ErrorCode } from '@feedline/contracts';
import { HTTPError } from 'ky';

function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'bad-request';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 422) return 'validation-failed';
  if (status === 429) return 'rate-limited';
  return 'internal';
}

/** An HTTP error answer of our API, typed by its contract body (packages/contracts errors.ts). */
export class ApiRequestError extends HTTPError {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: ErrorCode;
  /** The spec's key of a 403 (unverified-user, inaccessible, …) or another machine key. */
  readonly key: string | undefined;
  readonly body: ApiError | undefined;

  constructor(error: HTTPError, body: ApiError | undefined) {
    super(error.response, error.request, error.options);
    this.status = error.response.status;
    this.code = body?.code ?? codeForStatus(this.status);
    this.key = body?.key;
    this.body = body;
    this.message = body?.message ?? error.message;
  }
}

/** An error body of our API (a proxy's HTML or another shape is not). */
export function isApiErrorBody(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    typeof body.code === 'string' &&
    (ERROR_CODES as readonly string[]).includes(body.code) &&
    typeof body.message === 'string' &&
    (body.key === undefined || typeof body.key === 'string') &&
    (body.invalidParams === undefined || Array.isArray(body.invalidParams))
  );
}

/** ky `beforeError` hook: reads the error body once and returns the typed error. */
export async function toApiRequestError(error: HTTPError): Promise<ApiRequestError> {
  let body: ApiError | undefined;
  try {
    const json: unknown = await error.response.clone().json();
    body = isApiErrorBody(json) ? json : undefined;
  } catch {
    body = undefined;
  }
  return new ApiRequestError(error, body);
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
