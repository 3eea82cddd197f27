import type {
  Login,
  Role,
  SessionReply,
  UserProfile,
  VendorProfile,
} from '@mandap/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInNoticeKey } from '@/features/auth/lib/sign-in-notice';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';

type LoginReply = ({ vendor: VendorProfile } | { user: UserProfile }) & {
  /** Set when this sign-in cancelled the account's deletion (decision 0072). */
  notice?: string;
};

/** POST /api/vendor/login or /api/user/login; the server sets the session cookie. */
export async function login(
  role: Role,
  input: Login,
): Promise<{ session: SessionReply; notice: string | null }> {
  const reply = await apiRequest<LoginReply>(`/api/${role}/login`, { method: 'POST', body: input });
  const notice = reply.notice ?? null;
  if ('vendor' in reply) return { session: { role: 'vendor', vendor: reply.vendor }, notice };
  return { session: { role: 'user', user: reply.user }, notice };
}

export function useLogin(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Login) => login(role, input),
    onSuccess: ({ session, notice }) => {
      // Whatever was cached belonged to the previous session: another person may be signing in.
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== sessionQueryKey[0] && query.queryKey[0] !== signInNoticeKey[0],
      });
      // Shown by the page the login goes on to (SignInNotice in the layout).
      queryClient.setQueryData(signInNoticeKey, notice);
      // Set, not only invalidated: the page the login returns to checks the session at once.
      queryClient.setQueryData(sessionQueryKey, session);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
