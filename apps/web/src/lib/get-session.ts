import { type SessionReply, SessionReplySchema } from '@mandap/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const sessionQueryKey = ['session'] as const;

export const SIGNED_OUT: SessionReply = { role: null };

/** GET /api/session: who is signed in, asked of the server (R5: the browser keeps no credential). */
export function getSession(signal?: AbortSignal): Promise<SessionReply> {
  return apiRequest('/api/session', { schema: SessionReplySchema, signal });
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
});

export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}
