import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalogue/categories';

// Vendor analytics (R13, issue 16): per listing and day, India's calendar days.

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** `GET /api/vendor/analytics?days=&listingId=` (and `/api/vendor/analytics.csv`). */
export const AnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine(
      (n): n is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(n),
      `The range is ${ANALYTICS_RANGES.join(', ')} days.`,
    )
    .default(30),
  /** One of the vendor's listings; all of them when absent. */
  listingId: z.coerce.number().int().positive().optional(),
});

/** Enquiries per 100 storefront views, one decimal; null without views. */
export function enquiryRate(enquiries: number, views: number): number | null {
  return views === 0 ? null : Math.round((enquiries * 1000) / views) / 10;
}

export const AnalyticsTotalsSchema = z.object({
  views: z.number().int(),
  /** Times the listing was shown in a page of search results. */
  appearances: z.number().int(),
  enquiries: z.number().int(),
  shortlists: z.number().int(),
  enquiryRate: z.number().nullable(),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotalsSchema>;

export const AnalyticsDaySchema = AnalyticsTotalsSchema.extend({ day: z.string() });

export const AnalyticsSchema = z.object({
  /** The range, both ends included; `to` is today in India. */
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, zeros included. */
  days: z.array(AnalyticsDaySchema),
  totals: AnalyticsTotalsSchema,
  /** The same measures over the period of equal length just before. */
  previous: AnalyticsTotalsSchema,
  /** The vendor's listings, to choose from. */
  listings: z.array(
    z.object({
      listingId: z.number().int(),
      firmName: z.string(),
      category: z.enum(CATEGORY_SLUGS),
      status: z.string(),
    }),
  ),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;
