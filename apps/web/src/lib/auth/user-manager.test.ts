import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../../test/test-config';
import { buildUserManagerSettings } from './user-manager';

describe('buildUserManagerSettings', () => {
  it('configures a public code + PKCE client from the runtime config', () => {
    expect(buildUserManagerSettings(TEST_CONFIG, 'http://localhost:3000')).toEqual({
      authority: 'http://localhost:3000/oidc',
      client_id: 'feedline-shell',
      scope: 'openid profile email offline_access api',
      redirect_uri: 'http://localhost:3000/auth/callback',
      post_logout_redirect_uri: 'http://localhost:3000/',
      response_type: 'code',
      automaticSilentRenew: false,
      monitorSession: false,
      loadUserInfo: false,
    });
  });
});
