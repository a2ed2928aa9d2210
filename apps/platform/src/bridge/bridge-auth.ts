import type { ApiAuth } from '@feedline/api-client';
import type { ShellBridge } from './shell-bridge';

/**
 * An embedded screen's API credentials: the session the shell hands over the frame bridge. A 401
 * asks the shell for a renewed session (it rejects with SessionUnavailableError when none comes).
 */
export function bridgeAuth(bridge: Pick<ShellBridge, 'requestSession'>): ApiAuth {
  return {
    accessToken: async () => (await bridge.requestSession()).accessToken,
    renew: async () => {
      await bridge.requestSession({ renew: true });
      return true;
    },
  };
}
