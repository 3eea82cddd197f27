import { type EnquiryStatus, VendorEnquiryListSchema } from '@mandap/shared/schemas/enquiries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type VendorEnquiry = z.infer<typeof VendorEnquiryListSchema>['enquiries'][number];

export interface VendorEnquiryFilters {
  listingId?: number | undefined;
  status?: EnquiryStatus | undefined;
}

export const vendorEnquiriesQueryKey = ['inbox', 'enquiries'] as const;

/** GET /api/vendor/enquiries?listingId=&status=: the vendor's enquiries, newest first. */
export function getVendorEnquiries(
  filters: VendorEnquiryFilters,
  signal?: AbortSignal,
): Promise<VendorEnquiry[]> {
  const search = new URLSearchParams();
  if (filters.listingId !== undefined) search.set('listingId', String(filters.listingId));
  if (filters.status !== undefined) search.set('status', filters.status);
  const query = search.toString();
  return apiRequest(`/api/vendor/enquiries${query ? `?${query}` : ''}`, {
    schema: VendorEnquiryListSchema,
    signal,
  }).then((reply) => reply.enquiries);
}

export function useVendorEnquiries(filters: VendorEnquiryFilters) {
  return useQuery({
    queryKey: [...vendorEnquiriesQueryKey, filters.listingId ?? null, filters.status ?? null],
    queryFn: ({ signal }) => getVendorEnquiries(filters, signal),
    // A new filter keeps the old rows on screen (marked as updating) instead of a blank list.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
