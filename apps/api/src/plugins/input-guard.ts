import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error';

const MAX_DEPTH = 64;

type Flaw = 'nul' | 'too-deep';

/**
 * What no route may receive in `value`: a NUL character in a string or a key (PostgreSQL text
 * cannot store one), or nesting deeper than MAX_DEPTH, where a NUL would go unseen.
 */
export function flawOf(value: unknown, depth = 0): Flaw | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? 'nul' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return 'too-deep';
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return 'nul';
    const flaw = flawOf(item, depth + 1);
    if (flaw) return flaw;
  }
  return undefined;
}

/**
 * Refuses a request whose path parameters, query or body carry a NUL character, with a 400
 * before any route reads it: no text column can store one, so it would otherwise fail deep in the
 * database as a server error. A body nested deeper than any of ours is refused too: it could hide one.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const flaw = flawOf(request.params) ?? flawOf(request.query) ?? flawOf(request.body);
      if (flaw === 'nul') throw badRequest('Text may not contain NUL characters');
      if (flaw === 'too-deep') throw badRequest(`Data may not be nested deeper than ${MAX_DEPTH}`);
    });
  },
  { name: 'input-guard' },
);
