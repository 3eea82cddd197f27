import type {
  Login,
  Role,
  SessionReply,
  UserProfile,
  VendorProfile,
} from '@mandap/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';

type LoginReply = { vendor: VendorProfile } | { user: UserProfile };

/** POST /api/vendor/login or /api/user/login; the server sets the session cookie. */
export async function login(role: Role, input: Login): Promise<SessionReply> {
  const reply = await apiRequest<LoginReply>(`/api/${role}/login`, { method: 'POST', body: input });
  if ('vendor' in reply) return { role: 'vendor', vendor: reply.vendor };
  return { role: 'user', user: reply.user };
}

export function useLogin(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Login) => login(role, input),
    onSuccess: (session) => {
      // Whatever was cached belonged to the previous session: another person may be signing in.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      // Set, not only invalidated: the page the login returns to checks the session at once.
      queryClient.setQueryData(sessionQueryKey, session);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
