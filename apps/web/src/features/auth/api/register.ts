import type { Register, Role, UserProfile, VendorProfile } from '@mandap/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type RegisteredAccount = { vendor: VendorProfile } | { user: UserProfile };

/** POST /api/vendor/register or /api/user/register: the same body for both roles. */
export function register(role: Role, input: Register): Promise<RegisteredAccount> {
  return apiRequest(`/api/${role}/register`, { method: 'POST', body: input });
}

export function useRegister(role: Role) {
  return useMutation({ mutationFn: (input: Register) => register(role, input) });
}
