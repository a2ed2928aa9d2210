import { DEFAULT_LANGUAGE, supportedLanguage, type Language } from '@feedline/contracts/constants';
import type { FastifyRequest } from 'fastify';
import { fromAcceptLanguage } from '../../identity/messages';

/**
 * The language a signed-in reader reads the platform's texts in: the one saved with their profile
 * (PATCH /api/user), else the first of the request's Accept-Language that the product speaks,
 * else English.
 */
export function readerLanguage(request: Pick<FastifyRequest, 'user' | 'headers'>): Language {
  return (
    supportedLanguage(request.user.language) ??
    fromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}
