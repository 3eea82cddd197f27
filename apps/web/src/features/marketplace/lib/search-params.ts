import type { CategorySlug } from '@mandap/shared/catalogue/categories';
import {
  SEARCH_DEFAULT_PAGE_SIZE,
  type SearchQuery,
  SearchQuerySchema,
} from '@mandap/shared/schemas/marketplace';
import { type SearchPathParams, searchPath } from '@/config/paths';

export type ParsedSearch =
  | { ok: true; query: SearchQuery }
  | { ok: false; message: string; query: SearchQuery };

/** The search everyone starts from: no filters, best matches first. */
export const EMPTY_QUERY: SearchQuery = {
  sort: 'relevance',
  page: 1,
  pageSize: SEARCH_DEFAULT_PAGE_SIZE,
};

/**
 * A `/Vendors` URL's parameters read with the shared schema. Empty values (a GET form's blank
 * price field sends `minPrice=`) mean 'not set', not zero; a parameter given twice keeps the
 * last, except the repeated `features`. A malformed URL is not an error page: the schema's
 * message is shown and the search falls back to everything.
 */
export function readSearchParams(params: URLSearchParams): ParsedSearch {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value.trim() !== '');
    if (values.length === 0) continue;
    const last = values[values.length - 1];
    if (key === 'features') raw[key] = values;
    else if (last !== undefined) raw[key] = last;
  }
  const parsed = SearchQuerySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  return {
    ok: false,
    message: parsed.error.issues[0]?.message ?? 'This search link is not valid.',
    query: EMPTY_QUERY,
  };
}

function pathParams(query: SearchQuery): SearchPathParams {
  return {
    ...query,
    pageSize: query.pageSize === SEARCH_DEFAULT_PAGE_SIZE ? undefined : query.pageSize,
  };
}

/** The `/Vendors` URL of a search: one spelling per search, defaults left out. */
export function pathOfQuery(query: SearchQuery): string {
  return searchPath(pathParams(query));
}

/** The API call behind a search: the same parameters on `/api/search`. */
export function apiSearchPath(query: SearchQuery): string {
  const page = searchPath(pathParams(query));
  const at = page.indexOf('?');
  return at === -1 ? '/api/search' : `/api/search${page.slice(at)}`;
}

export type QueryChanges = Partial<Omit<SearchQuery, 'category'>> & {
  category?: CategorySlug | undefined;
};

/**
 * The search with some filters changed. Any change other than the page starts again at page 1
 * (page 3 of another search means nothing); a different category drops the features and star
 * rating, which belong to the old one.
 */
export function changeQuery(query: SearchQuery, changes: QueryChanges): SearchQuery {
  const next: SearchQuery = { ...query, ...changes };
  if (!('page' in changes)) next.page = 1;
  if ('category' in changes && changes.category !== query.category) {
    next.features = undefined;
    next.stars = undefined;
  }
  if (next.category !== 'hotel') next.stars = undefined;
  if (next.features?.length === 0) next.features = undefined;
  return next;
}

/** How many filters narrow the search, shown on the phone's 'Filters' button. */
export function activeFilterCount(query: SearchQuery): number {
  return (
    (query.category ? 1 : 0) +
    (query.city ? 1 : 0) +
    (query.minPrice !== undefined || query.maxPrice !== undefined ? 1 : 0) +
    (query.features?.length ?? 0) +
    (query.stars !== undefined ? 1 : 0) +
    (query.minRating !== undefined ? 1 : 0) +
    (query.eventDate ? 1 : 0)
  );
}

/** True when the search narrows anything: an empty result then has filters to clear. */
export function hasFilters(query: SearchQuery): boolean {
  return Boolean(query.q) || activeFilterCount(query) > 0;
}
