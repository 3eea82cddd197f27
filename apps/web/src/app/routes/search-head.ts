import { SEARCH_DEFAULT_PAGE_SIZE } from '@mandap/shared/marketplace';
import { categoryPageWords } from '@mandap/shared/messages/en/catalogue-category-words';
import * as h from '@mandap/shared/messages/en/public-head';
import type { SearchQuery, SearchResponse } from '@mandap/shared/schemas/marketplace';
import { paths } from '@/config/paths';
import { pathOfQuery } from '@/features/search/lib/search-params';
import { categoryLabel } from '@/lib/categories';
import { groupDigits } from '@/lib/format';
import type { HeadTags } from '@/lib/ssr/head';
import { SITE, shorten } from './head';

// The search pages' head and heading (decision 0038): in a module of its own, so that only the
// search page carries the category words in its language (issue 32).

/**
 * What a search is about, in words: 'Photographers in Jaipur' (a city's readable page, decision
 * 0038), 'Photo Video', '“dhol” in Pune', 'Wedding vendors'.
 */
export function searchSubject(query: SearchQuery): string {
  if (!query.q && query.city) {
    const what = query.category ? categoryPageWords[query.category].heading : h.weddingVendors;
    return h.inCity(what, query.city);
  }
  const what = query.q
    ? query.category
      ? h.textInCategory(query.q, categoryLabel(query.category))
      : `“${query.q}”`
    : query.category
      ? categoryLabel(query.category)
      : h.weddingVendors;
  return query.city ? h.inCity(what, query.city) : what;
}

/**
 * The text of a category's or a city's own search page, under its heading: how many vendors it
 * has and what they offer. Undefined for any other search (text, or no place or category).
 */
export function searchIntro(query: SearchQuery, total: number): string | undefined {
  if (query.q || (!query.category && !query.city)) return undefined;
  const count = groupDigits(total);
  if (!query.category) return h.introAll(count, total, query.city);
  const words = categoryPageWords[query.category];
  return h.introCategory(count, total === 1 ? words.one : words.many, query.city, words.offers);
}

/**
 * schema.org ItemList of a page of results: each vendor's position in the whole list, its
 * storefront's absolute URL and its name.
 */
export function searchJsonLd(response: SearchResponse, origin: string): object {
  const first = (response.page - 1) * response.pageSize;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: response.total,
    itemListElement: response.results.map((result, index) => ({
      '@type': 'ListItem',
      position: first + index + 1,
      url: new URL(result.url, origin).href,
      name: result.firmName,
    })),
  };
}

export function searchHead(
  query: SearchQuery,
  response: SearchResponse | null,
  valid: boolean,
  origin: string,
): HeadTags {
  const subject = searchSubject(query);
  const page = query.page > 1 ? h.pageSuffix(query.page) : '';
  const count = response?.total ?? 0;
  const description =
    count > 0
      ? (searchIntro(query, count) ?? h.compareDescription(subject, count))
      : h.emptyDescription;
  // The same results in another order or page size are one page to a search engine.
  const canonical = { ...query, sort: 'relevance', pageSize: SEARCH_DEFAULT_PAGE_SIZE } as const;
  return {
    title: `${subject}${page} · ${SITE}`,
    description: shorten(description),
    canonicalPath: valid ? pathOfQuery(canonical) : paths.vendors,
    // An empty or broken search is nothing a search engine should send people to.
    robots: !valid || count === 0 ? 'noindex' : undefined,
    ...(response && response.results.length > 0
      ? { jsonLd: [searchJsonLd(response, origin)] }
      : {}),
  };
}
