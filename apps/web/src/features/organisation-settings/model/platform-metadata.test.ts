import { describe, expect, it } from 'vitest';
import { fillSubdomain, loginAddressOf, loginUrlOf, platformMetadataOf } from './platform-metadata';

const SSO = {
  providerDomain: 'sso.example.test',
  entityId: 'https://{subdomain}.sso.example.test/saml/metadata',
  consumerUrl: 'https://{subdomain}.sso.example.test/saml/acs',
};

describe('the platform metadata (spec §3, §9)', () => {
  it('fills every {subdomain} placeholder', () => {
    expect(fillSubdomain('{subdomain}/{subdomain}', 'acme')).toBe('acme/acme');
    expect(platformMetadataOf(SSO, 'acme')).toEqual({
      entityId: 'https://acme.sso.example.test/saml/metadata',
      consumerUrl: 'https://acme.sso.example.test/saml/acs',
    });
  });

  it('shows the test address {subdomain}.{provider domain}, a placeholder until it is known', () => {
    expect(loginAddressOf('acme', SSO.providerDomain, 'subdomain')).toBe('acme.sso.example.test');
    expect(loginAddressOf(null, SSO.providerDomain, 'subdomain')).toBe(
      'subdomain.sso.example.test',
    );
    expect(loginAddressOf('', SSO.providerDomain, 'subdomain')).toBe('subdomain.sso.example.test');
  });

  it("opens the API's login URL, else one built with the platform's scheme, none without subdomain", () => {
    expect(loginUrlOf({ subdomain: 'acme', loginUrl: 'https://acme.x.test/' }, SSO)).toBe(
      'https://acme.x.test/',
    );
    expect(loginUrlOf({ subdomain: 'acme', loginUrl: null }, SSO)).toBe(
      'https://acme.sso.example.test/',
    );
    expect(
      loginUrlOf(
        { subdomain: 'acme', loginUrl: null },
        { ...SSO, entityId: 'http://{subdomain}.x' },
      ),
    ).toBe('http://acme.sso.example.test/');
    expect(loginUrlOf({ subdomain: null, loginUrl: null }, SSO)).toBeNull();
  });
});
