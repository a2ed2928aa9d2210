import { describe, expect, it } from 'vitest';
import { FrameUrlError, fillPath, frameUrl, isLoopbackHost } from './frame-url';

const HOST = 'https://platform.example.com';

describe('fillPath', () => {
  it('fills {name} placeholders', () => {
    expect(
      fillPath('data-flow/site/{siteId}/export/{channelId}', { siteId: 4, channelId: '9' }),
    ).toBe('data-flow/site/4/export/9');
  });

  it('fills :name placeholders', () => {
    expect(fillPath('/data-map/site/:siteId', { siteId: 12 })).toBe('/data-map/site/12');
  });

  it('fills both styles in one template', () => {
    expect(fillPath('/a/{accountId}/s/:siteId', { accountId: 1, siteId: 2 })).toBe('/a/1/s/2');
  });

  it('encodes each value', () => {
    expect(fillPath('/x/{name}', { name: 'a/b?c#d e&%' })).toBe('/x/a%2Fb%3Fc%23d%20e%26%25');
    expect(fillPath('/x/:id', { id: '../admin' })).toBe('/x/..%2Fadmin');
  });

  it('leaves a template without placeholders alone', () => {
    expect(fillPath('/dashboard/version/1')).toBe('/dashboard/version/1');
  });

  it.each([
    ['a missing param', {}],
    ['an empty param', { siteId: '' }],
    ['an inherited name', Object.create({ siteId: 4 }) as Record<string, string>],
  ])('throws for %s', (_name, params) => {
    expect(() => fillPath('/site/{siteId}', params)).toThrow(FrameUrlError);
    expect(() => fillPath('/site/:siteId', params)).toThrow(/siteId/);
  });

  it('does not read placeholders from the prototype', () => {
    expect(() => fillPath('/x/{constructor}', {})).toThrow(FrameUrlError);
  });
});

describe('frameUrl', () => {
  it('joins host, filled path, query and _locale', () => {
    expect(
      frameUrl({
        host: HOST,
        pathTemplate: 'data-view/site/{siteId}',
        params: { siteId: 4 },
        query: { stage: 'import', page: 2 },
        locale: 'de',
      }),
    ).toBe('https://platform.example.com/data-view/site/4?stage=import&page=2&_locale=de');
  });

  it('works without a path template', () => {
    expect(frameUrl({ host: HOST, locale: 'en' })).toBe('https://platform.example.com/?_locale=en');
  });

  it('keeps a base path of the host and joins with one slash', () => {
    expect(
      frameUrl({
        host: `${HOST}/legacy/`,
        pathTemplate: '/site/:siteId',
        params: { siteId: 3 },
        locale: 'fr',
      }),
    ).toBe('https://platform.example.com/legacy/site/3?_locale=fr');
  });

  it('keeps a query of the template before the route query', () => {
    expect(
      frameUrl({
        host: HOST,
        pathTemplate: 'dashboard/site/{siteId}/version/1?version=1',
        params: { siteId: 5 },
        query: { tab: 'x' },
        locale: 'en',
      }),
    ).toBe('https://platform.example.com/dashboard/site/5/version/1?version=1&tab=x&_locale=en');
  });

  it('encodes query params, repeats arrays and skips empty ones', () => {
    const url = new URL(
      frameUrl({
        host: HOST,
        query: { q: 'a&b=c d', ids: [1, 2], isNew: true, gone: undefined, none: null },
        locale: 'en',
      }),
    );
    expect(url.searchParams.get('q')).toBe('a&b=c d');
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2']);
    expect(url.searchParams.get('isNew')).toBe('true');
    expect(url.searchParams.has('gone')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
  });

  it('sets _locale to the current language, over any _locale in the query', () => {
    const url = new URL(frameUrl({ host: HOST, query: { _locale: 'fr' }, locale: 'de' }));
    expect(url.searchParams.getAll('_locale')).toEqual(['de']);
  });

  it('throws when a route param is missing', () => {
    expect(() => frameUrl({ host: HOST, pathTemplate: 'site/{siteId}', locale: 'en' })).toThrow(
      FrameUrlError,
    );
  });

  it.each([
    ['http://platform.example.com', 'https://platform.example.com/'],
    ['http://platform.example.com:8080', 'https://platform.example.com:8080/'],
    ['platform.example.com', 'https://platform.example.com/'],
    ['https://platform.example.com', 'https://platform.example.com/'],
    ['http://10.0.0.5:3001', 'https://10.0.0.5:3001/'],
    ['http://localhost.example.com', 'https://localhost.example.com/'],
  ])('upgrades %s to https', (host, expected) => {
    expect(frameUrl({ host, locale: 'en' })).toBe(`${expected}?_locale=en`);
  });

  it.each([
    'http://localhost:3001',
    'http://LOCALHOST:3001',
    'http://127.0.0.1:3001',
    'http://[::1]:3001',
    'http://platform.localhost:3001',
    'http://acme.sso.localhost:3000',
  ])('keeps http for loopback host %s', (host) => {
    expect(frameUrl({ host, locale: 'en' }).startsWith('http://')).toBe(true);
  });

  it.each([
    'javascript:alert(1)//x',
    'ftp://platform.example.com',
    'data://x',
    'https://',
    'http://exa mple.com',
  ])('refuses host %j', (host) => {
    expect(() => frameUrl({ host, locale: 'en' })).toThrow(FrameUrlError);
  });
});

describe('isLoopbackHost', () => {
  it.each(['localhost', 'a.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])(
    '%s is loopback',
    (name) => {
      expect(isLoopbackHost(name)).toBe(true);
    },
  );

  it.each(['localhost.com', 'notlocalhost', '128.0.0.1', '[::2]', 'example.com', '0.0.0.0'])(
    '%s is not loopback',
    (name) => {
      expect(isLoopbackHost(name)).toBe(false);
    },
  );
});
