import type { ApiError } from '@feedline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isServiceUnavailable } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';

function toApiError(error: FastifyError | HttpError): ApiError {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...error.extra,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 400,
      code: 'validation-failed',
      message: 'The request is not valid',
      invalidParams: error.validation.map((issue) => ({
        name: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.'),
        key: issue.keyword,
        reason: issue.message,
      })),
    };
  }
  if (isServiceUnavailable(error)) {
    return {
      statusCode: 503,
      code: 'service-unavailable',
      message: 'A service Feedline needs is not answering; try again shortly',
    };
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 429) {
    return { statusCode, code: 'rate-limited', message: 'Too many requests, try again later' };
  }
  if (statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      code: statusCode === 404 ? 'not-found' : 'bad-request',
      message: error.message,
    };
  }
  return { statusCode: 500, code: 'internal', message: 'Something went wrong on our side' };
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (`%zz`) or a path parameter over
 * maxParamLength is refused by the router, before any hook or the error handler; in the ApiError
 * shape too.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body = toApiError(error);
  void reply.status(body.statusCode).send(body);
}

/** One error handler for the whole API: every error leaves in the ApiError shape. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const body = toApiError(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (body.statusCode === 503) void reply.header('retry-after', '5');
    return reply.status(body.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = {
      statusCode: 404,
      code: 'not-found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
});
