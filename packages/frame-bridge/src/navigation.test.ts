import { describe, expect, it } from 'vitest';
import { isInAppPath, resolveNavigationRequest, splitQuery } from './navigation';

describe('splitQuery', () => {
  it('splits on & and =', () => {
    expect(splitQuery('tab=rules&page=2')).toEqual({ tab: 'rules', page: '2' });
  });

  it('decodes values and keys', () => {
    expect(splitQuery('name=caf%C3%A9%20cr%C3%A8me&path=%2Fa%2Fb&a%20b=1')).toEqual({
      name: 'café crème',
      path: '/a/b',
      'a b': '1',
    });
  });

  it('keeps + as +', () => {
    expect(splitQuery('q=a+b&r=a%2Bb')).toEqual({ q: 'a+b', r: 'a+b' });
  });

  it('drops pairs with a missing value', () => {
    expect(splitQuery('flag&empty=&kept=1')).toEqual({ kept: '1' });
  });

  it('drops pairs with a missing key', () => {
    expect(splitQuery('=1&kept=2')).toEqual({ kept: '2' });
  });

  it('drops pairs whose escapes are malformed', () => {
    expect(splitQuery('bad=%E0%A4%A&worse=%&kept=%41')).toEqual({ kept: 'A' });
  });

  it('returns an empty record for an empty string', () => {
    expect(splitQuery('')).toEqual({});
    expect(splitQuery('?')).toEqual({});
    expect(splitQuery('&&&')).toEqual({});
  });

  it('ignores a leading ?', () => {
    expect(splitQuery('?a=1')).toEqual({ a: '1' });
  });

  it('splits only on the first =', () => {
    expect(splitQuery('filter=a=b')).toEqual({ filter: 'a=b' });
  });

  it('keeps the last value of a repeated key', () => {
    expect(splitQuery('a=1&a=2')).toEqual({ a: '2' });
  });

  it('keeps __proto__ as a plain key', () => {
    const query = splitQuery('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.hasOwn(query, '__proto__')).toBe(true);
    expect(query.constructor).toBe('y');
  });
});

describe('isInAppPath', () => {
  it.each(['/', '/data-flow/site/4', '/a/b?c', '/%2F%2Fx', '/a:b', '/a/../b'])(
    'allows %j',
    (path) => {
      expect(isInAppPath(path)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['relative without a slash', 'data-flow'],
    ['dot relative', './x'],
    ['absolute https', 'https://evil.example/x'],
    ['absolute http', 'http://evil.example'],
    ['protocol-relative', '//evil.example/x'],
    ['triple slash', '///evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['upper-case javascript:', 'JAVASCRIPT:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash', '/\\evil.example'],
    ['a leading backslash', '\\\\evil.example'],
    ['a backslash inside', '/a\\b'],
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a space prefix', ' /x'],
    ['a NUL', '/x\u0000'],
  ])('refuses %s', (_name, path) => {
    expect(isInAppPath(path)).toBe(false);
  });
});

describe('resolveNavigationRequest', () => {
  it('resolves an in-app path with a split query', () => {
    expect(
      resolveNavigationRequest({ url: '/data-view/site/4', query: 'stage=import&page=2' }),
    ).toEqual({ path: '/data-view/site/4', query: { stage: 'import', page: '2' } });
  });

  it('resolves a path without a query', () => {
    expect(resolveNavigationRequest({ url: '/overview/account/1' })).toEqual({
      path: '/overview/account/1',
      query: {},
    });
  });

  it('ignores a request without a url', () => {
    expect(resolveNavigationRequest({})).toBeNull();
    expect(resolveNavigationRequest({ query: 'a=1' })).toBeNull();
    expect(resolveNavigationRequest({ url: '' })).toBeNull();
  });

  it('ignores a replaceOnly request', () => {
    expect(resolveNavigationRequest({ url: '/x', replaceOnly: true })).toBeNull();
  });

  it('follows a request whose replaceOnly is false', () => {
    expect(resolveNavigationRequest({ url: '/x', replaceOnly: false })).toEqual({
      path: '/x',
      query: {},
    });
  });

  it.each([
    'https://evil.example/data-flow',
    'http://evil.example',
    '//evil.example/x',
    'javascript:alert(document.cookie)',
    ' javascript:alert(1)',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    'data-flow/site/4',
    '?a=1',
    '#/x',
  ])('ignores url %j', (url) => {
    expect(resolveNavigationRequest({ url })).toBeNull();
  });

  it('splits a query inside the url and lets the message query win', () => {
    expect(resolveNavigationRequest({ url: '/x?a=1&b=2', query: 'b=3&c=4' })).toEqual({
      path: '/x',
      query: { a: '1', b: '3', c: '4' },
    });
  });

  it('drops a fragment', () => {
    expect(resolveNavigationRequest({ url: '/x?a=1#//evil.example' })).toEqual({
      path: '/x',
      query: { a: '1' },
    });
  });

  it('checks the path part only after the query is removed', () => {
    expect(resolveNavigationRequest({ url: '/x?next=https://evil.example' })).toEqual({
      path: '/x',
      query: { next: 'https://evil.example' },
    });
    expect(resolveNavigationRequest({ url: '//evil.example?/x' })).toBeNull();
  });
});
