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

  it('puts the SSO hosts beside the public address, and the platform metadata with them', () => {
    expect(loadConfig({}).sso).toEqual({
      providerDomain: 'sso.localhost:3000',
      scheme: 'http',
      spEntityId: 'http://{subdomain}.sso.localhost:3000/saml/metadata',
      consumerUrl: 'http://{subdomain}.sso.localhost:3000/saml/acs',
      allowLoopbackIdp: true,
    });
    // An address has no subdomains: *.sso.localhost is loopback too.
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3100' }).sso.providerDomain).toBe(
      'sso.localhost:3100',
    );
    const production = loadConfig({
      PUBLIC_URL: 'https://app.feedline.example',
      SSO_PROVIDER_DOMAIN: 'sso.feedline.example',
      SEED_DEMO: 'false',
    });
    expect(production.sso).toMatchObject({
      providerDomain: 'sso.feedline.example',
      consumerUrl: 'https://{subdomain}.sso.feedline.example/saml/acs',
      allowLoopbackIdp: false,
    });
    expect(() => loadConfig({ SSO_PROVIDER_DOMAIN: 'https://sso.example' })).toThrow(ConfigError);
  });

  it('runs the demo identity provider with the demo data only', () => {
    expect(loadConfig({}).demoIdpPort).toBe(3002);
    expect(loadConfig({ DEMO_IDP_PORT: '0' }).demoIdpPort).toBe(0);
    expect(loadConfig({ DEMO_IDP_PORT: 'off' }).demoIdpPort).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: 'false' }).demoIdpPort).toBeUndefined();
  });

  it('gives the demo a support address, a content portal and a help page of its own', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3100/' }).links).toEqual({
      contentPortal: 'http://127.0.0.1:3100/demo-portal/',
      contentPortalHelp: 'http://127.0.0.1:3100/demo-help/',
      supportEmail: 'support@feedline.test',
      workspaces: undefined,
      retailProduct: undefined,
    });
    // Configured addresses win; without the demo data nothing is made up.
    expect(
      loadConfig({
        CONTENT_PORTAL_URL: 'https://portal.example.com',
        CONTENT_PORTAL_HELP_URL: 'https://help.example.com/portal',
        SUPPORT_EMAIL: 'help@example.com',
      }).links,
    ).toMatchObject({
      contentPortal: 'https://portal.example.com',
      contentPortalHelp: 'https://help.example.com/portal',
      supportEmail: 'help@example.com',
    });
    expect(loadConfig({ SEED_DEMO: 'false' }).links).toEqual({
      contentPortal: undefined,
      contentPortalHelp: undefined,
      supportEmail: undefined,
      workspaces: undefined,
      retailProduct: undefined,
    });
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

describe('secrets of processes that share a database', () => {
  it('are required with DATABASE_URL, named, with the command that makes them', () => {
    const attempt = () => loadConfig({ DATABASE_URL: 'postgres://db.internal/feedline' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/COOKIE_KEYS, HASH_SECRET, OIDC_JWKS: required with DATABASE_URL/);
    expect(attempt).toThrow(/npm run secrets/);
  });

  it('are not needed on the embedded database, and OIDC_JWKS not with an external issuer', () => {
    expect(() => loadConfig({})).not.toThrow();
    const config = loadConfig({
      DATABASE_URL: 'postgres://db.internal/feedline',
      REDIS_URL: 'redis://cache.internal:6379',
      COOKIE_KEYS: 'k1',
      HASH_SECRET: 'h1',
      OIDC_ISSUER: 'https://login.example.com',
    });
    expect(config.secrets).toEqual({ cookieKeys: 'k1', hashSecret: 'h1', jwks: undefined });
  });
});

describe('Redis for processes that share a database', () => {
  const secrets = { COOKIE_KEYS: 'k1', HASH_SECRET: 'h1', OIDC_JWKS: '{"keys":[]}' };
  const database = { DATABASE_URL: 'postgres://db.internal/feedline', ...secrets };

  it('is required with DATABASE_URL, named, with why and the way out for one process', () => {
    const attempt = () => loadConfig(database);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/REDIS_URL: required with DATABASE_URL/);
    expect(attempt).toThrow(/rate limits and live log/);
    expect(attempt).toThrow(/SINGLE_PROCESS=true/);
    // Named beside the missing secrets, in one message.
    expect(() => loadConfig({ DATABASE_URL: database.DATABASE_URL })).toThrow(
      /COOKIE_KEYS, HASH_SECRET, OIDC_JWKS: required[\s\S]*REDIS_URL: required/,
    );
  });

  it('is given, or a single process is declared', () => {
    const config = loadConfig({ ...database, REDIS_URL: 'redis://cache.internal:6379' });
    expect(config.redisUrl).toBe('redis://cache.internal:6379');
    expect(loadConfig({ ...database, SINGLE_PROCESS: 'true' }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ ...database, SINGLE_PROCESS: 'false' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ ...database, SINGLE_PROCESS: 'yes' })).toThrow(
      /SINGLE_PROCESS: expected true or false/,
    );
  });

  it('is not needed on the embedded database, nor to migrate', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    // `npm run migrate` needs the database only: neither Redis nor the secrets.
    const migrate = loadConfig({ DATABASE_URL: database.DATABASE_URL }, { purpose: 'migrate' });
    expect(migrate.databaseUrl).toBe(database.DATABASE_URL);
  });
});

describe('the drain of a stopping process', () => {
  const shared = {
    DATABASE_URL: 'postgres://db.internal/feedline',
    REDIS_URL: 'redis://cache.internal:6379',
    COOKIE_KEYS: 'k1',
    HASH_SECRET: 'h1',
    OIDC_JWKS: '{"keys":[]}',
  };

  it('lasts 2 s where processes share PostgreSQL and none for the embedded process', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig(shared).shutdownDrainMs).toBe(2000);
    expect(loadConfig({ ...shared, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '500' }).shutdownDrainMs).toBe(500);
  });

  it('stays within the 10 s a process has to exit', () => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '9000' })).toThrow(
      /SHUTDOWN_DRAIN_MS: expected at most 5000 milliseconds/,
    );
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
