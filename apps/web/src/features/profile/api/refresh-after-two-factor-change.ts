import { resourceKeys } from '@feedline/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
// The one place this feature reaches into another: the signed-in user is the shell's query.
import { currentUserQueryOptions } from '../../../lib/current-user-query';

/**
 * Turning 2FA on or off changes the signed-in user (`twoFactorAuth`), which the authenticated
 * guard reads for the two-factor policy. The user is fetched again at once (the guard only
 * reads the cache, and invalidating alone does not refetch a query without an active observer),
 * then the guards run again with the fresh user. Every resource is read again too: the API's
 * answers depend on the policy as well.
 */
export function useRefreshAfterTwoFactorChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    await Promise.all([
      queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }),
      // With 2FA on, the API answers the organisation data it refused before (spec §6).
      queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
    ]);
    await router.invalidate();
  }, [queryClient, router]);
}
