import type { ConsentsReply, UpdateConsents } from '@mandap/shared/schemas/consents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';

// The consent ledger's endpoints (issue 29, decision 0071), for vendors and users alike.

export const consentsQueryKey = ['account', 'consents'] as const;

/** GET /api/account/consents: the marketing choice, the notice accepted, the history. */
export async function getConsents(signal?: AbortSignal): Promise<ConsentsReply> {
  const { ConsentsReplySchema } = await import('@mandap/shared/schemas/consents');
  return apiRequest('/api/account/consents', { schema: ConsentsReplySchema, signal });
}

export const consentsQueryOptions = queryOptions({
  queryKey: consentsQueryKey,
  queryFn: ({ signal }) => getConsents(signal),
});

export function useConsents() {
  return useQuery(consentsQueryOptions);
}

/** PUT /api/account/consents: marketing e-mails on or off. */
export async function updateConsents(body: UpdateConsents): Promise<ConsentsReply> {
  const { ConsentsReplySchema } = await import('@mandap/shared/schemas/consents');
  return apiRequest('/api/account/consents', {
    method: 'PUT',
    body,
    schema: ConsentsReplySchema,
  });
}

export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: (reply) => queryClient.setQueryData(consentsQueryKey, reply),
  });
}

/** POST /api/account/notice-acceptance: "I have read this" for the version shown. */
export async function acceptNotice(version: string): Promise<ConsentsReply> {
  const { ConsentsReplySchema } = await import('@mandap/shared/schemas/consents');
  return apiRequest('/api/account/notice-acceptance', {
    method: 'POST',
    body: { version },
    schema: ConsentsReplySchema,
  });
}

export function useAcceptNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptNotice,
    onSuccess: async (reply) => {
      queryClient.setQueryData(consentsQueryKey, reply);
      // The session reply carries the notice to accept: asked again, it carries none.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    // A 409: the notice changed again meanwhile; the session names the newer one.
    onError: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
