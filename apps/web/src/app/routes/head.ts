import { CURRENCY } from '@mandap/shared/limits';
import { SEARCH_DEFAULT_PAGE_SIZE } from '@mandap/shared/marketplace';
import { categoryPageWords } from '@mandap/shared/messages/en/catalogue-category-words';
import * as h from '@mandap/shared/messages/en/public-head';
import { formatInr } from '@mandap/shared/money';
import type { SearchQuery, SearchResponse, Storefront } from '@mandap/shared/schemas/marketplace';
import { paths } from '@/config/paths';
import { pathOfQuery } from '@/features/search/lib/search-params';
import { categoryLabel } from '@/lib/categories';
import { groupDigits } from '@/lib/format';
import type { HeadTags } from '@/lib/ssr/head';

const SITE = 'Mandap';
const DESCRIPTION_MAX = 160;

/** A description cut at a word near the limit search engines show. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function homeHead(): HeadTags {
  return {
    title: h.homeTitle,
    description: h.homeDescription,
    canonicalPath: '/',
  };
}

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

/** '₹2,100 – ₹21,000', or one price when all rows cost the same. */
export function priceRange(prices: Storefront['prices']): string | undefined {
  if (prices.length === 0) return undefined;
  const offers = prices.map((row) => row.offerPaise);
  const low = Math.min(...offers);
  const high = Math.max(...offers);
  return low === high ? formatInr(low) : `${formatInr(low)} – ${formatInr(high)}`;
}

/** Rupees as schema.org wants a price: a plain decimal number, no symbol or grouping. */
function rupees(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** schema.org LocalBusiness of a storefront: address without house number, images, offers. */
export function storefrontJsonLd(listing: Storefront): object {
  const images = listing.media.filter((m) => m.kind === 'image').map((m) => m.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: listing.firmName,
    description: shorten(listing.description, 500),
    url: listing.url,
    ...(images.length > 0 ? { image: images } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: listing.city,
      ...(listing.district && listing.district !== listing.city
        ? { addressSubregion: listing.district }
        : {}),
      addressRegion: listing.state,
      addressCountry: 'IN',
    },
    ...(priceRange(listing.prices) ? { priceRange: priceRange(listing.prices) } : {}),
    ...(listing.rating.count > 0 && listing.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.rating.average,
            reviewCount: listing.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(listing.reviews.length > 0
      ? {
          review: listing.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
            name: review.title,
            reviewBody: review.body,
            // The day it was written (schema.org Date).
            datePublished: review.createdAt.slice(0, 10),
          })),
        }
      : {}),
    ...(listing.prices.length > 0
      ? {
          makesOffer: listing.prices.map((row) => ({
            '@type': 'Offer',
            name: row.specification,
            price: rupees(row.offerPaise),
            priceCurrency: CURRENCY,
            ...(row.mrpPaise > row.offerPaise
              ? {
                  priceSpecification: {
                    '@type': 'UnitPriceSpecification',
                    priceType: 'https://schema.org/ListPrice',
                    price: rupees(row.mrpPaise),
                    priceCurrency: CURRENCY,
                  },
                }
              : {}),
          })),
        }
      : {}),
  };
}

export function storefrontHead(listing: Storefront): HeadTags {
  const category = categoryLabel(listing.category);
  const from = listing.fromPricePaise !== null ? formatInr(listing.fromPricePaise) : null;
  const lead = h.storefrontLead(category, listing.city, listing.state, from);
  return {
    title: h.storefrontTitle(listing.firmName, category, listing.city),
    description: shorten(`${lead} ${listing.description}`),
    canonicalPath: listing.url,
    ogType: 'business.business',
    ogImage: listing.media.find((m) => m.kind === 'image')?.url ?? null,
    jsonLd: [storefrontJsonLd(listing)],
  };
}
