import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@feedline/api-client';
import { twoFactorErrorMessage } from './two-factor-errors';

function apiError(status: number, code: string, key?: string) {
  return new ApiRequestError(status, {
    statusCode: status,
    code: code as ApiRequestError['code'],
    message: 'text that is never shown',
    ...(key ? { key } : {}),
  });
}

describe('twoFactorErrorMessage', () => {
  it('maps the API keys', () => {
    expect(twoFactorErrorMessage(apiError(400, 'bad-request', 'invalid-code'))).toBe(
      'invalid-code',
    );
    expect(twoFactorErrorMessage(apiError(409, 'conflict', 'two-factor-enforced'))).toBe(
      'enforced',
    );
    for (const key of ['already-enabled', 'no-pending-setup', 'not-enabled']) {
      expect(twoFactorErrorMessage(apiError(409, 'conflict', key))).toBe('state-changed');
    }
  });

  it('maps codes without a key, and anything else to the generic message', () => {
    expect(twoFactorErrorMessage(apiError(429, 'rate-limited'))).toBe('rate-limited');
    expect(twoFactorErrorMessage(apiError(400, 'validation-failed'))).toBe('format');
    expect(twoFactorErrorMessage(apiError(500, 'internal'))).toBe('generic');
    expect(twoFactorErrorMessage(apiError(409, 'conflict', 'something-new'))).toBe('generic');
    expect(twoFactorErrorMessage(new Error('network down'))).toBe('generic');
  });
});
