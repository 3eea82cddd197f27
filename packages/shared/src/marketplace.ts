import * as limitText from './messages/en/validation-limits';
// The search's constants and the storefront paths, without zod: the browser's first view imports
// them, the schemas (schemas/marketplace.ts) only when a reply is checked.
import { searchTokens } from './search/tokens';

/** The orders a search can be sorted in (issue 12). */
export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_MAX_PAGE_SIZE = 48;
export const SEARCH_DEFAULT_PAGE_SIZE = 24;
/** The largest price filter in rupees; anything above is a mistake, not a budget. */
export const SEARCH_MAX_PRICE_RUPEES = 100_000_000;
/** The longest search text, in characters (issue 27: no single search may cost much). */
export const SEARCH_MAX_QUERY_LENGTH = 200;
/** The most words a search text may have, counted as search splits it (issue 27). */
export const SEARCH_MAX_WORDS = 10;
/** The longest word of a search text, in characters once normalised (issue 27). */
export const SEARCH_MAX_WORD_LENGTH = 40;

/** What a person is told when a search is refused: its text out of bounds, or too many searches. */
export const SEARCH_MESSAGES = {
  tooLong: limitText.searchTextTooLong,
  tooManyWords: limitText.searchTooManyWords,
  wordTooLong: limitText.searchWordTooLong,
  /** 429: the searches of one address in a minute are used up; `seconds` until the next. */
  tooManySearches: (seconds: number) =>
    `Too many searches from your network in a minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and search again.`,
} as const;

/**
 * What is wrong with a search text, in words a person can act on, or null when it is within the
 * bounds: at most SEARCH_MAX_QUERY_LENGTH characters, SEARCH_MAX_WORDS words, each of at most
 * SEARCH_MAX_WORD_LENGTH characters. Words are counted as search splits them (searchTokens).
 */
export function searchTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > SEARCH_MAX_QUERY_LENGTH) return SEARCH_MESSAGES.tooLong;
  const words = searchTokens(trimmed);
  if (words.length > SEARCH_MAX_WORDS) return SEARCH_MESSAGES.tooManyWords;
  if (words.some((word) => word.length > SEARCH_MAX_WORD_LENGTH))
    return SEARCH_MESSAGES.wordTooLong;
  return null;
}

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

// Each firm name's slug, URL-encoded, made once: a page of search results asks for twenty, and
// the same firms come back page after page (a Unicode normalisation and five regular
// expressions each: 2% of a new search's server time). Bounded: emptied when full.
const ENCODED_SLUGS = new Map<string, string>();
const ENCODED_SLUGS_SIZE = 20_000;

/** The canonical storefront path of a listing: `/Vendors/:listingId/:slug`. */
export function storefrontPath(listingId: number, firmName: string): string {
  let slug = ENCODED_SLUGS.get(firmName);
  if (slug === undefined) {
    slug = encodeURIComponent(firmSlug(firmName));
    if (ENCODED_SLUGS.size >= ENCODED_SLUGS_SIZE) ENCODED_SLUGS.clear();
    ENCODED_SLUGS.set(firmName, slug);
  }
  return `/Vendors/${listingId}/${slug}`;
}
