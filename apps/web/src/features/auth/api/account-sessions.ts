import {
  type AccountSessions,
  AccountSessionsSchema,
  SignedOutOthersSchema,
} from '@mandap/shared/schemas/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: where the account is signed in, this device first. */
export function getAccountSessions(signal?: AbortSignal): Promise<AccountSessions> {
  return apiRequest('/api/account/sessions', { schema: AccountSessionsSchema, signal });
}

export const accountSessionsQueryOptions = queryOptions({
  queryKey: accountSessionsQueryKey,
  queryFn: ({ signal }) => getAccountSessions(signal),
  retry: false,
});

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions);
}

/** DELETE /api/account/sessions/:id: signs out one other device (404 when it has ended). */
export function signOutSession(id: string): Promise<void> {
  return apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /api/account/sessions/sign-out-others: every device but this one. */
export async function signOutOthers(): Promise<number> {
  const reply = await apiRequest('/api/account/sessions/sign-out-others', {
    method: 'POST',
    schema: SignedOutOthersSchema,
  });
  return reply.ended;
}

/** Either sign-out; the list is asked again afterwards, whatever the outcome. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | 'others') =>
      target === 'others' ? signOutOthers().then(() => undefined) : signOutSession(target.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
