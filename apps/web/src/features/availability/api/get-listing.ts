import { type ListingDetail, ListingDetailSchema } from '@mandap/shared/schemas/listings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vendor/listings/:id: one of the vendor's listings (its name for the heading). */
export function getListing(listingId: number, signal?: AbortSignal): Promise<ListingDetail> {
  return apiRequest(`/api/vendor/listings/${listingId}`, { schema: ListingDetailSchema, signal });
}

export function useListing(listingId: number | undefined) {
  return useQuery({
    queryKey: ['availability', 'listing', listingId ?? 0],
    queryFn: ({ signal }) => getListing(listingId ?? 0, signal),
    enabled: listingId !== undefined,
    retry: false,
  });
}
