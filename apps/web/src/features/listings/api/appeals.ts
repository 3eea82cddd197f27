import type { VendorSuspensions } from '@mandap/shared/schemas/suspensions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The vendor's side of a suspension (decision 0066): which of their listings Mandap suspended,
// the appeal of one from the portal, and the appeal of a suspended account from /appeal.

const suspensionsKey = ['vendor', 'suspensions'] as const;

/** GET /api/vendor/suspensions; asked only when a listing shows as suspended. */
export function useVendorSuspensions(enabled: boolean) {
  return useQuery({
    queryKey: suspensionsKey,
    queryFn: () => apiRequest<VendorSuspensions>('/api/vendor/suspensions'),
    enabled,
  });
}

/** POST /api/vendor/listings/:id/appeal; the suspensions asked again for the appeal's state. */
export function useListingAppeal(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest<{ appealId: number }>(`/api/vendor/listings/${listingId}/appeal`, {
        method: 'POST',
        body: { message },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: suspensionsKey });
    },
  });
}

/** POST /api/appeals/account: a suspended vendor's appeal, proved by e-mail and password. */
export function useAccountAppeal() {
  return useMutation({
    mutationFn: (input: { email: string; password: string; message: string }) =>
      apiRequest<{ appealId: number }>('/api/appeals/account', { method: 'POST', body: input }),
  });
}
