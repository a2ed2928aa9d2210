import { describe, expect, it } from 'vitest';
import { isApiErrorBody, TokenRefreshError } from './errors';

describe('isApiErrorBody', () => {
  it('accepts the API error shape, with or without key and invalid params', () => {
    expect(
      isApiErrorBody({ statusCode: 403, code: 'forbidden', message: 'no', key: 'inaccessible' }),
    ).toBe(true);
    expect(
      isApiErrorBody({
        statusCode: 400,
        code: 'validation-failed',
        message: 'bad',
        invalidParams: [{ name: 'params.id', key: 'invalid_type' }],
      }),
    ).toBe(true);
  });

  it('rejects other bodies: a proxy page, unknown codes, wrong types', () => {
    expect(isApiErrorBody('<html>502</html>')).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
    expect(isApiErrorBody({ statusCode: 500, code: 'teapot', message: 'x' })).toBe(false);
    expect(isApiErrorBody({ statusCode: '403', code: 'forbidden', message: 'x' })).toBe(false);
    expect(isApiErrorBody({ statusCode: 403, code: 'forbidden', message: 'x', key: 7 })).toBe(
      false,
    );
  });
});

describe('TokenRefreshError', () => {
  it("carries the spec's message", () => {
    expect(new TokenRefreshError().message).toBe('Failed to refresh token, user logged out.');
  });
});
