import type { EmailConfirmedReply } from '@mandap/shared/schemas/account-recovery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';

// The change of an account's e-mail address (decision 0068): asked from the account page,
// confirmed by the link sent to the new address.

/** POST /api/account/email: 202 once the link is sent; nothing changes until it is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: { newEmail: string; password: string }) =>
      apiRequest<{ message: string }>('/api/account/email', { method: 'POST', body: input }),
  });
}

/** POST /api/account/email/confirm: the account moves to the address the link was sent to. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<EmailConfirmedReply>('/api/account/email/confirm', {
        method: 'POST',
        body: { token },
      }),
    onSuccess: () => {
      // The signed-in profile (if this browser is signed in) shows the new address.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
