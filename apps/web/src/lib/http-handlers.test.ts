import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfigForTests } from '../config/config';
import { TEST_CONFIG } from '../test/test-config';
import { handleForbidden, logoutWithReturn } from './http';
import { leaveTo, navigateTo, readCurrentHref } from './navigation';

vi.mock('./navigation', () => ({
  leaveTo: vi.fn(),
  navigateTo: vi.fn(),
  readCurrentHref: vi.fn(() => 'http://localhost:3000/overview/account/1?tab=x'),
}));

afterEach(() => {
  setConfigForTests(undefined);
  vi.mocked(leaveTo).mockClear();
  vi.mocked(navigateTo).mockClear();
});

describe('handleForbidden (spec §8)', () => {
  it('sends the browser to the configured retail product and content portal', () => {
    setConfigForTests({
      ...TEST_CONFIG,
      links: { retailProduct: 'https://retail.example/', contentPortal: 'https://cp.example/' },
    });
    handleForbidden('retail-px user');
    handleForbidden('content-portal user');
    expect(leaveTo).toHaveBeenNthCalledWith(1, 'https://retail.example/');
    expect(leaveTo).toHaveBeenNthCalledWith(2, 'https://cp.example/');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('navigates to /unauthorized and /unverified', () => {
    handleForbidden('inactive-user');
    handleForbidden('unverified-user');
    expect(navigateTo).toHaveBeenNthCalledWith(1, '/unauthorized');
    expect(navigateTo).toHaveBeenNthCalledWith(2, '/unverified');
  });

  it('sends a user who must set up 2FA first to the profile, unless already there', () => {
    handleForbidden('two-factor-required');
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/profile?twoFactor=true');

    vi.mocked(navigateTo).mockClear();
    vi.mocked(readCurrentHref).mockReturnValueOnce('http://localhost:3000/profile?twoFactor=true');
    handleForbidden('two-factor-required');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('does nothing for keys the callers handle', () => {
    handleForbidden('inaccessible');
    handleForbidden(undefined);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(leaveTo).not.toHaveBeenCalled();
  });
});

describe('logoutWithReturn (spec §8)', () => {
  it('goes to /logout with the current URL as redirectUrl', () => {
    logoutWithReturn();
    expect(readCurrentHref).toHaveBeenCalled();
    expect(navigateTo).toHaveBeenCalledWith(
      `/logout?redirectUrl=${encodeURIComponent('http://localhost:3000/overview/account/1?tab=x')}`,
    );
  });
});
