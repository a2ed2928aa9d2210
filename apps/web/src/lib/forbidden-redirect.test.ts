import { describe, expect, it } from 'vitest';
import { forbiddenRedirect } from './forbidden-redirect';

const links = {
  retailProduct: 'https://retail.example/',
  contentPortal: 'https://portal.example/',
};

describe('forbiddenRedirect (spec §8)', () => {
  it('sends retail-px users to the retail product', () => {
    expect(forbiddenRedirect('retail-px user', links)).toEqual({
      kind: 'external',
      url: 'https://retail.example/',
    });
  });

  it('sends content-portal users to the content portal', () => {
    expect(forbiddenRedirect('content-portal user', links)).toEqual({
      kind: 'external',
      url: 'https://portal.example/',
    });
  });

  it('stays put when the external address is not configured', () => {
    expect(forbiddenRedirect('retail-px user', {})).toBeNull();
    expect(forbiddenRedirect('content-portal user', {})).toBeNull();
  });

  it.each(['unauthorized-user', 'inactive-user'])('sends %s to /unauthorized', (key) => {
    expect(forbiddenRedirect(key, links)).toEqual({ kind: 'internal', path: '/unauthorized' });
  });

  it('sends unverified users to /unverified', () => {
    expect(forbiddenRedirect('unverified-user', links)).toEqual({
      kind: 'internal',
      path: '/unverified',
    });
  });

  it('sends users who must set up 2FA first to their profile with the two-factor modal', () => {
    expect(forbiddenRedirect('two-factor-required', links)).toEqual({
      kind: 'internal',
      path: '/profile?twoFactor=true',
    });
  });

  it('leaves other keys to the caller', () => {
    expect(forbiddenRedirect('inaccessible', links)).toBeNull();
    expect(forbiddenRedirect('feature-unavailable', links)).toBeNull();
    expect(forbiddenRedirect(undefined, links)).toBeNull();
    expect(forbiddenRedirect('retail-px-user', links)).toBeNull();
  });
});
