import {
  type AccountProfile,
  AccountProfileSchema,
  type UpdateContact,
} from '@mandap/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';
import { vendorProfileQueryKey } from './get-vendor-profile';

/** PATCH /api/account/profile: the signed-in account's name and phone (vendor or user). */
export function updateContact(input: UpdateContact): Promise<AccountProfile> {
  return apiRequest('/api/account/profile', {
    method: 'PATCH',
    body: input,
    schema: AccountProfileSchema,
  });
}

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: async (profile) => {
      if (profile.role === 'vendor') {
        queryClient.setQueryData(vendorProfileQueryKey, profile.vendor);
      }
      // The navbar and the page's heading read the session's profile.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
