import { CATEGORIES, type CategorySlug } from '@mandap/shared/catalogue/categories';
import { readableSearchPath } from '@mandap/shared/catalogue/readable-paths';
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
  /** The vendor's home in the Vendor Portal (issue 31): where a vendor lands after signing in. */
  vendorHome: '/vendor-home',
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
  /** The grievance officer and the grievance form (issue 28). */
  grievances: '/grievances',
  profile: '/profile',
  analytics: '/analytics',
  chat: '/chat',
  /** The vendor's enquiries inbox (issue 15). */
  enquiries: '/enquiries',
  notifications: '/notifications',
  /** A listing's booked dates: `/availability?service_id={id}`. */
  availability: '/availability',
  /** The operator console (issue 28): sign-in, then the dashboard. */
  admin: '/admin',
  /** Where `npm run operator -- create`'s one-time link leads (its token after the #). */
  adminSetup: '/admin/setup',
  /** The console's queue of reported reviews, and its audit log (decision 0063). */
  adminReviews: '/admin/reviews',
  adminAudit: '/admin/audit',
  /** The console's grievances (decision 0064); one is `/admin/grievances/{reference}`. */
  adminGrievances: '/admin/grievances',
  /** The console's queues of reported listings and chat messages (decision 0065). */
  adminReportedListings: '/admin/reports/listings',
  adminReportedMessages: '/admin/reports/messages',
  /** The console's finder and appeals; a listing's and an account's pages (decision 0066). */
  adminFind: '/admin/find',
  adminAppeals: '/admin/appeals',
  adminListings: '/admin/listings',
  adminVendors: '/admin/vendors',
  adminUsers: '/admin/users',
  /** A suspended vendor's appeal of the account (decision 0066). */
  accountAppeal: '/appeal',
  /** "Forgot password?" (decision 0068): `/forgot-password?role=vendor|user`. */
  forgotPassword: '/forgot-password',
  /** Where a reset e-mail's link leads: `/reset-password?token=…&role=vendor|user`. */
  resetPassword: '/reset-password',
  /** Where the link sent to a new e-mail address leads: `/confirm-email?token=…`. */
  confirmEmail: '/confirm-email',
  /** Where a person lands after deleting their account (decision 0072). */
  accountClosed: '/account-closed',
  /** Where the verification e-mail's link leads: `/verify-email?token=…` (decision 0069). */
  verifyEmail: '/verify-email',
  /** The vendor's reviews, unreplied first, each with its reply box (issue 31, decision 0078). */
  vendorReviews: '/vendor-reviews',
  /** The vendor's billing: details, tax documents, commission (issue 30, decisions 0074-0076). */
  billing: '/billing',
  /** A commission statement is `/billing/statements/{id}` (decision 0075). */
  billingStatements: '/billing/statements',
  /** Where the booking question's e-mailed links lead: `/booking-answer?token=…&answer=yes|no`. */
  bookingAnswer: '/booking-answer',
  /** The console's queue of disputed commission statement lines (decision 0075). */
  adminCommissionDisputes: '/admin/commission-disputes',
} as const;

/** A tax document's page (`documentPagePath` in packages/shared/src/tax-documents.ts agrees). */
export function billingDocumentPath(documentId: number): string {
  return `${paths.billing}/documents/${documentId}`;
}

/** A vendor's commission statement page. */
export function statementPagePath(statementId: number): string {
  return `${paths.billingStatements}/${statementId}`;
}

/** A listing's page in the console. */
export function adminListingPath(listingId: number): string {
  return `${paths.adminListings}/${listingId}`;
}

/** A vendor's or user's account page in the console. */
export function adminAccountPath(kind: 'vendor' | 'user', id: number): string {
  return `${kind === 'vendor' ? paths.adminVendors : paths.adminUsers}/${id}`;
}

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
 * The parameters of a search, always in one order and defaults (relevance, page 1) left out;
 * without the city and category when `placeInPath` (a readable path holds them).
 */
export function searchQueryString(params: SearchPathParams, placeInPath = false): string {
  const search = new URLSearchParams();
  const put = (name: string, value: string | number | undefined) => {
    if (value === undefined || value === '') return;
    search.append(name, String(value));
  };
  put('q', params.q?.trim());
  if (!placeInPath) {
    put('category', params.category);
    put('city', params.city?.trim());
  }
  put('minPrice', params.minPrice);
  put('maxPrice', params.maxPrice);
  for (const feature of params.features ?? []) put('features', feature);
  put('stars', params.stars);
  put('minRating', params.minRating);
  put('eventDate', params.eventDate);
  if (params.sort !== 'relevance') put('sort', params.sort);
  if (params.page !== 1) put('page', params.page);
  put('pageSize', params.pageSize);
  return search.toString();
}

/**
 * The search URL for these filters, so one search has one URL: links, reloads and the canonical
 * link agree. A search in a city has a readable path, with its category when it has one
 * (`/Vendors/in/jaipur/photographers`), the other filters as parameters; any other search is
 * `/Vendors?…` (decision 0038).
 */
export function searchPath(params: SearchPathParams = {}): string {
  const city = params.city?.trim();
  const readable = city ? readableSearchPath(city, params.category) : null;
  const query = searchQueryString(params, readable !== null);
  const path = readable ?? paths.vendors;
  return query ? `${path}?${query}` : path;
}

const SEARCH_PAGE = /^\/vendors(?:\/in\/[^/]+(?:\/[^/]+)?)?\/?$/i;

/** Whether a pathname is a search page: `/Vendors` or a readable one under `/Vendors/in/`. */
export function isSearchPathname(pathname: string): boolean {
  return SEARCH_PAGE.test(pathname);
}
