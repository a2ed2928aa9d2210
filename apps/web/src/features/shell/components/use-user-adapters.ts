import type { CurrentUser } from '@feedline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getConfig } from '../../../config/config';
import { setTracker } from '../../../lib/tracking/tracker';
import { chatIdentityQueryOptions } from '../api/chat-identity-query';

/**
 * Starts the adapters that need the signed-in user, after the shell's first render and only when
 * configured (spec §7): the customer-success client (identify, daily 'General activity' metric,
 * tracker) and the support chat (booted with the server-computed e-mail hash). Their code is
 * fetched by dynamic import, so none of it is in the first chunk.
 */
export function useUserAdapters(user: Pick<CurrentUser, 'email' | 'name'>): void {
  const queryClient = useQueryClient();
  const { email, name } = user;

  useEffect(() => {
    const { customerSuccess } = getConfig();
    if (!customerSuccess) return;
    let isCancelled = false;
    void import('../../../lib/tracking/customer-success').then(({ startCustomerSuccess }) => {
      if (isCancelled) return;
      startCustomerSuccess(customerSuccess, { email, name }, setTracker);
    });
    return () => {
      isCancelled = true;
      setTracker(undefined);
    };
  }, [email, name]);

  useEffect(() => {
    const { supportChat } = getConfig();
    if (!supportChat) return;
    let isCancelled = false;
    void (async () => {
      try {
        const [identity, chat] = await Promise.all([
          queryClient.fetchQuery(chatIdentityQueryOptions()),
          import('../../../lib/tracking/support-chat'),
        ]);
        if (isCancelled) return;
        chat.bootSupportChat(chat.supportChatSettings({ appId: supportChat.appId, ...identity }));
      } catch {
        // Without an identity (chat not configured on the API) the chat simply stays off.
      }
    })();
    return () => {
      isCancelled = true;
    };
  }, [queryClient, email]);
}
