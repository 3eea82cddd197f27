import { ConversationListSchema, type ConversationSummary } from '@mandap/shared/schemas/enquiries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const conversationsQueryKey = ['inbox', 'conversations'] as const;

/** GET /api/conversations: the signed-in person's conversations, latest activity first. */
export function getConversations(signal?: AbortSignal): Promise<ConversationSummary[]> {
  return apiRequest('/api/conversations', { schema: ConversationListSchema, signal }).then(
    (reply) =>
      // The server sorts them; sorting again keeps the order right after a local change too.
      [...reply.conversations].sort((a, b) =>
        b.lastMessage.sentAt.localeCompare(a.lastMessage.sentAt),
      ),
  );
}

export const conversationsQueryOptions = queryOptions({
  queryKey: conversationsQueryKey,
  queryFn: ({ signal }) => getConversations(signal),
  retry: false,
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}
