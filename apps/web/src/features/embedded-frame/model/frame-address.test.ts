import { describe, expect, it } from 'vitest';
import { embeddedFrameAddress, rawQueryOf } from './frame-address';

describe('rawQueryOf', () => {
  it('keeps every value as text, repeated keys included', () => {
    expect(rawQueryOf('?stageId=5&tag=a&tag=b&flag=true')).toEqual({
      stageId: ['5'],
      tag: ['a', 'b'],
      flag: ['true'],
    });
  });

  it('is empty without a query, and keeps a __proto__ key as data', () => {
    expect(rawQueryOf('')).toEqual({});
    const query = rawQueryOf('__proto__=x');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(query.__proto__).toEqual(['x']);
  });
});

describe('embeddedFrameAddress (spec §2.10)', () => {
  it('joins host, filled path, the whole query and _locale', () => {
    const address = embeddedFrameAddress({
      host: 'http://localhost:3001',
      pathTemplate: '/data-view/site/{siteId}',
      params: { siteId: 7 },
      query: { stage: ['channel'], stageId: ['12'], hl: ['de'] },
      locale: 'de',
    });
    expect(address).toEqual({
      url: 'http://localhost:3001/data-view/site/7?stage=channel&stageId=12&hl=de&_locale=de',
      origin: 'http://localhost:3001',
    });
  });

  it('upgrades http to https outside loopback, and the origin follows', () => {
    const address = embeddedFrameAddress({
      host: 'http://platform.example.com',
      pathTemplate: '/data-map/site/{siteId}',
      params: { siteId: 3 },
      query: {},
      locale: 'fr',
    });
    expect(address.url).toBe('https://platform.example.com/data-map/site/3?_locale=fr');
    expect(address.origin).toBe('https://platform.example.com');
  });

  it('lets the current language win over a _locale in the query', () => {
    const { url } = embeddedFrameAddress({
      host: 'http://localhost:3001',
      pathTemplate: '/site/{siteId}',
      params: { siteId: 1 },
      query: { _locale: ['fr'] },
      locale: 'en',
    });
    expect(new URL(url).searchParams.getAll('_locale')).toEqual(['en']);
  });
});
