import { describe, expect, it } from 'vitest';
import { jwtWithExp } from '../../../test/tokens';
import { decideSessionAnswer } from './session-answer';

const NOW = 1_700_000_000_000;
const base = { now: NOW, minValiditySeconds: 300, lastPostedToken: null };

describe('decideSessionAnswer', () => {
  it('hands over a stored token that stays valid long enough', () => {
    const token = jwtWithExp(NOW / 1000 + 3600);
    expect(decideSessionAnswer({ ...base, storedToken: token })).toEqual({
      action: 'post',
      accessToken: token,
    });
  });

  it('renews a token that expires within the minimum validity', () => {
    const token = jwtWithExp(NOW / 1000 + 120);
    expect(decideSessionAnswer({ ...base, storedToken: token })).toEqual({
      action: 'refresh',
      usedToken: token,
    });
  });

  it('renews when the frame asks again for the token it was given (refused by the API)', () => {
    const token = jwtWithExp(NOW / 1000 + 3600);
    expect(decideSessionAnswer({ ...base, storedToken: token, lastPostedToken: token })).toEqual({
      action: 'refresh',
      usedToken: token,
    });
  });

  it('hands over a token renewed elsewhere (another tab) after a refusal', () => {
    const renewed = jwtWithExp(NOW / 1000 + 3600);
    const answer = decideSessionAnswer({ ...base, storedToken: renewed, lastPostedToken: 'old' });
    expect(answer).toEqual({ action: 'post', accessToken: renewed });
  });

  it('renews without a stored token', () => {
    expect(decideSessionAnswer({ ...base, storedToken: null })).toEqual({
      action: 'refresh',
      usedToken: null,
    });
  });
});
