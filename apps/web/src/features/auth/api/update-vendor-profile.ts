import {
  type UpdateProfile,
  type VendorProfile,
  VendorProfileSchema,
} from '@mandap/shared/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';
import { vendorProfileQueryKey } from './get-vendor-profile';

/** PUT /api/vendor/profile: name and phone (the e-mail changes through POST /api/account/email). */
export function updateVendorProfile(input: UpdateProfile): Promise<VendorProfile> {
  return apiRequest('/api/vendor/profile', {
    method: 'PUT',
    body: input,
    schema: VendorProfileSchema,
  });
}

export function useUpdateVendorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(vendorProfileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
