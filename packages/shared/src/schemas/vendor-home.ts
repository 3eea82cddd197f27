import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalogue/categories';
import { EVENT_TYPES } from '../enquiries';

// GET /api/vendor/home (issue 31, decision 0077): what waits for the vendor, in one reply.

/** The response rate and typical reply time over the last 30 days (vendor-home.ts figures). */
export const ResponseFiguresSchema = z.object({
  received: z.number().int(),
  replied: z.number().int(),
  ratePercent: z.number().int().nullable(),
  medianReplyMinutes: z.number().nullable(),
  /** "Usually replies within 2 hours", null without a reply. */
  replyTimeText: z.string().nullable(),
  /** Whether there are enough enquiries for the storefront to show it. */
  shownOnStorefront: z.boolean(),
  badges: z.array(z.string()),
});
export type ResponseFiguresReply = z.infer<typeof ResponseFiguresSchema>;

/** An enquiry as the home lists it: its listing, the couple and the event. */
const HomeEnquirySchema = z.object({
  enquiryId: z.number().int(),
  listingId: z.number().int(),
  firmName: z.string(),
  coupleName: z.string(),
  eventType: z.enum(EVENT_TYPES),
  eventDate: z.string(),
});

export const WaitingEnquirySchema = HomeEnquirySchema.extend({
  receivedAt: z.string(),
  /** "waiting 3 hours" */
  waiting: z.string(),
});
export type WaitingEnquiry = z.infer<typeof WaitingEnquirySchema>;

export const HomeBookingSchema = HomeEnquirySchema.extend({
  /** Within this week (today to Sunday, India), or later. */
  thisWeek: z.boolean(),
});
export type HomeBooking = z.infer<typeof HomeBookingSchema>;

export const HomeReviewSchema = z.object({
  reviewId: z.number().int(),
  listingId: z.number().int(),
  firmName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
});
export type HomeReview = z.infer<typeof HomeReviewSchema>;

export const LISTING_NEEDS = ['payment', 'photos', 'prices', 'freeEnding'] as const;
export type ListingNeed = (typeof LISTING_NEEDS)[number];

export const ListingNeedsSchema = z.object({
  listingId: z.number().int(),
  firmName: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  vendorUniqueId: z.string(),
  needs: z.array(z.enum(LISTING_NEEDS)),
  /** With `freeEnding`: the last day of the free period (India), 'YYYY-MM-DD'. */
  freeUntilDay: z.string().nullable(),
});
export type ListingNeeds = z.infer<typeof ListingNeedsSchema>;

const MonthCountsSchema = z.object({ views: z.number().int(), enquiries: z.number().int() });

export const VendorHomeSchema = z.object({
  /** The oldest first, at most 20; `waitingCount` counts them all. */
  waitingEnquiries: z.array(WaitingEnquirySchema),
  waitingCount: z.number().int(),
  /** Booked enquiries from today on, soonest first, at most 20. */
  bookings: z.array(HomeBookingSchema),
  /** Reviews without a reply, oldest first, at most 20; `reviewsCount` counts them all. */
  reviews: z.array(HomeReviewSchema),
  reviewsCount: z.number().int(),
  /** Every one of the vendor's listings that needs something, and how many they have at all. */
  listings: z.array(ListingNeedsSchema),
  listingCount: z.number().int(),
  /** India's calendar months: this one so far, and the whole of the one before. */
  month: z.object({
    thisMonth: MonthCountsSchema,
    lastMonth: MonthCountsSchema,
  }),
  response: ResponseFiguresSchema,
});
export type VendorHome = z.infer<typeof VendorHomeSchema>;
