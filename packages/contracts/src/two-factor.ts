import { z } from 'zod';

/** Schemas of the two-factor API (TOTP set-up of the signed-in user, spec §2.8, §6). */

export { TOTP_DIGITS, TOTP_PERIOD, normalizeTotpCode } from './totp-code';
import { TOTP_DIGITS, normalizeTotpCode } from './totp-code';

/** A six-digit code; grouping spaces and dashes are accepted and removed. */
export const totpCodeSchema = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const code = normalizeTotpCode(value);
    if (code === undefined) {
      ctx.addIssue({ code: 'custom', message: `Expected a ${TOTP_DIGITS}-digit code` });
      return z.NEVER;
    }
    return code;
  });

/** Body of the calls that need a current code (enable, disable). */
export const twoFactorCodeBodySchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBodySchema>;

/** GET /api/user/two-factor: the signed-in user's second factor. */
export const twoFactorStatusSchema = z.object({
  /** TOTP is set up and asked for at sign-in. */
  enabled: z.boolean(),
  /** An organisation of the user enforces two-factor authentication: it cannot be disabled. */
  enforced: z.boolean(),
  /** A set-up was started and waits for its first code. */
  pending: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/user/two-factor/setup: a new pending secret for the authenticator app. */
export const twoFactorSetupSchema = z.object({
  /** The secret in base32, for typing it into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/… URI, shown as a QR code. */
  otpauthUri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `key` of the two-factor API's error answers; clients match on these, never on the text. */
export const TWO_FACTOR_ERROR_KEYS = [
  /** 400: the code does not match (nothing was changed). */
  'invalid-code',
  /** 409: enable without a started set-up. */
  'no-pending-setup',
  /** 409: set-up started while TOTP is already enabled. */
  'already-enabled',
  /** 409: disable while TOTP is not enabled. */
  'not-enabled',
  /** 409: disable while an organisation of the user enforces two-factor authentication. */
  'two-factor-enforced',
] as const;
export type TwoFactorErrorKey = (typeof TWO_FACTOR_ERROR_KEYS)[number];
