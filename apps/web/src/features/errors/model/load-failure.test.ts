import { describe, expect, it } from 'vitest';
import { apiRequestError } from '../../../test/api-errors';
import { entityLoadFailureTarget, userLoadFailureTarget } from './load-failure';

describe('entityLoadFailureTarget (spec §8)', () => {
  it('sends 403 to access denied, reason inaccessible', () => {
    expect(entityLoadFailureTarget(apiRequestError(403, 'inaccessible'))).toEqual({
      to: '/access-denied',
      reason: 'inaccessible',
    });
    expect(entityLoadFailureTarget(apiRequestError(403))).toEqual({
      to: '/access-denied',
      reason: 'inaccessible',
    });
  });

  it('follows the central handling for keys about the user', () => {
    expect(entityLoadFailureTarget(apiRequestError(403, 'unverified-user'))).toEqual({
      to: '/unverified',
    });
    expect(entityLoadFailureTarget(apiRequestError(403, 'inactive-user'))).toEqual({
      to: '/unauthorized',
    });
    // The API holds a user back until 2FA is set up (spec §6): the profile, with the modal.
    expect(entityLoadFailureTarget(apiRequestError(403, 'two-factor-required'))).toEqual({
      to: '/profile',
      twoFactor: true,
    });
    expect(entityLoadFailureTarget(apiRequestError(403, 'retail-px user'))).toEqual({
      to: '/access-denied',
      reason: 'inaccessible',
    });
  });

  it('sends 404 and 400 to not found', () => {
    expect(entityLoadFailureTarget(apiRequestError(404))).toEqual({ to: '/not-found' });
    expect(entityLoadFailureTarget(apiRequestError(400))).toEqual({ to: '/not-found' });
  });

  it('leaves other failures to the caller', () => {
    expect(entityLoadFailureTarget(apiRequestError(500))).toBeNull();
    expect(entityLoadFailureTarget(new Error('network'))).toBeNull();
  });
});

describe('userLoadFailureTarget (spec §8)', () => {
  it('sends unverified users to /unverified', () => {
    expect(userLoadFailureTarget(apiRequestError(403, 'unverified-user'))).toEqual({
      to: '/unverified',
    });
  });

  it('sends unauthorized and inactive users to /unauthorized', () => {
    expect(userLoadFailureTarget(apiRequestError(403, 'unauthorized-user'))).toEqual({
      to: '/unauthorized',
    });
    expect(userLoadFailureTarget(apiRequestError(403, 'inactive-user'))).toEqual({
      to: '/unauthorized',
    });
  });

  it('blocks on anything else', () => {
    expect(userLoadFailureTarget(apiRequestError(403, 'inaccessible'))).toBeNull();
    expect(userLoadFailureTarget(apiRequestError(500))).toBeNull();
    expect(userLoadFailureTarget(new TypeError('offline'))).toBeNull();
  });
});
