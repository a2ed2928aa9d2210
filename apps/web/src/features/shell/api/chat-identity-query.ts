import type { SupportChatIdentity } from '@feedline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { type ApiRequestError, apiPaths, resourceKeys } from '@feedline/api-client';

export type ChatIdentityData = SupportChatIdentity;
export type ChatIdentityError = ApiRequestError;

/** The user's e-mail and its server-computed hash, for booting the support chat. */
export function getChatIdentity(signal?: AbortSignal): Promise<ChatIdentityData> {
  return api.get<SupportChatIdentity>(apiPaths.supportChatIdentity, { signal });
}

export function chatIdentityQueryOptions() {
  return queryOptions<ChatIdentityData, ChatIdentityError>({
    queryKey: resourceKeys.supportChatIdentity(),
    queryFn: ({ signal }) => getChatIdentity(signal),
    staleTime: Infinity,
    retry: false,
  });
}
