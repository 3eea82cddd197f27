import { CATEGORIES, type CategorySlug } from '@mandap/shared/catalogue/categories';
// Types only: the schema module would bring zod into every page's first download.
import type { SearchSort } from '@mandap/shared/schemas/marketplace';

/**
 * Every route of spec 2.1, spelled the canonical way links use (R1). Matching is
 * case-insensitive and ignores a trailing slash, so `/Services` and `/services` are one route.
 */
export const paths = {
  home: '/',
  directory: '/VendorList',
  vendorLogin: '/VendorLogin',
  vendorRegistration: '/VendorRegistration',
  vendorProfile: '/VendorProfile',
  userLogin: '/UserLogin',
  userRegister: '/UserRegister',
  vendors: '/Vendors',
  listings: '/services',
  listingPrices: '/ServiceDetails',
  editListing: '/EditServices',
  editDetails: '/edit-hotel',
  editMedia: '/editMedia',
  payment: '/payment',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  profile: '/profile',
  analytics: '/analytics',
  chat: '/chat',
  /** The vendor's enquiries inbox (issue 15). */
  enquiries: '/enquiries',
  notifications: '/notifications',
  /** A listing's booked dates: `/availability?service_id={id}`. */
  availability: '/availability',
} as const;

/** The 17 listing form routes, owned by the shared catalogue (R2). */
export const listingFormPaths: readonly string[] = CATEGORIES.map((c) => c.route);

/** What a `/Vendors` URL can carry (SearchQuerySchema's fields); prices in rupees. */
export interface SearchPathParams {
  q?: string | undefined;
  category?: CategorySlug | undefined;
  city?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  features?: readonly string[] | undefined;
  stars?: number | undefined;
  /** Whole stars: listings whose reviews average at least this. */
  minRating?: number | undefined;
  /** 'YYYY-MM-DD': leaves out listings booked that day. */
  eventDate?: string | undefined;
  sort?: SearchSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/**
 * The `/Vendors` search URL for these filters, parameters always in one order and defaults
 * (relevance, page 1) left out, so one search has one URL: links, reloads and the canonical
 * link agree.
 */
export function searchPath(params: SearchPathParams = {}): string {
  const search = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    if (value === undefined || value === '') return;
    search.append(name, String(value));
  };
  put('q', params.q?.trim());
  put('category', params.category);
  put('city', params.city?.trim());
  put('minPrice', params.minPrice);
  put('maxPrice', params.maxPrice);
  for (const feature of params.features ?? []) put('features', feature);
  put('stars', params.stars);
  put('minRating', params.minRating);
  put('eventDate', params.eventDate);
  if (params.sort !== 'relevance') put('sort', params.sort);
  if (params.page !== 1) put('page', params.page);
  put('pageSize', params.pageSize);
  const query = search.toString();
  return query ? `${paths.vendors}?${query}` : paths.vendors;
}
