import { type ListingSummary, ListingSummarySchema } from '@mandap/shared/schemas/listings';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const ListingsReplySchema = z.object({ listings: z.array(ListingSummarySchema) });

/** GET /api/vendor/listings (as Manage Services asks it): the listings to filter enquiries by. */
export function getVendorListings(signal?: AbortSignal): Promise<ListingSummary[]> {
  return apiRequest('/api/vendor/listings', { schema: ListingsReplySchema, signal }).then(
    (reply) => reply.listings,
  );
}

export function useVendorListings() {
  return useQuery({
    queryKey: ['inbox', 'vendor-listings'],
    queryFn: ({ signal }) => getVendorListings(signal),
    retry: false,
  });
}
