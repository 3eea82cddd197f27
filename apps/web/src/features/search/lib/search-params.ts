import type { CategorySlug } from '@mandap/shared/catalogue/categories';
import { categoryOfWord, cityOfSlug } from '@mandap/shared/catalogue/readable-paths';
import { SEARCH_DEFAULT_PAGE_SIZE } from '@mandap/shared/marketplace';
import * as s from '@mandap/shared/messages/en/public-search-box';
import type { SearchQuery, SearchQuerySchema } from '@mandap/shared/schemas/marketplace';
import { type SearchPathParams, searchPath, searchQueryString } from '@/config/paths';

export type ParsedSearch =
  | { ok: true; query: SearchQuery }
  | { ok: false; message: string; query: SearchQuery };

/** The search everyone starts from: no filters, best matches first. */
export const EMPTY_QUERY: SearchQuery = {
  sort: 'relevance',
  page: 1,
  pageSize: SEARCH_DEFAULT_PAGE_SIZE,
};

let querySchema: typeof SearchQuerySchema | undefined;

/**
 * Loads the shared search schema (and zod) for readSearchParams: the loader awaits it. Not with
 * the page: loaders do not run in the first view (its data is in the HTML), which has no zod.
 */
export async function loadSearchSchema(): Promise<void> {
  querySchema ??= (await import('@mandap/shared/schemas/marketplace')).SearchQuerySchema;
}

/** Whether readSearchParams may be called now (loadSearchSchema has finished). */
export function searchSchemaLoaded(): boolean {
  return querySchema !== undefined;
}

/** The search of a readable path alone (its city and category), read without the schema. */
export function placeQuery(place: SearchPlace | null | undefined): SearchQuery {
  if (!place) return EMPTY_QUERY;
  return {
    ...EMPTY_QUERY,
    city: place.city,
    ...(place.category ? { category: place.category } : {}),
  };
}

/**
 * A search URL's parameters read with the shared schema (after loadSearchSchema), with the city and category of a
 * readable path (readSearchPlace) when it has them. Empty values (a GET form's blank
 * price field sends `minPrice=`) mean 'not set', not zero; a parameter given twice keeps the
 * last, except the repeated `features`. A malformed URL is not an error page: the schema's
 * message is shown and the search falls back to everything.
 */
export function readSearchParams(params: URLSearchParams, place?: SearchPlace): ParsedSearch {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value.trim() !== '');
    if (values.length === 0) continue;
    const last = values[values.length - 1];
    if (key === 'features') raw[key] = values;
    else if (last !== undefined) raw[key] = last;
  }
  // A readable path's city and category win over parameters of the same names.
  if (place) {
    raw.city = place.city;
    if (place.category) raw.category = place.category;
  }
  if (!querySchema) throw new Error('readSearchParams before loadSearchSchema');
  const parsed = querySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  return {
    ok: false,
    message: parsed.error.issues[0]?.message ?? s.linkNotValid,
    query: EMPTY_QUERY,
  };
}

function pathParams(query: SearchQuery): SearchPathParams {
  return {
    ...query,
    pageSize: query.pageSize === SEARCH_DEFAULT_PAGE_SIZE ? undefined : query.pageSize,
  };
}

/** The URL of a search: one spelling per search, readable when it can be, defaults left out. */
export function pathOfQuery(query: SearchQuery): string {
  return searchPath(pathParams(query));
}

/** The API call behind a search: its filters as parameters of `/api/search`. */
export function apiSearchPath(query: SearchQuery): string {
  const search = searchQueryString(pathParams(query));
  return search ? `/api/search?${search}` : '/api/search';
}

/** The city and category a readable search path names (`/Vendors/in/:city/:category?`). */
export interface SearchPlace {
  city: string;
  category?: CategorySlug | undefined;
}

/**
 * The place of a readable path's parameters: undefined when the path is not a readable one, null
 * when its city or category words name nothing (a 404).
 */
export function readSearchPlace(params: {
  city?: string | undefined;
  category?: string | undefined;
}): SearchPlace | null | undefined {
  if (params.city === undefined) return undefined;
  const city = cityOfSlug(params.city);
  if (city === null) return null;
  if (params.category === undefined) return { city };
  const category = categoryOfWord(params.category);
  return category ? { city, category } : null;
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
