import { describe, expect, it } from 'vitest';
import { resolveReturnTo, savePendingReturnTo, takePendingReturnTo } from './return-to';

const origin = 'http://localhost:3000';

describe('resolveReturnTo', () => {
  it('returns in-app paths with query and hash', () => {
    expect(resolveReturnTo('/overview/account/1?x=1#top', origin)).toEqual({
      kind: 'internal',
      path: '/overview/account/1?x=1#top',
    });
  });

  it('turns same-origin absolute URLs into paths', () => {
    expect(resolveReturnTo('http://localhost:3000/', origin)).toEqual({
      kind: 'internal',
      path: '/',
    });
  });

  it('goes home for missing, foreign or scripted targets', () => {
    const home = { kind: 'internal', path: '/' };
    expect(resolveReturnTo(undefined, origin)).toEqual(home);
    expect(resolveReturnTo('', origin)).toEqual(home);
    expect(resolveReturnTo('https://evil.example/', origin)).toEqual(home);
    expect(resolveReturnTo('//evil.example/x', origin)).toEqual(home);
    expect(resolveReturnTo('javascript:alert(1)', origin)).toEqual(home);
  });

  it('never returns into the sign-in flow', () => {
    const home = { kind: 'internal', path: '/' };
    expect(resolveReturnTo('/login?redirectUrl=/x', origin)).toEqual(home);
    expect(resolveReturnTo('/logout', origin)).toEqual(home);
    expect(resolveReturnTo('/auth/callback?code=1', origin)).toEqual(home);
  });

  it('follows listed foreign origins', () => {
    expect(
      resolveReturnTo('https://www.example.com/bye', origin, ['https://www.example.com']),
    ).toEqual({
      kind: 'external',
      url: 'https://www.example.com/bye',
    });
  });
});

describe('pending return target', () => {
  it('is taken once', () => {
    savePendingReturnTo('/overview/project/2');
    expect(localStorage.getItem('feedline.auth.return-to')).toBe('/overview/project/2');
    expect(takePendingReturnTo()).toBe('/overview/project/2');
    expect(takePendingReturnTo()).toBeNull();
  });
});
