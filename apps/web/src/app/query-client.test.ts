import { describe, expect, it } from 'vitest';
import { apiRequestError } from '../test/api-errors';
import { shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('does not repeat answers below 500', () => {
    expect(shouldRetryQuery(0, apiRequestError(403))).toBe(false);
    expect(shouldRetryQuery(0, apiRequestError(404))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    expect(shouldRetryQuery(0, apiRequestError(503))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('offline'))).toBe(true);
    expect(shouldRetryQuery(2, new TypeError('offline'))).toBe(false);
  });
});
