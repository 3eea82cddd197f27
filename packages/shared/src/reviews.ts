// Reviews' statuses, sorts and limits (issue 16), without zod: the storefront's first view shows
// them; the schemas are in schemas/reviews.ts.

export const REVIEW_STATUSES = ['published', 'reported', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'highest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_LIMITS = {
  bodyMinLength: 30,
  bodyMaxLength: 2000,
  titleMaxLength: 120,
  maxPhotos: 5,
  /** A review can be edited for this long after it is written. */
  editableForMs: 30 * 24 * 60 * 60 * 1000,
  replyMaxLength: 2000,
  reportReasonMaxLength: 500,
  pageSize: 10,
  /** Reviews a storefront carries in its first answer (and its JSON-LD). */
  onStorefront: 3,
} as const;

/** The Vendor Portal's Reviews screen (issue 31): where a new review's notice leads. */
export const VENDOR_REVIEWS_PAGE = '/vendor-reviews';
