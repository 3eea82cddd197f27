import type { ReviewSort } from '@mandap/shared/reviews';
import type {
  Review,
  ReviewEligibilitySchema,
  ReviewListSchema,
} from '@mandap/shared/schemas/reviews';
import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type ReviewList = z.infer<typeof ReviewListSchema>;
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

/** The schemas the replies are checked with, loaded with the first reply (not in the first view). */
const schemas = () => import('@mandap/shared/schemas/reviews');

/** Every cached page of a listing's reviews, whatever the sort. */
export const listingReviewsKey = (listingId: number) => ['listing-reviews', listingId] as const;

/** GET /api/listings/:listingId/reviews?sort=&page=: one page of a listing's reviews. */
export async function getListingReviews(
  listingId: number,
  sort: ReviewSort,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewList> {
  const query = new URLSearchParams({ sort, page: String(page) });
  return apiRequest(`/api/listings/${listingId}/reviews?${query}`, {
    schema: (await schemas()).ReviewListSchema,
    signal,
  });
}

/** A listing's reviews in one order, a page at a time ('Show more reviews'). */
export const listingReviewsQueryOptions = (listingId: number, sort: ReviewSort) =>
  infiniteQueryOptions({
    queryKey: [...listingReviewsKey(listingId), sort],
    queryFn: ({ pageParam, signal }) => getListingReviews(listingId, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewList) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 60_000,
  });

/** Whether the signed-in user may review a listing, and their own review of it. */
export const eligibilityKey = (listingId: number, who: string) =>
  ['review-eligibility', listingId, who] as const;

/** GET /api/user/listings/:listingId/review. */
export const eligibilityQueryOptions = (listingId: number, who: string) =>
  queryOptions({
    queryKey: eligibilityKey(listingId, who),
    queryFn: async ({ signal }) =>
      apiRequest(`/api/user/listings/${listingId}/review`, {
        schema: (await schemas()).ReviewEligibilitySchema,
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });

export interface ReviewUpload {
  rating: number;
  title: string;
  body: string;
  /** New photos, already through the browser's checks. */
  photos: readonly File[];
  /** When editing: the stored photos to delete. */
  removePhotoIds?: readonly number[];
}

function reviewForm(upload: ReviewUpload): FormData {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the photos.
  form.append('rating', String(upload.rating));
  form.append('title', upload.title);
  form.append('body', upload.body);
  for (const id of upload.removePhotoIds ?? []) form.append('removePhotoIds', String(id));
  for (const photo of upload.photos) form.append('photos', photo);
  return form;
}

/** POST /api/user/listings/:listingId/review (multipart): 201 with the review. */
export async function createReview(listingId: number, upload: ReviewUpload): Promise<Review> {
  return apiRequest(`/api/user/listings/${listingId}/review`, {
    method: 'POST',
    body: reviewForm(upload),
    schema: (await schemas()).ReviewSchema,
  });
}

/** PUT /api/user/reviews/:reviewId (multipart): the user's own review, within 30 days. */
export async function updateReview(reviewId: number, upload: ReviewUpload): Promise<Review> {
  return apiRequest(`/api/user/reviews/${reviewId}`, {
    method: 'PUT',
    body: reviewForm(upload),
    schema: (await schemas()).ReviewSchema,
  });
}

export function useSaveReview(listingId: number, reviewId: number | null) {
  return useMutation({
    mutationFn: (upload: ReviewUpload) =>
      reviewId === null ? createReview(listingId, upload) : updateReview(reviewId, upload),
  });
}

/** POST /api/vendor/reviews/:reviewId/reply: the owning vendor's one public reply. */
export function useReplyToReview(reviewId: number) {
  return useMutation({
    mutationFn: async (body: string) =>
      apiRequest(`/api/vendor/reviews/${reviewId}/reply`, {
        method: 'POST',
        body: { body },
        schema: (await schemas()).ReviewSchema,
      }),
  });
}

/** POST /api/reviews/:reviewId/report: 204; anyone signed in, once per person. */
export function useReportReview(reviewId: number) {
  return useMutation({
    mutationFn: (reason: string): Promise<void> =>
      apiRequest(`/api/reviews/${reviewId}/report`, { method: 'POST', body: { reason } }),
  });
}
