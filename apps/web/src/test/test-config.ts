import type { WebConfig } from '@feedline/contracts';

export const TEST_ORIGIN = 'http://localhost:3000';

export const TEST_CONFIG: WebConfig = {
  env: 'test',
  deployment: 'production',
  version: '1.2.3-test',
  api: '/api',
  dataFlow: '/api',
  legacySite: '/api',
  realtime: '/realtime',
  platformHost: 'http://localhost:3001',
  identity: {
    authority: 'http://localhost:3000/oidc',
    clientId: 'feedline-shell',
    scope: 'openid profile email offline_access api',
  },
  logoutRedirectUrl: 'http://localhost:3000/',
  links: {},
  sso: {
    providerDomain: 'sso.localhost:3000',
    entityId: 'http://{subdomain}.sso.localhost:3000/saml/metadata',
    consumerUrl: 'http://{subdomain}.sso.localhost:3000/saml/acs',
  },
  debug: false,
};
