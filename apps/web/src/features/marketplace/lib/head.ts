import { CURRENCY } from '@mandap/shared/limits';
import { formatInr } from '@mandap/shared/money';
import {
  SEARCH_DEFAULT_PAGE_SIZE,
  type SearchQuery,
  type SearchResponse,
  type Storefront,
} from '@mandap/shared/schemas/marketplace';
import { paths } from '@/config/paths';
import type { HeadTags } from '@/lib/ssr/head';
import { categoryLabel } from './categories';
import { pathOfQuery } from './search-params';

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
    title: `${SITE} · Wedding and event vendors across India`,
    description:
      'Find wedding and event vendors across India: photographers, caterers, decorators, mehndi and makeup artists, pandits, DJs, venues and more. Compare photos and prices.',
    canonicalPath: '/',
  };
}

/** What a search is about, in words: 'Photo Video in Jaipur', '“dhol” in Pune', 'Vendors'. */
export function searchSubject(query: SearchQuery): string {
  const what = query.q
    ? `“${query.q}”${query.category ? ` in ${categoryLabel(query.category)}` : ''}`
    : query.category
      ? categoryLabel(query.category)
      : 'Wedding vendors';
  return query.city ? `${what} in ${query.city}` : what;
}

export function searchHead(
  query: SearchQuery,
  response: SearchResponse | null,
  valid: boolean,
): HeadTags {
  const subject = searchSubject(query);
  const page = query.page > 1 ? ` (page ${query.page})` : '';
  const count = response?.total ?? 0;
  const description =
    count > 0
      ? `${subject}: compare ${count} ${count === 1 ? 'vendor' : 'vendors'} on ${SITE} by photos, features and prices.`
      : `Search wedding and event vendors across India on ${SITE}.`;
  // The same results in another order or page size are one page to a search engine.
  const canonical = { ...query, sort: 'relevance', pageSize: SEARCH_DEFAULT_PAGE_SIZE } as const;
  return {
    title: `${subject}${page} · ${SITE}`,
    description: shorten(description),
    canonicalPath: valid ? pathOfQuery(canonical) : paths.vendors,
    // An empty or broken search is nothing a search engine should send people to.
    robots: !valid || count === 0 ? 'noindex' : undefined,
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
  const from = listing.fromPricePaise !== null ? ` From ${formatInr(listing.fromPricePaise)}.` : '';
  const lead = `${category} in ${listing.city}, ${listing.state}.${from}`;
  return {
    title: `${listing.firmName}, ${category} in ${listing.city} · ${SITE}`,
    description: shorten(`${lead} ${listing.description}`),
    canonicalPath: listing.url,
    ogType: 'business.business',
    ogImage: listing.media.find((m) => m.kind === 'image')?.url ?? null,
    jsonLd: [storefrontJsonLd(listing)],
  };
}
