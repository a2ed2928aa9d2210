import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../test/test-config';
import { ConfigError, getConfig, parseWebConfig } from './config';

describe('parseWebConfig', () => {
  it('validates the JSON written by the API', () => {
    expect(parseWebConfig(JSON.stringify(TEST_CONFIG), false)).toEqual(TEST_CONFIG);
  });

  it('refuses the unreplaced placeholder outside development', () => {
    expect(() => parseWebConfig('__FEEDLINE_CONFIG__', false)).toThrow(ConfigError);
  });

  it('uses development defaults for the Vite dev server', () => {
    expect(parseWebConfig('__FEEDLINE_CONFIG__', true).api).toBe('/api');
  });

  it('names the bad fields', () => {
    const broken = JSON.stringify({ ...TEST_CONFIG, identity: { clientId: 1 } });
    expect(() => parseWebConfig(broken, false)).toThrow(/identity\.authority/);
    expect(() => parseWebConfig('{not json', false)).toThrow(/not JSON/);
  });
});

describe('getConfig', () => {
  it('reads the #feedline-config element', () => {
    expect(getConfig()).toEqual(TEST_CONFIG);
  });
});
