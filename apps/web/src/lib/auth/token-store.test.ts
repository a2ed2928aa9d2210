import { describe, expect, it } from 'vitest';
import { clearTokens, hasSession, readAccessToken, storeTokens } from './token-store';

describe('token store (spec §9)', () => {
  it('stores the tokens under the keys access and refresh', () => {
    storeTokens({ access_token: 'a1', refresh_token: 'r1' });
    expect(localStorage.getItem('access')).toBe('a1');
    expect(localStorage.getItem('refresh')).toBe('r1');
    expect(readAccessToken()).toBe('a1');
    expect(hasSession()).toBe(true);
  });

  it('drops a stale refresh token when none is issued', () => {
    storeTokens({ access_token: 'a1', refresh_token: 'r1' });
    storeTokens({ access_token: 'a2' });
    expect(localStorage.getItem('refresh')).toBeNull();
  });

  it('clears both on logout', () => {
    storeTokens({ access_token: 'a1', refresh_token: 'r1' });
    clearTokens();
    expect(localStorage.getItem('access')).toBeNull();
    expect(localStorage.getItem('refresh')).toBeNull();
    expect(hasSession()).toBe(false);
  });
});
