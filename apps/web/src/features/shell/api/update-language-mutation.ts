import type { CurrentUser, UpdateUser } from '@feedline/contracts';
import { apiPaths, resourceKeys, type ApiRequestError } from '@feedline/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** The user's own language: saved, then the shell (and its frames) follow the answer. */
export function useUpdateLanguageMutation() {
  const queryClient = useQueryClient();
  return useMutation<CurrentUser, ApiRequestError, UpdateUser['language']>({
    mutationFn: (language) => api.patch<CurrentUser>(apiPaths.user, { language }),
    onSuccess: (user) => queryClient.setQueryData(resourceKeys.user(), user),
  });
}
