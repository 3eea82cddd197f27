import type { VendorHome } from '@mandap/shared/schemas/vendor-home';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const vendorHomeQueryKey = ['vendor', 'home'] as const;

/** GET /api/vendor/home: what waits for the vendor (issue 31). */
export async function getVendorHome(signal?: AbortSignal): Promise<VendorHome> {
  const { VendorHomeSchema } = await import('@mandap/shared/schemas/vendor-home');
  return apiRequest('/api/vendor/home', { schema: VendorHomeSchema, signal });
}

export function useVendorHome() {
  return useQuery({ queryKey: vendorHomeQueryKey, queryFn: ({ signal }) => getVendorHome(signal) });
}
