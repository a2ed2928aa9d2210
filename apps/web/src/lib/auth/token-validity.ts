/**
 * Seconds until a JWT access token expires, from its `exp` claim (the signature is the API's
 * business). Null when the token is not a JWT with a numeric `exp`: its lifetime is unknown.
 */
export function secondsUntilExpiry(token: string, nowMs: number): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims = JSON.parse(atob(padded)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp - nowMs / 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Whether a token stays usable for at least `minValiditySeconds` (spec §7: refresh with a
 * minimum validity of 300 s). A token of unknown lifetime counts as usable.
 */
export function isValidFor(token: string, minValiditySeconds: number, nowMs: number): boolean {
  const left = secondsUntilExpiry(token, nowMs);
  return left === null || left >= minValiditySeconds;
}
