import { normalizeTotpCode } from '@feedline/contracts/totp-code';

export type TotpCodeCheck =
  { isValid: true; code: string } | { isValid: false; problem: 'empty' | 'format' };

/**
 * Checks what the user typed before it is sent: six digits, spaces and dashes between groups
 * allowed ("123 456"), as authenticator apps show them.
 */
export function checkTotpCodeInput(input: string): TotpCodeCheck {
  if (input.trim() === '') return { isValid: false, problem: 'empty' };
  const code = normalizeTotpCode(input);
  return code === undefined ? { isValid: false, problem: 'format' } : { isValid: true, code };
}

/** The key grouped in fours, easier to read and type into an app (spaces are ignored there). */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
