import type { VendorReviewList } from '@mandap/shared/schemas/reviews';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The vendor's Reviews screen (issue 31). Apart from reviews.ts on purpose: a module the
// storefront's first view shares with a vendor screen becomes a chunk (a request) of its own,
// and the storefront is at its 100 KB limit (decision 0078).

const schemas = () => import('@mandap/shared/schemas/reviews');

/** The signed-in vendor's reviews. */
export const vendorReviewsKey = ['vendor-reviews'] as const;

/** GET /api/vendor/reviews: every review of the vendor's listings, unreplied first. */
export const vendorReviewsQueryOptions = () =>
  queryOptions({
    queryKey: vendorReviewsKey,
    queryFn: async ({ signal }): Promise<VendorReviewList> =>
      apiRequest('/api/vendor/reviews', {
        schema: (await schemas()).VendorReviewListSchema,
        signal,
      }),
  });

/** POST /api/vendor/reviews/:reviewId/reply: the one public reply, checked by the shared schema. */
export function useVendorReply(reviewId: number) {
  return useMutation({
    mutationFn: async (body: string) => {
      const { ReviewReplySchema, ReviewSchema } = await schemas();
      return apiRequest(`/api/vendor/reviews/${reviewId}/reply`, {
        method: 'POST',
        body: { body: ReviewReplySchema.parse({ body }).body },
        schema: ReviewSchema,
      });
    },
  });
}

/** The shared schema's message for a reply, or null when it may be sent. */
export async function replyProblem(body: string): Promise<string | null> {
  const result = (await schemas()).ReviewReplySchema.safeParse({ body });
  return result.success ? null : (result.error.issues[0]?.message ?? 'Write your reply.');
}
