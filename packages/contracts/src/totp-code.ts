// TOTP code rules shared by the API and the profile page, free of the schema library
// (docs/adr/0006).

/** Digits of a TOTP code (RFC 6238 with the authenticator apps' defaults). */
export const TOTP_DIGITS = 6;
/** Seconds one code is valid for. */
export const TOTP_PERIOD = 30;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * A code as people type it: spaces and dashes (as apps group the digits, "123 456") are removed.
 * Returns undefined when what is left is not exactly six digits.
 */
export function normalizeTotpCode(input: string): string | undefined {
  const compact = input.replace(/[\s-]/g, '');
  return TOTP_CODE_PATTERN.test(compact) ? compact : undefined;
}
