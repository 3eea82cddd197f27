// The search's constants and the storefront paths, without zod: the browser's first view imports
// them, the schemas (schemas/marketplace.ts) only when a reply is checked.

/** The orders a search can be sorted in (issue 12). */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_MAX_PAGE_SIZE = 48;
export const SEARCH_DEFAULT_PAGE_SIZE = 24;
/** The largest price filter in rupees; anything above is a mistake, not a budget. */
export const SEARCH_MAX_PRICE_RUPEES = 100_000_000;
export const SEARCH_MAX_QUERY_LENGTH = 200;

/**
 * The query parameters of a search (SearchQuerySchema's fields): all a search page reads, so the
 * server's page cache keys it by these alone (decision 0057).
 */
export const SEARCH_QUERY_PARAMS = [
  'q',
  'category',
  'city',
  'minPrice',
  'maxPrice',
  'features',
  'stars',
  'minRating',
  'eventDate',
  'sort',
  'page',
  'pageSize',
] as const;

/**
 * The URL slug of a firm name: lower case ASCII words joined by hyphens; names with no Latin
 * letters (Devanagari, Telugu) keep their letters. Never empty.
 */
export function firmSlug(firmName: string): string {
  const slug = firmName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'vendor';
}

/** The canonical storefront path of a listing: `/Vendors/:listingId/:slug`. */
export function storefrontPath(listingId: number, firmName: string): string {
  return `/Vendors/${listingId}/${encodeURIComponent(firmSlug(firmName))}`;
}
