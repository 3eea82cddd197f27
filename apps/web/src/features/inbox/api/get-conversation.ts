import {
  type Conversation,
  ConversationSchema,
  type Message,
} from '@mandap/shared/schemas/enquiries';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How often an open thread asks for new messages while the tab is visible. */
export const THREAD_POLL_MS = 5_000;

export const conversationQueryKey = (enquiryId: number) =>
  ['inbox', 'conversation', enquiryId] as const;

/** Which page of a conversation: the newest (neither), older than `before`, newer than `after`. */
export interface ConversationPage {
  after?: number;
  before?: number;
}

/**
 * GET /api/conversations/:enquiryId[?after=|?before=messageId]: the enquiry and a page of its
 * messages, oldest first: the newest ones, or those just before `before` (scrolling back), or
 * those after `after` (polling); `olderBefore` is the cursor for the page before. 404 unless the
 * session is a party.
 */
export function getConversation(
  enquiryId: number,
  page: ConversationPage = {},
  signal?: AbortSignal,
): Promise<Conversation> {
  const query =
    page.after !== undefined
      ? `?after=${page.after}`
      : page.before !== undefined
        ? `?before=${page.before}`
        : '';
  return apiRequest(`/api/conversations/${enquiryId}${query}`, {
    schema: ConversationSchema,
    signal,
  });
}

/** The messages of both lists, each once, oldest first. */
export function mergeMessages(known: readonly Message[], added: readonly Message[]): Message[] {
  const byId = new Map<number, Message>();
  for (const message of [...known, ...added]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Adds messages to a cached conversation (a sent one, or those a poll brought). */
export function appendMessages(
  queryClient: QueryClient,
  enquiryId: number,
  added: readonly Message[],
) {
  queryClient.setQueryData<Conversation>(conversationQueryKey(enquiryId), (cached) =>
    cached ? { ...cached, messages: mergeMessages(cached.messages, added) } : cached,
  );
}

/**
 * One conversation, kept fresh: the first fetch loads the newest page, and every `pollMs` while
 * the tab is visible it asks only for the messages after the last one it has and adds them. The
 * merge reads the cache when the reply arrives, so a message sent meanwhile (or older ones
 * loaded meanwhile, and their cursor) is not lost.
 */
export function useConversation(enquiryId: number, pollMs: number = THREAD_POLL_MS) {
  const queryClient = useQueryClient();
  const key = conversationQueryKey(enquiryId);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const known = queryClient.getQueryData<Conversation>(key);
      const lastId = known?.messages.at(-1)?.id;
      const reply = await getConversation(
        enquiryId,
        lastId === undefined ? {} : { after: lastId },
        signal,
      );
      if (lastId === undefined) return reply;
      const current = queryClient.getQueryData<Conversation>(key) ?? known ?? reply;
      return {
        ...reply,
        messages: mergeMessages(current.messages, reply.messages),
        olderBefore: current.olderBefore,
      };
    },
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/**
 * Loads the page of messages before the oldest one shown (the conversation's `olderBefore`) into
 * the cached conversation, and the cursor for the page before that.
 */
export function useLoadOlderMessages(enquiryId: number) {
  const queryClient = useQueryClient();
  const key = conversationQueryKey(enquiryId);
  return useMutation({
    mutationFn: (before: number) => getConversation(enquiryId, { before }),
    onSuccess: (reply, before) => {
      queryClient.setQueryData<Conversation>(key, (cached) =>
        cached && cached.olderBefore === before
          ? {
              ...cached,
              messages: mergeMessages(reply.messages, cached.messages),
              olderBefore: reply.olderBefore,
            }
          : cached,
      );
    },
  });
}
