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
export const listingQueryKey = (serviceId: number) => [...listingsQueryKey, serviceId] as const;
export const pricesQueryKey = (serviceId: number) =>
  [...listingsQueryKey, serviceId, 'prices'] as const;

/** GET /api/vendor/listings: every listing of the signed-in vendor, newest first. */
export function getListings(signal?: AbortSignal): Promise<ListingSummary[]> {
  return apiRequest('/api/vendor/listings', { schema: ListingsReplySchema, signal }).then(
    (reply) => reply.listings,
  );
}

/** GET /api/vendor/listings/:id: one of the vendor's listings; 404 when it is not theirs. */
export function getListing(serviceId: number, signal?: AbortSignal): Promise<ListingDetail> {
  return apiRequest(`/api/vendor/listings/${serviceId}`, { schema: ListingDetailSchema, signal });
}

export function getPrices(serviceId: number, signal?: AbortSignal): Promise<PricesReply> {
  return apiRequest(`/api/vendor/listings/${serviceId}/prices`, {
    schema: PricesReplySchema,
    signal,
  });
}

/** PUT /api/vendor/listings/:id/prices: all rows or none (R9). */
export function savePrices(serviceId: number, body: SavePrices): Promise<PricesReply> {
  return apiRequest(`/api/vendor/listings/${serviceId}/prices`, {
    method: 'PUT',
    body,
    schema: PricesReplySchema,
  });
}

/** PUT /api/vendor/listings/:id: the listing's details (R10). */
export function updateListing(serviceId: number, body: UpdateListing): Promise<ListingDetail> {
  return apiRequest(`/api/vendor/listings/${serviceId}`, {
    method: 'PUT',
    body,
    schema: ListingDetailSchema,
  });
}

export function deleteMedia(serviceId: number, mediaId: number): Promise<void> {
  return apiRequest(`/api/vendor/listings/${serviceId}/media/${mediaId}`, { method: 'DELETE' });
}

export interface MediaUpload {
  images: readonly File[];
  videos: readonly File[];
  /** Edit Services adds media under the registration form's limits. */
  rules?: 'registration';
}

/** POST /api/vendor/listings/:id/media as multipart. */
export function uploadMedia(serviceId: number, upload: MediaUpload): Promise<void> {
  const form = new FormData();
  for (const file of upload.images) form.append('images', file);
  for (const file of upload.videos) form.append('videos', file);
  const query = upload.rules ? `?rules=${upload.rules}` : '';
  return apiRequest(`/api/vendor/listings/${serviceId}/media${query}`, {
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

export function useListing(serviceId: number | null) {
  return useQuery({
    queryKey: listingQueryKey(serviceId ?? 0),
    queryFn: ({ signal }) => getListing(serviceId ?? 0, signal),
    enabled: serviceId !== null,
    retry: false,
  });
}

export function usePrices(serviceId: number | null) {
  return useQuery({
    queryKey: pricesQueryKey(serviceId ?? 0),
    queryFn: ({ signal }) => getPrices(serviceId ?? 0, signal),
    enabled: serviceId !== null,
    retry: false,
  });
}

/** The reply was a 404: not this vendor's listing, or none by that id. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
