import type { TwoFactorErrorKey } from '@feedline/contracts';
import { isApiRequestError } from '@feedline/api-client';

/** Message keys (namespace profile, under two-factor.errors) for a failed two-factor call. */
export type TwoFactorErrorMessage =
  'invalid-code' | 'enforced' | 'state-changed' | 'rate-limited' | 'format' | 'generic';

const BY_KEY: Record<TwoFactorErrorKey, TwoFactorErrorMessage> = {
  'invalid-code': 'invalid-code',
  'two-factor-enforced': 'enforced',
  'already-enabled': 'state-changed',
  'no-pending-setup': 'state-changed',
  'not-enabled': 'state-changed',
};

/** Which message a failed call shows; matched on the API's codes and keys, never on its text. */
export function twoFactorErrorMessage(error: unknown): TwoFactorErrorMessage {
  if (!isApiRequestError(error)) return 'generic';
  if (error.key !== undefined && error.key in BY_KEY) {
    return BY_KEY[error.key as TwoFactorErrorKey];
  }
  if (error.code === 'rate-limited') return 'rate-limited';
  if (error.code === 'validation-failed') return 'format';
  return 'generic';
}
