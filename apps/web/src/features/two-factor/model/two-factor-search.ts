/**
 * Whether the URL asks for the two-factor modal (spec §2.3: `twoFactor=true` on a platform
 * route). The router parses `true` to a boolean; the text form counts as well.
 */
export function isTwoFactorRequested(search: unknown): boolean {
  if (typeof search !== 'object' || search === null) return false;
  const value = (search as Record<string, unknown>).twoFactor;
  return value === true || value === 'true';
}
