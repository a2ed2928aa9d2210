import type { WebConfig } from '@feedline/contracts';
import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import { getConfig } from '../../config/config';

export const AUTH_CALLBACK_PATH = '/auth/callback';

/** OIDC client settings of the shell: a public client using authorization code + PKCE. */
export function buildUserManagerSettings(
  config: WebConfig,
  origin: string,
): Omit<UserManagerSettings, 'userStore'> {
  return {
    authority: config.identity.authority,
    client_id: config.identity.clientId,
    scope: config.identity.scope,
    redirect_uri: `${origin}${AUTH_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    // Tokens are refreshed on demand when a request answers 401 (spec §8), not on a timer.
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  };
}

let manager: Promise<UserManager> | undefined;

/**
 * The shared UserManager. oidc-client-ts is imported on first use so that it stays out of the
 * first JavaScript chunk: most page loads only need the stored access token.
 */
export function getUserManager(): Promise<UserManager> {
  manager ??= import('oidc-client-ts').then(
    ({ UserManager, WebStorageStateStore }) =>
      new UserManager({
        ...buildUserManagerSettings(getConfig(), window.location.origin),
        userStore: new WebStorageStateStore({ store: window.localStorage }),
        stateStore: new WebStorageStateStore({ store: window.localStorage }),
      }),
  );
  return manager;
}
