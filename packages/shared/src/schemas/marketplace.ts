import * as t from '@mandap/shared/messages/en/validation-listings';
import { z } from 'zod';
import { CATEGORY_SLUGS } from '../catalogue/categories';
import {
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_PRICE_RUPEES,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MESSAGES,
  SEARCH_SORTS,
  searchTextProblem,
} from '../marketplace';
import { parseRupeesToPaise } from '../money';
import { PRICE_UNITS } from '../price-units';
import { CalendarDateSchema } from './fields';
import { ListingMediaSchema } from './listings';
import { RatingSummarySchema, ReviewSchema } from './reviews';

// The search's constants and the storefront paths live in ../marketplace (no zod: the browser's
// first view needs them without the schemas).
export {
  firmSlug,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_PRICE_RUPEES,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MAX_WORD_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_MESSAGES,
  SEARCH_SORTS,
  type SearchSort,
  searchTextProblem,
  storefrontPath,
} from '../marketplace';

/** A price filter in rupees, typed as people do ('1,50,000', '₹ 50,000') or as a plain number. */
const rupees = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const paise = parseRupeesToPaise(value);
    return paise === null ? value : paise / 100;
  },
  z.coerce
    .number({ message: t.pricesAreWholeRupeesFor })
    .int(t.pricesAreWholeRupeesFor)
    .min(0, t.pricesCannotBeNegative)
    .max(SEARCH_MAX_PRICE_RUPEES, t.thatPriceIsLargerThan),
);

/** A value given once or repeated in a query string (`features=a&features=b`). */
const repeated = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string().min(1).max(100)).max(20, t.atMost20FeaturesAt));

/**
 * `GET /api/search` query, also the `/Vendors` page's URL: every filter, the sort and the page
 * live in the URL. Prices are rupees; `category` is a catalogue slug.
 */
export const SearchQuerySchema = z
  .object({
    /** At most 200 characters, 10 words of at most 40 (searchTextProblem; issue 27). */
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX_QUERY_LENGTH, SEARCH_MESSAGES.tooLong)
      .superRefine((text, context) => {
        const problem = searchTextProblem(text);
        // The length has its own message above; only the words are checked here.
        if (problem && problem !== SEARCH_MESSAGES.tooLong) {
          context.addIssue({ code: 'custom', message: problem });
        }
      })
      .optional(),
    category: z.enum(CATEGORY_SLUGS, { message: t.thereIsNoSuchService }).optional(),
    city: z.string().trim().min(1).max(80, t.cityCanBeAtMost).optional(),
    minPrice: rupees.optional(),
    maxPrice: rupees.optional(),
    features: repeated.optional(),
    stars: z.coerce
      .number()
      .int()
      .refine((n) => n >= 2 && n <= 5, t.hotelStarsAre23)
      .optional(),
    /** Keeps listings rated at least this many stars on average (issue 16). */
    minRating: z.coerce
      .number()
      .int(t.theLowestRatingIsA)
      .min(1, t.theLowestRatingIsA)
      .max(5, t.theLowestRatingIsA)
      .optional(),
    /** Leaves out listings their vendor has marked booked on this day (issue 15). */
    eventDate: CalendarDateSchema.optional(),
    sort: z
      .enum(SEARCH_SORTS, { message: `Sort is one of ${SEARCH_SORTS.join(', ')}.` })
      .default('relevance'),
    page: z.coerce
      .number()
      .int(t.pageIsAWholeNumber)
      .min(1, t.pageStartsAt1)
      .max(1000, t.pageCanBeAtMost)
      .default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(SEARCH_MAX_PAGE_SIZE, `pageSize can be at most ${SEARCH_MAX_PAGE_SIZE}.`)
      .default(SEARCH_DEFAULT_PAGE_SIZE),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: t.theLowestPriceCannotBe,
    path: ['minPrice'],
  });
export type SearchQuery = z.output<typeof SearchQuerySchema>;
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;

/** One result card. Prices are paise; `url` is the storefront's canonical path. */
export const SearchResultSchema = z.object({
  listingId: z.number().int(),
  firmName: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  coverImageUrl: z.string().nullable(),
  /** The lowest offer price among its price rows; null when no prices are set yet. */
  fromPricePaise: z.number().int().nullable(),
  /** The MRP of the row that gives fromPricePaise, when that row has a discount. */
  mrpPaise: z.number().int().nullable(),
  offPercent: z.number().int().nullable(),
  /** What the row that gives fromPricePaise is for ('plate_veg': from ₹650 per plate); null without prices. */
  priceUnit: z.enum(PRICE_UNITS).nullable(),
  features: z.array(z.string()),
  starRating: z.number().int().nullable(),
  /** The average of its reviews (one decimal), null without reviews; and their number. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  url: z.string(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(SearchResultSchema),
  facets: z.object({
    categories: z.array(z.object({ slug: z.enum(CATEGORY_SLUGS), count: z.number().int() })),
    cities: z.array(z.object({ city: z.string(), count: z.number().int() })),
  }),
  /** What the text was read as, when it differs from what was typed (typos, a city in the text). */
  interpretedAs: z
    .object({
      q: z.string().nullable(),
      category: z.enum(CATEGORY_SLUGS).nullable(),
      city: z.string().nullable(),
    })
    .nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** A listing's picture or video as couples see it: the vendor's media item without its id. */
export const StorefrontMediaSchema = ListingMediaSchema.omit({ id: true });

export const StorefrontPriceSchema = z.object({
  specification: z.string(),
  mrpPaise: z.number().int(),
  offerPaise: z.number().int(),
  offPercent: z.number().int().nullable(),
  unit: z.enum(PRICE_UNITS),
});

/**
 * `GET /api/listings/:listingId`: an active listing's storefront. No house number; `contact`
 * (phone, email) only for a signed-in user or the owning vendor, else null.
 */
export const StorefrontSchema = z.object({
  listingId: z.number().int(),
  slug: z.string(),
  url: z.string(),
  firmName: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  description: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  nearBy: z.string(),
  starRating: z.number().int().nullable(),
  features: z.array(z.string()),
  highlights: z.array(z.string()),
  media: z.array(StorefrontMediaSchema),
  prices: z.array(StorefrontPriceSchema),
  fromPricePaise: z.number().int().nullable(),
  /** The unit of the row that gives fromPricePaise; null without prices. */
  fromPriceUnit: z.enum(PRICE_UNITS).nullable(),
  listedSince: z.string(),
  contact: z.object({ phone: z.string(), email: z.string() }).nullable(),
  /** Days the vendor has marked booked, from today through LIMITS.availabilityMonths months. */
  bookedDates: z.array(z.string()),
  /** Reviews (issue 16): the summary and the newest REVIEW_LIMITS.onStorefront. */
  rating: RatingSummarySchema,
  reviews: z.array(ReviewSchema),
  /**
   * Issue 31 (decision 0077): "Usually replies within 2 hours" and badges the vendor's replies
   * earned, once the vendor had enough enquiries in 30 days to say; else null.
   */
  responsiveness: z.object({ replyTimeText: z.string(), badges: z.array(z.string()) }).nullable(),
});
export type Storefront = z.infer<typeof StorefrontSchema>;
