import * as t from '@mandap/shared/messages/en/validation-enquiries';
import { z } from 'zod';
import * as limitText from '../messages/en/validation-limits';
import { REVIEW_LIMITS, REVIEW_SORTS } from '../reviews';
import { requiredText } from './fields';

// Verified reviews (issue 16): a user reviews a listing after an enquiry to it whose event date
// has passed, or that the vendor marked Booked. What the browser and the server agree on.

export {
  REVIEW_LIMITS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  type ReviewSort,
  type ReviewStatus,
} from '../reviews';

/** The text fields of a review: multipart fields `rating`, `title`, `body` beside `photos`. */
export const ReviewFieldsSchema = z.object({
  rating: z.coerce
    .number({ error: t.chooseFrom1To5 })
    .int(t.chooseFrom1To5)
    .min(1, t.chooseFrom1To5)
    .max(5, t.chooseFrom1To5),
  title: requiredText(t.giveYourReviewATitle).max(
    REVIEW_LIMITS.titleMaxLength,
    limitText.reviewTitleTooLong,
  ),
  body: requiredText(t.writeYourReview)
    .min(
      REVIEW_LIMITS.bodyMinLength,
      `Write at least ${REVIEW_LIMITS.bodyMinLength} characters about your experience.`,
    )
    .max(REVIEW_LIMITS.bodyMaxLength, limitText.reviewBodyTooLong),
});
export type ReviewFields = z.output<typeof ReviewFieldsSchema>;

export const ReviewPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A review as anyone sees it (removed reviews are never shown). */
export const ReviewSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The reviewer's first name and last initial: 'Rohan M.'. */
  authorName: z.string(),
  /** The month of the event enquired about, 'YYYY-MM' (shown with 'Verified enquiry'). */
  eventMonth: z.string(),
  /**
   * The server's word that the event enquired about has happened (its date is before India's
   * today): only then does the review say 'Verified enquiry' (issue 31, decision 0078).
   */
  verified: z.boolean(),
  photos: z.array(ReviewPhotoSchema),
  vendorReply: z.object({ body: z.string(), repliedAt: z.string() }).nullable(),
  status: z.enum(['published', 'reported']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The average (one decimal; null without reviews), the count, and how many gave each star. */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** Five entries, 5 stars first. */
  distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** `GET /api/listings/:listingId/reviews?sort=&page=`. */
export const ReviewListQuerySchema = z.object({
  sort: z
    .enum(REVIEW_SORTS, { error: `Sort is one of ${REVIEW_SORTS.join(', ')}.` })
    .default('newest'),
  page: z.coerce
    .number()
    .int(t.pageIsAWholeNumber)
    .min(1, t.pageStartsAt1)
    .max(1000, t.pageCanBeAtMost)
    .default(1),
});
export const ReviewListSchema = z.object({
  summary: RatingSummarySchema,
  reviews: z.array(ReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `GET /api/user/listings/:listingId/review`: whether the signed-in user may review it. */
export const ReviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  /** Why not, in words a person can act on; null when they can. */
  reason: z.string().nullable(),
  /** The user's own review of this listing, if written. */
  review: ReviewSchema.nullable(),
  /** Until when that review can be edited (ISO), or null. */
  editableUntil: z.string().nullable(),
});

/** `POST /api/vendor/reviews/:reviewId/reply`: once per review. */
export const ReviewReplySchema = z.object({
  body: requiredText(t.writeYourReply).max(
    REVIEW_LIMITS.replyMaxLength,
    limitText.reviewReplyTooLong,
  ),
});

/** `POST /api/reviews/:reviewId/report`: anyone signed in. */
export const ReviewReportSchema = z.object({
  reason: requiredText(t.tellUsWhatIsWrong).max(
    REVIEW_LIMITS.reportReasonMaxLength,
    limitText.reviewReportReasonTooLong,
  ),
});

/** A review in the vendor's Reviews screen: which of their listings it is about. */
export const VendorReviewSchema = ReviewSchema.extend({ firmName: z.string() });
export type VendorReview = z.infer<typeof VendorReviewSchema>;

/** `GET /api/vendor/reviews`: those without a reply first, then newest first (decision 0078). */
export const VendorReviewListSchema = z.object({
  reviews: z.array(VendorReviewSchema),
  /** Reviews still waiting for the vendor's reply. */
  unanswered: z.number().int(),
});
export type VendorReviewList = z.infer<typeof VendorReviewListSchema>;
