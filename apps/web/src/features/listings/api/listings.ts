import {
  type ListingDetail,
  ListingDetailSchema,
  type ListingSummary,
  ListingSummarySchema,
  type UpdateListing,
} from '@mandap/shared/schemas/listings';
import {
  type PricesReply,
  PricesReplySchema,
  type SavePrices,
} from '@mandap/shared/schemas/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';

const ListingsReplySchema = z.object({ listings: z.array(ListingSummarySchema) });

export const listingsQueryKey = ['vendor', 'listings'] as const;
export const listingQueryKey = (listingId: number) => [...listingsQueryKey, listingId] as const;
export const pricesQueryKey = (listingId: number) =>
  [...listingsQueryKey, listingId, 'prices'] as const;

/** GET /api/vendor/listings: every listing of the signed-in vendor, newest first. */
export function getListings(signal?: AbortSignal): Promise<ListingSummary[]> {
  return apiRequest('/api/vendor/listings', { schema: ListingsReplySchema, signal }).then(
    (reply) => reply.listings,
  );
}

/** GET /api/vendor/listings/:id: one of the vendor's listings; 404 when it is not theirs. */
export function getListing(listingId: number, signal?: AbortSignal): Promise<ListingDetail> {
  return apiRequest(`/api/vendor/listings/${listingId}`, { schema: ListingDetailSchema, signal });
}

export function getPrices(listingId: number, signal?: AbortSignal): Promise<PricesReply> {
  return apiRequest(`/api/vendor/listings/${listingId}/prices`, {
    schema: PricesReplySchema,
    signal,
  });
}

/** PUT /api/vendor/listings/:id/prices: all rows or none (R9). */
export function savePrices(listingId: number, body: SavePrices): Promise<PricesReply> {
  return apiRequest(`/api/vendor/listings/${listingId}/prices`, {
    method: 'PUT',
    body,
    schema: PricesReplySchema,
  });
}

/** PUT /api/vendor/listings/:id: the listing's details (R10). */
export function updateListing(listingId: number, body: UpdateListing): Promise<ListingDetail> {
  return apiRequest(`/api/vendor/listings/${listingId}`, {
    method: 'PUT',
    body,
    schema: ListingDetailSchema,
  });
}

export function deleteMedia(listingId: number, mediaId: number): Promise<void> {
  return apiRequest(`/api/vendor/listings/${listingId}/media/${mediaId}`, { method: 'DELETE' });
}

export interface MediaUpload {
  images: readonly File[];
  videos: readonly File[];
  /** Edit Services adds media under the registration form's limits. */
  rules?: 'registration';
}

/** POST /api/vendor/listings/:id/media as multipart. */
export function uploadMedia(listingId: number, upload: MediaUpload): Promise<void> {
  const form = new FormData();
  for (const file of upload.images) form.append('images', file);
  for (const file of upload.videos) form.append('videos', file);
  const query = upload.rules ? `?rules=${upload.rules}` : '';
  return apiRequest(`/api/vendor/listings/${listingId}/media${query}`, {
    method: 'POST',
    body: form,
  });
}

export const listingsQueryOptions = queryOptions({
  queryKey: listingsQueryKey,
  queryFn: ({ signal }) => getListings(signal),
  retry: false,
});

export function useListings() {
  return useQuery(listingsQueryOptions);
}

export function useListing(listingId: number | null) {
  return useQuery({
    queryKey: listingQueryKey(listingId ?? 0),
    queryFn: ({ signal }) => getListing(listingId ?? 0, signal),
    enabled: listingId !== null,
    retry: false,
  });
}

export function usePrices(listingId: number | null) {
  return useQuery({
    queryKey: pricesQueryKey(listingId ?? 0),
    queryFn: ({ signal }) => getPrices(listingId ?? 0, signal),
    enabled: listingId !== null,
    retry: false,
  });
}

/** The reply was a 404: not this vendor's listing, or none by that id. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
