/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), as PostgreSQL's
 * driver reports it or as Drizzle wraps it (`cause`); PGlite reports the same code.
 */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505' ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === '23505';

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ECONNRESET',
  'EPIPE',
  // invalid password, no such role or database, server starting, shutting down, ended by an admin
  '28P01',
  '28000',
  '3D000',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * Whether an error means a service the api needs (PostgreSQL, Redis) cannot be reached or has
 * gone away, rather than a statement that failed: the request is answered 503, and may be
 * repeated once the service is back. Drizzle wraps the driver's error (`cause`).
 */
export function isServiceUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message, name } = current as {
      code?: unknown;
      message?: unknown;
      name?: unknown;
    };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    const text = typeof message === 'string' ? message : '';
    if (
      /Connection terminated|timeout exceeded when trying to connect|Connection is closed|Client has encountered a connection error/i.test(
        text,
      ) ||
      name === 'MaxRetriesPerRequestError'
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
