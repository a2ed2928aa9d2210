import { describe, expect, it } from 'vitest';
import { PlatformConfigError, parsePlatformConfig } from './config';

describe('parsePlatformConfig', () => {
  it('reads the shell origin and the API address', () => {
    expect(
      parsePlatformConfig(
        '{"shellOrigin":"http://localhost:3000","api":"http://localhost:3000/api/"}',
      ),
    ).toEqual({ shellOrigin: 'http://localhost:3000', api: 'http://localhost:3000/api' });
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{'],
    ['not an object', '"x"'],
    ['a wildcard origin', '{"shellOrigin":"*","api":"http://a/api"}'],
    ['an origin with a path', '{"shellOrigin":"http://a.test/x","api":"http://a/api"}'],
    ['a relative api', '{"shellOrigin":"http://a.test","api":"/api"}'],
  ])('refuses a configuration that is %s', (_name, text) => {
    expect(() => parsePlatformConfig(text)).toThrow(PlatformConfigError);
  });
});
