import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded mode on localhost:3000/3001', () => {
    const config = loadConfig({});
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.platformUrl).toBe('http://localhost:3001');
    expect(config.identity).toMatchObject({
      mode: 'embedded',
      issuer: 'http://localhost:3000/oidc',
      userClaim: 'sub',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('derives the addresses from the ports', () => {
    const config = loadConfig({ PORT: '4100', PLATFORM_PORT: '4101' });
    expect(config.identity.issuer).toBe('http://localhost:4100/oidc');
    expect(config.platformUrl).toBe('http://localhost:4101');
  });

  it('switches to an external issuer by configuration', () => {
    const config = loadConfig({ OIDC_ISSUER: 'https://id.example.com/realms/feedline/' });
    expect(config.identity).toMatchObject({
      mode: 'external',
      issuer: 'https://id.example.com/realms/feedline',
      userClaim: 'email',
    });
  });

  it('takes the deployment from DEPLOYMENT_ENVIRONMENT (production by default) into the shell config', async () => {
    const { webConfigOf } = await import('./plugins/web-app');
    expect(webConfigOf(loadConfig({})).deployment).toBe('production');
    expect(webConfigOf(loadConfig({ DEPLOYMENT_ENVIRONMENT: 'staging' })).deployment).toBe(
      'staging',
    );
    expect(() => loadConfig({ DEPLOYMENT_ENVIRONMENT: 'prod' })).toThrow(/DEPLOYMENT_ENVIRONMENT/);
  });

  it('names every bad value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/PORT: .*"abc"/);
    expect(message).toMatch(/DATABASE_URL: expected a postgres/);
    expect(message).toMatch(/SEED_DEMO: expected true or false/);
  });
});
