import type { Enquiry } from '@mandap/shared/schemas/enquiries';
import type { SearchResponse, SearchResult, Storefront } from '@mandap/shared/schemas/marketplace';
import type { Review, ReviewEligibilitySchema } from '@mandap/shared/schemas/reviews';
import type { z } from 'zod';

type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;

export function searchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    listingId: 42,
    firmName: 'Shaadi Clicks Studio',
    category: 'photo-video',
    city: 'Jaipur',
    district: 'Jaipur',
    state: 'Rajasthan',
    coverImageUrl: '/media/img-cover-thumb.webp',
    fromPricePaise: 2_100_000,
    mrpPaise: 3_000_000,
    offPercent: 30,
    priceUnit: 'event',
    features: [
      'Wedding Photography',
      'Drone Photography',
      'Cinematography',
      'Portrait Photography',
    ],
    starRating: null,
    ratingAverage: null,
    ratingCount: 0,
    url: '/Vendors/42/shaadi-clicks-studio',
    ...overrides,
  };
}

export function searchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return {
    total: 1,
    page: 1,
    pageSize: 24,
    results: [searchResult()],
    facets: {
      categories: [
        { slug: 'photo-video', count: 12 },
        { slug: 'catering', count: 3 },
      ],
      cities: [
        { city: 'Jaipur', count: 9 },
        { city: 'Udaipur', count: 6 },
      ],
    },
    interpretedAs: null,
    ...overrides,
  };
}

const image = (n: number) => ({
  kind: 'image' as const,
  url: `/media/img-${n}-large.webp`,
  thumbUrl: `/media/img-${n}-thumb.webp`,
  contentType: 'image/webp',
  width: 1600,
  height: 1200,
});

export function storefront(overrides: Partial<Storefront> = {}): Storefront {
  return {
    listingId: 42,
    slug: 'shaadi-clicks-studio',
    url: '/Vendors/42/shaadi-clicks-studio',
    firmName: 'Shaadi Clicks Studio',
    category: 'photo-video',
    description: 'Candid wedding photography and films across Rajasthan.',
    city: 'Jaipur',
    district: 'Jaipur',
    state: 'Rajasthan',
    nearBy: 'Hawa Mahal',
    starRating: null,
    features: ['Wedding Photography', 'Drone Photography'],
    highlights: ['Fast Service'],
    media: [
      image(1),
      image(2),
      image(3),
      {
        kind: 'video',
        url: '/media/vid-1.mp4',
        thumbUrl: null,
        contentType: 'video/mp4',
        width: null,
        height: null,
      },
    ],
    prices: [
      {
        specification: 'Wedding Photography',
        mrpPaise: 3_000_000,
        offerPaise: 2_100_000,
        offPercent: 30,
        unit: 'event',
      },
      {
        specification: 'Drone Photography',
        mrpPaise: 0,
        offerPaise: 1_500_000,
        offPercent: null,
        unit: 'day',
      },
    ],
    fromPricePaise: 1_500_000,
    fromPriceUnit: 'day',
    listedSince: '2025-03-14T10:00:00.000Z',
    contact: null,
    bookedDates: [],
    rating: {
      average: null,
      count: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    },
    reviews: [],
    responsiveness: null,
    ...overrides,
  };
}

/** An enquiry as the API answers it (POST /api/user/enquiries and its forwards). */
export function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 501,
    listingId: 42,
    firmName: 'Shaadi Clicks Studio',
    category: 'photo-video',
    listingUrl: '/Vendors/42/shaadi-clicks-studio',
    userName: 'Rohan Mehta',
    userEmailVerified: true,
    eventDate: '2030-02-14',
    eventType: 'wedding',
    city: 'Jaipur',
    guests: 250,
    budgetRupees: 150000,
    message: 'We would like candid photos and a short film.',
    phone: '9123456780',
    email: 'rohan@example.in',
    status: 'new',
    createdAt: '2026-01-10T09:30:00.000Z',
    commissionTerms: null,
    booking: null,
    coupleAnswer: null,
    ...overrides,
  };
}

/** A similar vendor offered after an enquiry: another photographer in Jaipur. */
export function similarVendor(listingId: number, firmName: string, fromRupees: number) {
  return searchResult({
    listingId,
    firmName,
    fromPricePaise: fromRupees * 100,
    mrpPaise: null,
    offPercent: null,
    url: `/Vendors/${listingId}/${firmName.toLowerCase().replace(/\s+/g, '-')}`,
  });
}

/** A published review as the API answers it. */
export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 901,
    listingId: 42,
    rating: 5,
    title: 'Beautiful photos, always on time',
    body: 'They captured every ritual of our wedding and delivered the album within three weeks.',
    authorName: 'Rohan M.',
    eventMonth: '2025-11',
    verified: true,
    photos: [],
    vendorReply: null,
    status: 'published',
    createdAt: '2025-12-02T10:00:00.000Z',
    updatedAt: '2025-12-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A rating summary from how many gave each star, 5 stars first. */
export function ratingSummary(counts: [number, number, number, number, number]) {
  const count = counts.reduce((sum, n) => sum + n, 0);
  const total = counts.reduce((sum, n, index) => sum + n * (5 - index), 0);
  return {
    average: count > 0 ? Math.round((total / count) * 10) / 10 : null,
    count,
    distribution: counts.map((n, index) => ({ stars: 5 - index, count: n })),
  };
}

/** What the server says to a user who never sent the listing an enquiry. */
export const NO_ENQUIRY_REASON =
  'You can review a vendor after your event with them: send an enquiry first.';

/** GET /api/user/listings/:id/review: by default, a user who may not review yet. */
export function eligibility(overrides: Partial<ReviewEligibility> = {}): ReviewEligibility {
  return {
    canReview: false,
    reason: NO_ENQUIRY_REASON,
    review: null,
    editableUntil: null,
    ...overrides,
  };
}
