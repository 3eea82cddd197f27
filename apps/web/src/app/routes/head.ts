import { CURRENCY } from '@mandap/shared/limits';
import * as h from '@mandap/shared/messages/en/public-head';
import { formatInr } from '@mandap/shared/money';
import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { categoryLabel } from '@/lib/categories';
import type { HeadTags } from '@/lib/ssr/head';

export const SITE = 'Mandap';
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
