import { TOTP_DIGITS, TOTP_PERIOD } from '@feedline/contracts';
import { Secret, TOTP } from 'otpauth';

/** The issuer authenticator apps show next to the code. */
export const TOTP_ISSUER = 'Feedline';
const ALGORITHM = 'SHA1';
/** Codes of the previous and the next time step are accepted too (clock drift, slow typing). */
const WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

/** A new random secret, base32 encoded as authenticator apps expect it. */
export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// URI of a secret (shown as a QR code); `accountName` is the user's e-mail. */
export function otpauthUri(secret: string, accountName: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: accountName,
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  }).toString();
}

/** The time step (counter) of `timestamp`. */
export function totpStepAt(timestamp: number): number {
  return Math.floor(timestamp / 1000 / TOTP_PERIOD);
}

/**
 * The time step a code belongs to, when it is the code of the current step or of one step
 * before or after it; undefined otherwise.
 */
export function matchTotpCode(
  secret: string,
  code: string,
  timestamp: number = Date.now(),
): number | undefined {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    timestamp,
    window: WINDOW,
  });
  return delta === null ? undefined : totpStepAt(timestamp) + delta;
}
