import type { Role } from '@mandap/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// "Forgot password?" and the link it sends (decision 0068).

/** POST /api/{role}/password/forgot: the same 202 and words whether the address has an account. */
export function useRequestPasswordReset(role: Role) {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ message: string }>(`/api/${role}/password/forgot`, {
        method: 'POST',
        body: { email },
      }),
  });
}

/** POST /api/{role}/password/reset: 204, or 410 for a link that is not (or no longer) one. */
export function useResetPassword(role: Role) {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequest<null>(`/api/${role}/password/reset`, { method: 'POST', body: input }),
  });
}
