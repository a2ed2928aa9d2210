import type { SupportChatIdentity } from '@feedline/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { ApiRequestError } from '../../../lib/api-error';
import { getJson } from '../../../lib/http';
import { resourceKeys } from '../../../data/resource-keys';

export type ChatIdentityData = SupportChatIdentity;
export type ChatIdentityError = ApiRequestError;

/** The user's e-mail and its server-computed hash, for booting the support chat. */
export function getChatIdentity(signal?: AbortSignal): Promise<ChatIdentityData> {
  return getJson<SupportChatIdentity>('/support/chat-identity', { signal });
}

export function chatIdentityQueryOptions() {
  return queryOptions<ChatIdentityData, ChatIdentityError>({
    queryKey: resourceKeys.chatIdentity(),
    queryFn: ({ signal }) => getChatIdentity(signal),
    staleTime: Infinity,
    retry: false,
  });
}
