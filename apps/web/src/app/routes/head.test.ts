import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY } from '@/features/search/lib/search-params';
import {
  ratingSummary,
  review,
  searchResponse,
  searchResult,
  storefront,
} from '@/test/marketplace-data';
import { priceRange, shorten, storefrontHead } from './head';
import { searchHead } from './search-head';

describe('storefront head', () => {
  it('describes the listing with a canonical URL, its first photo and JSON-LD', () => {
    const head = storefrontHead(storefront());
    expect(head.title).toBe('Shaadi Clicks Studio, Photo Video in Jaipur · Mandap');
    expect(head.canonicalPath).toBe('/Vendors/42/shaadi-clicks-studio');
    expect(head.ogImage).toBe('/media/img-1-large.webp');
    expect(head.description).toMatch(/^Photo Video in Jaipur, Rajasthan\. From ₹15,000\. Candid/);
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: 'Shaadi Clicks Studio',
        description: 'Candid wedding photography and films across Rajasthan.',
        url: '/Vendors/42/shaadi-clicks-studio',
        image: ['/media/img-1-large.webp', '/media/img-2-large.webp', '/media/img-3-large.webp'],
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Jaipur',
          addressRegion: 'Rajasthan',
          addressCountry: 'IN',
        },
        priceRange: '₹15,000 – ₹21,000',
        makesOffer: [
          {
            '@type': 'Offer',
            name: 'Wedding Photography',
            price: '21000',
            priceCurrency: 'INR',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/ListPrice',
              price: '30000',
              priceCurrency: 'INR',
            },
          },
          { '@type': 'Offer', name: 'Drone Photography', price: '15000', priceCurrency: 'INR' },
        ],
      },
    ]);
  });

  it('adds the rating and the storefront reviews when there are reviews, and neither without', () => {
    const listing = storefront({
      rating: ratingSummary([8, 3, 1, 0, 0]),
      reviews: [
        review({
          id: 903,
          rating: 5,
          authorName: 'Rohan M.',
          createdAt: '2025-12-02T10:00:00.000Z',
        }),
        review({
          id: 902,
          rating: 4,
          title: 'Lovely candid shots',
          body: 'Natural photos of everyone, and the film made our parents cry.',
          authorName: 'Priya S.',
          createdAt: '2025-11-20T18:30:00.000Z',
        }),
      ],
    });
    const [ld] = storefrontHead(listing).jsonLd as [Record<string, unknown>];
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Rohan M.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        name: 'Beautiful photos, always on time',
        reviewBody:
          'They captured every ritual of our wedding and delivered the album within three weeks.',
        datePublished: '2025-12-02',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Priya S.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        name: 'Lovely candid shots',
        reviewBody: 'Natural photos of everyone, and the film made our parents cry.',
        datePublished: '2025-11-20',
      },
    ]);

    const [bare] = storefrontHead(storefront()).jsonLd as [Record<string, unknown>];
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('review');
  });

  it('gives one price when every row costs the same, none without rows', () => {
    const row = {
      specification: 'A',
      mrpPaise: 0,
      offerPaise: 99_950,
      offPercent: null,
      unit: 'event' as const,
    };
    expect(priceRange([row, { ...row, specification: 'B' }])).toBe('₹999.50');
    expect(priceRange([])).toBeUndefined();
  });
});

describe('search head', () => {
  const ORIGIN = 'https://mandap.example';

  it("names a category's page in a city, its readable canonical URL without sort or page size", () => {
    const head = searchHead(
      { ...EMPTY_QUERY, category: 'dj', city: 'Pune', sort: 'newest', page: 2 },
      searchResponse({ total: 30 }),
      true,
      ORIGIN,
    );
    expect(head.title).toBe('DJs in Pune (page 2) · Mandap');
    expect(head.canonicalPath).toBe('/Vendors/in/pune/djs?page=2');
    expect(head.robots).toBeUndefined();
    expect(head.description).toBe(
      '30 DJs in Pune on Mandap, with their photos and prices. DJs with sound and lights for the sangeet, reception and parties.',
    );
  });

  it('describes a text search by its words', () => {
    const head = searchHead(
      { ...EMPTY_QUERY, q: 'dhol', category: 'dhol' },
      searchResponse({ total: 3 }),
      true,
      ORIGIN,
    );
    expect(head.title).toBe('“dhol” in Dhol · Mandap');
    expect(head.canonicalPath).toBe('/Vendors?q=dhol&category=dhol');
    expect(head.description).toBe(
      '“dhol” in Dhol: compare 3 vendors on Mandap by photos, features and prices.',
    );
  });

  it('lists the page’s vendors as an ItemList, positions counted from the first page', () => {
    const head = searchHead(
      { ...EMPTY_QUERY, category: 'photo-video', city: 'Jaipur', page: 2 },
      searchResponse({
        total: 26,
        page: 2,
        pageSize: 24,
        results: [
          searchResult(),
          searchResult({ listingId: 43, firmName: 'Amber Lens', url: '/Vendors/43/amber-lens' }),
        ],
      }),
      true,
      ORIGIN,
    );
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: 26,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 25,
            url: `${ORIGIN}/Vendors/42/shaadi-clicks-studio`,
            name: 'Shaadi Clicks Studio',
          },
          {
            '@type': 'ListItem',
            position: 26,
            url: `${ORIGIN}/Vendors/43/amber-lens`,
            name: 'Amber Lens',
          },
        ],
      },
    ]);
  });

  it('keeps empty and malformed searches out of search engines', () => {
    const empty = searchHead(EMPTY_QUERY, searchResponse({ total: 0, results: [] }), true, ORIGIN);
    expect(empty.robots).toBe('noindex');
    expect(empty.jsonLd).toBeUndefined();
    expect(searchHead(EMPTY_QUERY, null, false, ORIGIN)).toMatchObject({
      robots: 'noindex',
      canonicalPath: '/Vendors',
    });
  });
});

describe('shorten', () => {
  it('cuts at a word and marks the cut', () => {
    const text = 'word '.repeat(60);
    const short = shorten(text, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short.endsWith('word…')).toBe(true);
  });
});
