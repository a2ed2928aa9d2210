/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), as PostgreSQL's
 * driver reports it or as Drizzle wraps it (`cause`); PGlite reports the same code.
 */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505' ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === '23505';
