import type { OperatorSessionReply } from '@mandap/shared/schemas/operators';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const operatorSessionKey = ['operator-session'] as const;

/** GET /api/admin/session: which operator is signed in to the console, and how far. */
export const operatorSessionQuery = queryOptions({
  queryKey: operatorSessionKey,
  queryFn: () => apiRequest<OperatorSessionReply>('/api/admin/session'),
  staleTime: 0,
});

export function useOperatorSession() {
  return useQuery(operatorSessionQuery);
}
