import type { ApiError, ErrorCode, ForbiddenKey } from '@feedline/contracts';

/** An error with an HTTP status and a machine code; the central handler turns it into ApiError. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Pick<ApiError, 'key' | 'invalidParams'> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: HttpError['extra']) =>
  new HttpError(400, 'bad-request', message, extra);
export const unauthenticated = (message = 'Authentication required') =>
  new HttpError(401, 'unauthenticated', message);
export const forbidden = (key: ForbiddenKey, message = 'Access denied') =>
  new HttpError(403, 'forbidden', message, { key });
export const notFound = (what: string) => new HttpError(404, 'not-found', `${what} not found`);
