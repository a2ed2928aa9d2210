import { ERROR_CODES } from '@feedline/contracts/constants';
import type { ApiError, ErrorCode } from '@feedline/contracts';

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

/** The request an error answered, for logs. */
export interface FailedRequest {
  method: string;
  url: string;
}

/** An HTTP error answer of our API, typed by its contract body (packages/contracts errors.ts). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly code: ErrorCode;
  /** The spec's key of a 403 (unverified-user, inaccessible, …) or another machine key. */
  readonly key: string | undefined;

  constructor(
    readonly status: number,
    readonly body?: ApiError,
    readonly request?: FailedRequest,
    statusText?: string,
  ) {
    super(
      body?.message ??
        `Request failed with status code ${status}${statusText ? ` ${statusText}` : ''}`,
    );
    this.code = body?.code ?? codeForStatus(status);
    this.key = body?.key;
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

/** Reads an error answer once and returns the typed error. */
export async function toApiRequestError(
  response: Response,
  request?: FailedRequest,
): Promise<ApiRequestError> {
  let body: ApiError | undefined;
  try {
    const json: unknown = await response.json();
    body = isApiErrorBody(json) ? json : undefined;
  } catch {
    body = undefined;
  }
  return new ApiRequestError(response.status, body, request, response.statusText);
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** Raised to the caller when a 401 could not be cured: the session is over (spec §8). */
export class TokenRefreshError extends Error {
  override readonly name = 'TokenRefreshError';
  constructor() {
    super('Failed to refresh token, user logged out.');
  }
}
