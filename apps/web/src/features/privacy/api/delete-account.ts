import type { AccountClosed, DeleteAccount } from '@mandap/shared/schemas/privacy';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/account/delete: closes the account (the server ends every session). */
export async function deleteAccount(body: DeleteAccount): Promise<AccountClosed> {
  const { AccountClosedSchema } = await import('@mandap/shared/schemas/privacy');
  return apiRequest('/api/account/delete', { method: 'POST', body, schema: AccountClosedSchema });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
