import type { SessionReply } from '@mandap/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const sessionQueryKey = ['session'] as const;

export const SIGNED_OUT: SessionReply = { role: null };

/**
 * The reply's shape, checked by hand: every page asks for the session, and the zod schema would
 * put zod in every page's first download. The server's reply schema guarantees the rest.
 */
function isSessionReply(value: unknown): value is SessionReply {
  if (typeof value !== 'object' || value === null || !('role' in value)) return false;
  if (value.role === null) return true;
  if (value.role === 'vendor') return 'vendor' in value && typeof value.vendor === 'object';
  if (value.role === 'user') return 'user' in value && typeof value.user === 'object';
  return false;
}

/** GET /api/session: who is signed in, asked of the server (R5: the browser keeps no credential). */
export async function getSession(signal?: AbortSignal): Promise<SessionReply> {
  const reply = await apiRequest<unknown>('/api/session', { signal });
  if (!isSessionReply(reply)) {
    throw new ApiError(200, 'The server sent an unexpected reply.', undefined, {}, false);
  }
  return reply;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
});

export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}
