import { type VendorProfile, VendorProfileSchema } from '@mandap/shared/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const vendorProfileQueryKey = ['vendor', 'profile'] as const;

/** GET /api/vendor/profile: the signed-in vendor's profile (401 without a vendor session). */
export function getVendorProfile(signal?: AbortSignal): Promise<VendorProfile> {
  return apiRequest('/api/vendor/profile', { schema: VendorProfileSchema, signal });
}

export const vendorProfileQueryOptions = queryOptions({
  queryKey: vendorProfileQueryKey,
  queryFn: ({ signal }) => getVendorProfile(signal),
  retry: false,
});

export function useVendorProfile() {
  return useQuery(vendorProfileQueryOptions);
}
