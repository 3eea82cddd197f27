import type { ChangePassword } from '@mandap/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountSessionsQueryKey } from './account-sessions';

/**
 * POST /api/account/password: 204 once changed (every other device is signed out); 403 with
 * `fieldErrors.currentPassword` for a wrong current password, 429 when sign-ins are locked.
 */
export function changePassword(input: ChangePassword): Promise<void> {
  return apiRequest('/api/account/password', { method: 'POST', body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
