import { CATEGORIES, type CategorySlug } from '@mandap/shared/catalogue/categories';
import { addDays, indianDate } from '@mandap/shared/dates';
import {
  type SearchQueryInput,
  SearchQuerySchema,
  type SearchResponse,
  SearchResponseSchema,
  storefrontPath,
} from '@mandap/shared/schemas/marketplace';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing, listingFields, switchOn, uploadListingMedia } from '../../../test/listings';
import { png } from '../../../test/multipart';
import { payThroughSandbox } from '../../../test/payments';
import { keepStatisticsFresh } from './routes';
import {
  listingCards,
  listingsVersion,
  RANK_LIMITS,
  type RankLimits,
  runSearch,
  searchCacheKey,
  similarListings,
  withoutImplied,
} from './service';

// GET /api/search: filters, sorts, pages, facets, result cards, the listing lifecycle (R4) and
// malformed parameters. Each group of tests keeps to a made-up city of its own.

let t: TestApp;
let vendor: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_PAYMENT_SECRET: 'sandbox-secret-for-tests-0123456789' });
  vendor = await signedIn(t.app, 'vendor');
});
afterAll(() => t.close());

const NEUTRAL = {
  description: 'Serving families for twenty years.',
  nearBy: 'Near Clock Tower',
  district: 'Anywhere',
  state: 'Anystate',
};

/** A registered listing switched on in the database, listed `minutesAgo` minutes ago. */
async function activeListing(
  category: CategorySlug,
  fields: Record<string, string | string[]>,
  minutesAgo = 0,
): Promise<number> {
  const listingId = await createListing(t.app, vendor.cookie, category, {
    ...NEUTRAL,
    ...(category === 'hotel' && !fields.starRating ? { starRating: '3' } : {}),
    ...fields,
  });
  await switchOn(t.database.sql, listingId, minutesAgo);
  return listingId;
}

/** Saves price rows through the vendor's pricing route; rupees as text. */
async function setPrices(
  listingId: number,
  rows: { specification: string; mrp: string; offer: string; unit?: string }[],
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/vendor/listings/${listingId}/prices`,
    headers: { cookie: vendor.cookie },
    payload: { rows },
  });
  expect(res.statusCode, res.body).toBe(200);
}

function searchUrl(query: Record<string, string | number | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  return `/api/search?${params}`;
}

async function search(query: SearchQueryInput): Promise<SearchResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: searchUrl(query as Record<string, string>),
  });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.parse(res.json());
}

const ids = (r: SearchResponse) => r.results.map((x) => x.listingId);

describe('filters', () => {
  const CITY = 'Filterpur';
  const L: Record<string, number> = {};
  beforeAll(async () => {
    L.cheapDj = await activeListing('dj', {
      firmName: 'Beat Box',
      city: CITY,
      features: ['Wedding DJ', 'Bollywood DJ'],
    });
    await setPrices(L.cheapDj, [
      { specification: 'Wedding DJ', mrp: '10000', offer: '8000' },
      { specification: 'Bollywood DJ', mrp: '15000', offer: '15000' },
    ]);
    L.dearDj = await activeListing('dj', {
      firmName: 'Night Fever',
      city: CITY,
      features: ['Wedding DJ'],
    });
    await setPrices(L.dearDj, [{ specification: 'Wedding DJ', mrp: '40000', offer: '40000' }]);
    L.unpricedDj = await activeListing('dj', { firmName: 'Quiet Decks', city: CITY });
    L.hotel4 = await activeListing('hotel', {
      firmName: 'Lake Palace',
      city: CITY,
      starRating: '4',
    });
    L.hotel2 = await activeListing('hotel', { firmName: 'Lake Inn', city: CITY, starRating: '2' });
    L.elsewhereDj = await activeListing('dj', { firmName: 'Far Beats', city: 'Otherpur' });
  });

  it('filters by category and by city, the city in any case and spacing', async () => {
    expect(new Set(ids(await search({ category: 'dj', city: CITY })))).toEqual(
      new Set([L.cheapDj, L.dearDj, L.unpricedDj]),
    );
    expect(new Set(ids(await search({ city: '  fILTERPUR ' })))).toEqual(
      new Set([L.cheapDj, L.dearDj, L.unpricedDj, L.hotel4, L.hotel2]),
    );
  });

  it('filters by price in rupees against the lowest offer price, leaving out unpriced listings', async () => {
    expect(ids(await search({ city: CITY, minPrice: 5000, maxPrice: 8000 }))).toEqual([L.cheapDj]);
    expect(ids(await search({ city: CITY, minPrice: 8001 }))).toEqual([L.dearDj]);
    expect(new Set(ids(await search({ city: CITY, maxPrice: 100000 })))).toEqual(
      new Set([L.cheapDj, L.dearDj]),
    );
  });

  it('keeps only listings with every feature asked for', async () => {
    expect(new Set(ids(await search({ city: CITY, features: ['Wedding DJ'] })))).toEqual(
      new Set([L.cheapDj, L.dearDj]),
    );
    expect(ids(await search({ city: CITY, features: ['Wedding DJ', 'Bollywood DJ'] }))).toEqual([
      L.cheapDj,
    ]);
  });

  it('filters hotels by stars', async () => {
    expect(ids(await search({ city: CITY, stars: 4 }))).toEqual([L.hotel4]);
    expect(ids(await search({ city: CITY, category: 'hotel', stars: 5 }))).toEqual([]);
  });

  it('shows the from-price, the MRP and percent off of the cheapest row on the card', async () => {
    const [card] = (await search({ city: CITY, minPrice: 8000, maxPrice: 8000 })).results;
    expect(card).toMatchObject({
      listingId: L.cheapDj,
      firmName: 'Beat Box',
      category: 'dj',
      city: CITY,
      district: 'Anywhere',
      state: 'Anystate',
      fromPricePaise: 800000,
      mrpPaise: 1000000,
      offPercent: 20,
      features: ['Wedding DJ', 'Bollywood DJ'],
      starRating: null,
      url: storefrontPath(L.cheapDj as number, 'Beat Box'),
      coverImageUrl: null,
    });
    const [plain] = (await search({ city: CITY, minPrice: 40000 })).results;
    expect(plain).toMatchObject({ fromPricePaise: 4000000, mrpPaise: null, offPercent: null });
  });
});

describe('result cards', () => {
  it('uses the thumbnail of the first image by position and the first three features', async () => {
    const id = await activeListing('photo-video', {
      firmName: 'Frame & Film',
      city: 'Cardpur',
      features: ['Wedding Photography', 'Event Photography', 'Drone Photography', 'Cinematography'],
    });
    await t.database.sql.query(
      `INSERT INTO listing_media (listing_id, kind, storage_key, thumb_key, content_type, bytes,
         original_name, position)
       VALUES ($1, 'video', 'v-${id}.mp4', NULL, 'video/mp4', 10, 'v.mp4', 0),
              ($1, 'image', 'second-${id}.webp', 'second-${id}-thumb.webp', 'image/webp', 10, 'b.jpg', 1),
              ($1, 'image', 'first-${id}.webp', 'first-${id}-thumb.webp', 'image/webp', 10, 'a.jpg', 0)`,
      [id],
    );
    const [card] = (await search({ city: 'Cardpur' })).results;
    expect(card?.coverImageUrl).toBe(`/media/first-${id}-thumb.webp`);
    expect(card?.features).toEqual([
      'Wedding Photography',
      'Event Photography',
      'Drone Photography',
    ]);
    expect(card?.url).toBe(`/Vendors/${id}/frame-and-film`);
  });
});

describe('sorting and pages', () => {
  const CITY = 'Sortpur';
  const L: Record<string, number> = {};
  beforeAll(async () => {
    // Listed oldest to newest: a, b, c, d.
    L.a = await activeListing('band', { firmName: 'Alpha Brass', city: CITY }, 40);
    await setPrices(L.a, [{ specification: 'Wedding Band', mrp: '30000', offer: '30000' }]);
    L.b = await activeListing(
      'band',
      { firmName: 'Bravo Band', city: CITY, description: 'Brass players for a baraat.' },
      30,
    );
    await setPrices(L.b, [{ specification: 'Wedding Band', mrp: '10000', offer: '10000' }]);
    L.c = await activeListing('band', { firmName: 'Charlie Brass Brass', city: CITY }, 20);
    L.d = await activeListing('band', { firmName: 'Delta Tunes', city: CITY }, 10);
    await setPrices(L.d, [{ specification: 'Wedding Band', mrp: '20000', offer: '20000' }]);
  });

  it('sorts newest first, and by relevance without text as newest', async () => {
    const newest = [L.d, L.c, L.b, L.a];
    expect(ids(await search({ city: CITY, sort: 'newest' }))).toEqual(newest);
    expect(ids(await search({ city: CITY }))).toEqual(newest);
  });

  it('sorts by price both ways, listings without prices last', async () => {
    expect(ids(await search({ city: CITY, sort: 'price_asc' }))).toEqual([L.b, L.d, L.a, L.c]);
    expect(ids(await search({ city: CITY, sort: 'price_desc' }))).toEqual([L.a, L.d, L.b, L.c]);
  });

  it('sorts by relevance: firm name over description, more mentions first', async () => {
    expect(ids(await search({ q: 'brass', city: CITY }))).toEqual([L.c, L.a, L.b]);
  });

  it('pages through results with a total', async () => {
    const pages = [1, 2, 3].map((page) =>
      search({ city: CITY, sort: 'newest', page, pageSize: 2 }),
    );
    const [p1, p2, p3] = await Promise.all(pages);
    expect(p1).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(ids(p1 as SearchResponse)).toEqual([L.d, L.c]);
    expect(ids(p2 as SearchResponse)).toEqual([L.b, L.a]);
    expect(p3?.results).toEqual([]);
    expect(p3?.total).toBe(4);
  });
});

describe('ratings (issue 16)', () => {
  const CITY = 'Starpur';
  const L: Record<string, number> = {};

  /** Reviews of `listingId` with these stars, written straight to the tables (one user each). */
  async function reviewed(listingId: number, stars: number[], status = 'published') {
    for (const rating of stars) {
      const [user] = await t.database.sql.query<{ id: number }>(
        `INSERT INTO users (name, email, phone, password_hash)
         VALUES ('Meera Shah', 'rater-' || gen_random_uuid() || '@example.in', '9876543210', 'x')
         RETURNING id`,
      );
      const [enquiry] = await t.database.sql.query<{ id: number }>(
        `INSERT INTO enquiries (user_id, listing_id, vendor_id, event_date, event_type, city,
           guests, message, phone, email, status)
         SELECT $1, l.id, l.vendor_id, DATE '2025-01-10', 'wedding', 'Starpur', 100, 'Hello',
           '9876543210', 'meera@example.in', 'booked'
         FROM listings l WHERE l.id = $2 RETURNING id`,
        [user?.id, listingId],
      );
      await t.database.sql.query(
        `INSERT INTO reviews (listing_id, user_id, enquiry_id, rating, title, body, event_month, status)
         VALUES ($1, $2, $3, $4, 'Title', 'A body of the review long enough to count.', DATE '2025-01-01', $5)`,
        [listingId, user?.id, enquiry?.id, rating, status],
      );
    }
  }

  beforeAll(async () => {
    // Listed oldest to newest: a, b, c, d, e.
    L.a = await activeListing('dj', { firmName: 'Amber Beats', city: CITY }, 50);
    L.b = await activeListing('dj', { firmName: 'Bass Bazaar', city: CITY }, 40);
    L.c = await activeListing('dj', { firmName: 'Crescendo', city: CITY }, 30);
    L.d = await activeListing('dj', { firmName: 'Disco Dhol', city: CITY }, 20);
    L.e = await activeListing('dj', { firmName: 'Echo Nights', city: CITY }, 10);
    await reviewed(L.a as number, [4, 4]); // 4.0 from 2
    await reviewed(L.b as number, [5, 4, 4]); // 4.33 -> 4.3
    await reviewed(L.c as number, [4, 4, 4]); // 4.0 from 3
    await reviewed(L.d as number, [2, 3]); // 2.5
    // A removed review counts for nothing: e has no rating.
    await reviewed(L.e as number, [5], 'removed');
  });

  it('puts the rating and its count on every card', async () => {
    const r = await search({ city: CITY });
    const card = (id: number | undefined) => r.results.find((x) => x.listingId === id);
    expect(card(L.b)).toMatchObject({ ratingAverage: 4.3, ratingCount: 3 });
    expect(card(L.d)).toMatchObject({ ratingAverage: 2.5, ratingCount: 2 });
    expect(card(L.e)).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    const [similar] = await similarListings(t.database.db, L.a as number, {
      excludeIds: [L.c as number, L.d as number, L.e as number],
      bookedOn: null,
      limit: 5,
    });
    expect(similar).toMatchObject({ listingId: L.b, ratingAverage: 4.3, ratingCount: 3 });
    const cards = await listingCards(t.database.db, [L.c as number]);
    expect(cards[0]).toMatchObject({ ratingAverage: 4, ratingCount: 3 });
  });

  it('sorts by rating: average, then count, listings without reviews last', async () => {
    expect(ids(await search({ city: CITY, sort: 'rating' }))).toEqual([L.b, L.c, L.a, L.d, L.e]);
    expect(ids(await search({ city: CITY, sort: 'rating', pageSize: 2, page: 2 }))).toEqual([
      L.a,
      L.d,
    ]);
  });

  it('filters by minimum rating against the average as shown, in the total and facets too', async () => {
    const four = await search({ city: CITY, minRating: 4, sort: 'rating' });
    expect(ids(four)).toEqual([L.b, L.c, L.a]);
    expect(four.total).toBe(3);
    expect(four.facets.categories).toEqual([{ slug: 'dj', count: 3 }]);
    expect(ids(await search({ city: CITY, minRating: 5 }))).toEqual([]);
    expect((await search({ city: CITY, minRating: 2 })).total).toBe(4);
    const bad = await t.app.inject({ method: 'GET', url: searchUrl({ minRating: 6 }) });
    expect(bad.statusCode).toBe(400);
  });

  it('caches each minimum apart and sees a new review at once', async () => {
    const before = await listingsVersion(t.database.db);
    expect((await search({ city: CITY, minRating: 3 })).total).toBe(3);
    await reviewed(L.d as number, [5, 5]); // (2 + 3 + 5 + 5) / 4 = 3.75 -> 3.8
    expect(await listingsVersion(t.database.db)).toBeGreaterThan(before);
    const after = await search({ city: CITY, minRating: 3 });
    expect(after.total).toBe(4);
    expect(after.results.find((x) => x.listingId === L.d)).toMatchObject({
      ratingAverage: 3.8,
      ratingCount: 4,
    });
  });
});

describe('ranking a very common word, bounded', () => {
  const CITY = 'Windowpur';
  const L: Record<string, number> = {};
  beforeAll(async () => {
    L.name1 = await activeListing('decoration', { firmName: 'Lotus Decor', city: CITY }, 50);
    L.name2 = await activeListing('decoration', { firmName: 'Lotus Lotus Events', city: CITY }, 40);
    for (const [key, minutes] of [
      ['text1', 30],
      ['text2', 20],
      ['text3', 10],
    ] as const) {
      L[key] = await activeListing(
        'decoration',
        { firmName: `Stage Works ${key}`, city: CITY, description: 'Lotus themed stages.' },
        minutes,
      );
    }
  });

  async function allPages(limits: RankLimits) {
    const pages: number[][] = [];
    for (const page of [1, 2, 3]) {
      const query = SearchQuerySchema.parse({ q: 'lotus', city: CITY, pageSize: 2, page });
      const r = await runSearch(t.database.db, query, undefined, limits);
      expect(r.total).toBe(5);
      pages.push(ids(r));
    }
    return pages;
  }

  // The window is found by reading the newest listings (many matches) or through the text index
  // (few): the same ranking either way.
  it.each([
    ['read newest first', 0],
    ['found through the text index', 100],
  ])(
    'ranks name matches first and the others newest first, with pages that fit together (window %s)',
    async (_how, indexedMatches) => {
      // Exactly ranked, for comparison.
      expect(
        (await allPages({ ...RANK_LIMITS, exactRankLimit: 100, rankWindow: 100, indexedMatches }))
          .flat()
          .slice(0, 2),
      ).toEqual([L.name2, L.name1]);
      expect(
        await allPages({ ...RANK_LIMITS, exactRankLimit: 2, rankWindow: 10, indexedMatches }),
      ).toEqual([[L.name2, L.name1], [L.text3, L.text2], [L.text1]]);
      // Only the newest name match fits the window; the older one follows with the rest.
      expect(
        await allPages({ ...RANK_LIMITS, exactRankLimit: 2, rankWindow: 1, indexedMatches }),
      ).toEqual([[L.name2, L.text3], [L.text2, L.text1], [L.name1]]);
    },
  );
});

describe('incomplete listings rank lower (issue 31)', () => {
  const CITY = 'Completepur';
  const L: Record<string, number> = {};
  beforeAll(async () => {
    // Oldest, but with a photo and a price.
    L.complete = await activeListing(
      'dj',
      { firmName: 'Shehnai Sounds', city: CITY, features: ['Wedding DJ'] },
      30,
    );
    await setPrices(L.complete, [
      { specification: 'Wedding DJ', mrp: '60,000', offer: '50,000', unit: 'day' },
    ]);
    const photo = await uploadListingMedia(t.app, vendor.cookie, L.complete, [
      { field: 'images', name: 'stage.png', type: 'image/png', data: await png(400, 300) },
    ]);
    expect(photo.statusCode, photo.body).toBeLessThan(300);
    // The newest: no photo, no price.
    L.bare = await activeListing('dj', { firmName: 'Shehnai Beats', city: CITY }, 1);
    // A price but no photo.
    L.pricedOnly = await activeListing(
      'dj',
      { firmName: 'Shehnai Nights', city: CITY, features: ['Wedding DJ'] },
      2,
    );
    await setPrices(L.pricedOnly, [{ specification: 'Wedding DJ', mrp: '40000', offer: '40000' }]);
  });

  it('puts complete listings first when browsing, then the newest (the home shows these)', async () => {
    expect(ids(await search({ city: CITY }))).toEqual([L.complete, L.bare, L.pricedOnly]);
  });

  it('ranks a complete listing above incomplete ones for the same match', async () => {
    const r = await search({ q: 'shehnai', city: CITY });
    expect(ids(r)[0]).toBe(L.complete);
    expect(ids(r).slice(1).sort()).toEqual([L.bare, L.pricedOnly].sort());
  });

  it.each([
    ['read newest first', 0],
    ['found through the text index', 100],
  ])('keeps them first in a bounded ranking too (window %s)', async (_how, indexedMatches) => {
    const query = SearchQuerySchema.parse({ q: 'shehnai', city: CITY, pageSize: 3 });
    for (const rankWindow of [1, 3]) {
      const r = await runSearch(t.database.db, query, undefined, {
        ...RANK_LIMITS,
        exactRankLimit: 0,
        rankWindow,
        indexedMatches,
      });
      expect(ids(r), `window ${rankWindow}`).toEqual(
        rankWindow === 1
          ? // The window holds the newest name match; the tail, complete first, follows it.
            [L.bare, L.complete, L.pricedOnly]
          : [L.complete, L.bare, L.pricedOnly],
      );
    }
  });

  it('keeps an explicit order as chosen: newest is newest', async () => {
    expect(ids(await search({ city: CITY, sort: 'newest' }))).toEqual([
      L.bare,
      L.pricedOnly,
      L.complete,
    ]);
  });

  it("shows the cheapest row's unit on the card", async () => {
    const r = await search({ city: CITY });
    const card = (id: number | undefined) => r.results.find((x) => x.listingId === id);
    expect(card(L.complete)).toMatchObject({
      fromPricePaise: 5_000_000,
      priceUnit: 'day',
      offPercent: 17,
    });
    expect(card(L.complete)?.coverImageUrl).not.toBeNull();
    // Priced before units existed, or without one: per event; no badge when not below the MRP.
    expect(card(L.pricedOnly)).toMatchObject({ priceUnit: 'event', offPercent: null });
    expect(card(L.bare)).toMatchObject({ fromPricePaise: null, priceUnit: null });
  });
});

describe('facets', () => {
  let looks = 0;
  let studio = 0;
  beforeAll(async () => {
    await activeListing('mehndi', { firmName: 'Gulabi House', city: 'Facetpur' });
    await activeListing('mehndi', { firmName: 'Gulabi Hands', city: 'facetpur' });
    await activeListing('mehndi', { firmName: 'Gulabi Art', city: 'Facetnagar' });
    await activeListing('makeup-artist', { firmName: 'Gulabi Glam', city: 'Facetpur' });
    looks = await activeListing('makeup-artist', { firmName: 'Gulabi Looks', city: 'Bangalore' });
    studio = await activeListing('makeup-artist', { firmName: 'Gulabi Studio', city: 'Bengaluru' });
  });

  it('counts per category and per city for the text, cities in any spelling as one', async () => {
    const r = await search({ q: 'gulabi' });
    expect(r.total).toBe(6);
    // Equal counts in catalogue order.
    expect(r.facets.categories).toEqual([
      { slug: 'makeup-artist', count: 3 },
      { slug: 'mehndi', count: 3 },
    ]);
    expect(r.facets.cities).toEqual([
      { city: 'Facetpur', count: 3 },
      { city: 'Bengaluru', count: 2 },
      { city: 'Facetnagar', count: 1 },
    ]);
  });

  it('counts each facet with every filter but its own', async () => {
    const r = await search({ q: 'gulabi', category: 'mehndi', city: 'Facetpur' });
    expect(r.total).toBe(2);
    // Categories within Facetpur; cities within mehndi.
    expect(r.facets.categories).toEqual([
      { slug: 'mehndi', count: 2 },
      { slug: 'makeup-artist', count: 1 },
    ]);
    expect(r.facets.cities).toEqual([
      { city: 'Facetpur', count: 2 },
      { city: 'Facetnagar', count: 1 },
    ]);
  });

  it('reads an alias of a city as the city', async () => {
    const r = await search({ q: 'gulabi', city: 'bangalore' });
    expect(r.total).toBe(2);
    expect(r.facets.categories).toEqual([{ slug: 'makeup-artist', count: 2 }]);
  });

  it("pages a city's listings in every spelling, with text, by category and by price", async () => {
    await setPrices(looks, [{ specification: 'Bridal Makeup', mrp: '20000', offer: '15000' }]);
    await setPrices(studio, [{ specification: 'Bridal Makeup', mrp: '30000', offer: '25000' }]);
    const names = (r: SearchResponse) => r.results.map((result) => result.firmName).sort();
    const both = ['Gulabi Looks', 'Gulabi Studio'];
    expect(names(await search({ q: 'gulabi', city: 'bangalore' }))).toEqual(both);
    expect(names(await search({ category: 'makeup-artist', city: 'Bengaluru' }))).toEqual(both);
    const upTo = (maxPrice: number) =>
      search({ category: 'makeup-artist', city: 'Bengaluru', maxPrice });
    expect(names(await upTo(30000))).toEqual(both);
    expect(names(await upTo(20000))).toEqual(['Gulabi Looks']);
  });

  it('counts the same without text, from the maintained counts', async () => {
    const r = await search({ category: 'mehndi', city: 'Facetpur' });
    expect(r.total).toBe(2);
    expect(r.facets.categories).toContainEqual({ slug: 'makeup-artist', count: 1 });
    expect(r.facets.cities).toContainEqual({ city: 'Facetnagar', count: 1 });
    expect(r.facets.cities).toContainEqual({ city: 'Facetpur', count: 2 });
  });
});

describe('withoutImplied: the alternatives a text is matched by (issue 33)', () => {
  it('leaves out a phrase that holds another alternative, and keeps the rest', () => {
    expect(
      withoutImplied([
        ['band'],
        ['band', 'baja'],
        ['brass', 'band'],
        ['dhol'],
        ['band', 'baja', 'baraat'],
      ]),
    ).toEqual([['band'], ['dhol']]);
    expect(
      withoutImplied([
        ['band', 'baja'],
        ['band', 'baja', 'baraat'],
        ['baja', 'band'],
      ]),
    ).toEqual([
      ['band', 'baja'],
      ['baja', 'band'],
    ]);
    // Words of a phrase out of its order imply nothing.
    expect(
      withoutImplied([
        ['tent', 'house'],
        ['house', 'of', 'tent'],
      ]),
    ).toEqual([
      ['tent', 'house'],
      ['house', 'of', 'tent'],
    ]);
  });
});

describe('counts of a search by category and price (issue 33)', () => {
  // Prices no other group uses, so the counts are this group's alone.
  const range = { minPrice: 770_001, maxPrice: 779_999 };
  let moving: number;
  beforeAll(async () => {
    const listed = [
      ['caterer', 'catering', 'Pricepur', '771000'],
      ['caterer', 'catering', 'Pricepur', '772000'],
      ['caterer', 'catering', 'Pricenagar', '772000'],
      ['tent', 'tent-house', 'Pricepur', '773000'],
      ['tent', 'tent-house', 'Pricenagar', '790000'],
      ['dhol', 'dhol', 'Pricenagar', '774000'],
    ] as const;
    const made: number[] = [];
    for (const [name, category, city, offer] of listed) {
      const feature = firstFeature(category);
      const id = await activeListing(category, {
        firmName: `Ranged ${name}`,
        city,
        features: [feature],
      });
      await setPrices(id, [{ specification: feature, mrp: offer, offer }]);
      made.push(id);
    }
    moving = made[5] as number;
  });

  function firstFeature(category: CategorySlug): string {
    const feature = CATEGORIES.find((c) => c.slug === category)?.features[0];
    if (!feature) throw new Error(`${category} has no features`);
    return feature;
  }

  async function reprice(offer: string) {
    await setPrices(moving, [{ specification: firstFeature('dhol'), mrp: offer, offer }]);
  }

  /** search_category_prices against the documents it counts: every row, the whole table. */
  async function maintainedCountsDrift() {
    return t.database.sql.query(
      `(SELECT category, from_price_paise, count(*)::int AS n FROM search_documents
        WHERE from_price_paise IS NOT NULL GROUP BY 1, 2
        EXCEPT SELECT category, from_price_paise, listings FROM search_category_prices WHERE listings > 0)
       UNION ALL
       (SELECT category, from_price_paise, listings FROM search_category_prices WHERE listings > 0
        EXCEPT SELECT category, from_price_paise, count(*)::int FROM search_documents
        WHERE from_price_paise IS NOT NULL GROUP BY 1, 2)`,
    );
  }

  it('counts every category in the range, and the cities of its own category, without a city', async () => {
    const r = await search({ category: 'catering', ...range });
    expect(r.total).toBe(3);
    expect(r.facets.categories).toEqual([
      { slug: 'catering', count: 3 },
      { slug: 'tent-house', count: 1 },
      { slug: 'dhol', count: 1 },
    ]);
    expect(r.facets.cities).toEqual([
      { city: 'Pricepur', count: 2 },
      { city: 'Pricenagar', count: 1 },
    ]);
  });

  it('counts the categories of the chosen city and the cities of the chosen category', async () => {
    const r = await search({ category: 'tent-house', city: 'pricepur', ...range });
    expect(r.total).toBe(1);
    expect(r.facets.categories).toEqual([
      { slug: 'catering', count: 2 },
      { slug: 'tent-house', count: 1 },
    ]);
    // Pricenagar's tent house is priced outside the range.
    expect(r.facets.cities).toEqual([{ city: 'Pricepur', count: 1 }]);
  });

  it('keeps the counts per category and price right as prices change and listings go', async () => {
    await reprice('790000');
    const repriced = await search({ category: 'catering', ...range });
    expect(repriced.facets.categories).not.toContainEqual(
      expect.objectContaining({ slug: 'dhol' }),
    );
    await reprice('775000');
    expect((await search({ category: 'catering', ...range })).facets.categories).toContainEqual({
      slug: 'dhol',
      count: 1,
    });
    await t.database.sql.query("UPDATE listings SET status = 'suspended' WHERE id = $1", [moving]);
    const gone = await search({ category: 'catering', ...range });
    expect(gone.facets.categories).not.toContainEqual(expect.objectContaining({ slug: 'dhol' }));
    expect(await maintainedCountsDrift()).toEqual([]);
  });
});

describe('the event-date filter (issue 15)', () => {
  const CITY = 'Datepur';
  const L: Record<string, number> = {};
  let day = '';

  function book(listingId: number, on: string) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/vendor/listings/${listingId}/booked-dates/${on}`,
      headers: { cookie: vendor.cookie },
    });
  }

  beforeAll(async () => {
    day = addDays(indianDate(t.clock.now()), 30);
    L.booked = await activeListing('dj', { firmName: 'Booked Beats', city: CITY }, 40);
    L.free = await activeListing('dj', { firmName: 'Free Beats', city: CITY }, 30);
    L.nextDay = await activeListing('dj', { firmName: 'Tomorrow Beats', city: CITY }, 20);
    L.hotel = await activeListing('hotel', { firmName: 'Datepur Palace', city: CITY }, 10);
    L.hotelBooked = await activeListing('hotel', { firmName: 'Datepur Lodge', city: CITY }, 5);
    for (const [listingId, on] of [
      [L.booked, day],
      [L.nextDay, addDays(day, 1)],
      [L.hotelBooked, day],
    ] as const) {
      expect((await book(listingId as number, on)).statusCode).toBe(204);
    }
  });

  it('leaves out listings booked that day from the results, the total and the facets', async () => {
    const all = await search({ city: CITY, features: [] });
    expect(all.total).toBe(5);
    const r = await search({ city: CITY, eventDate: day, sort: 'newest' });
    expect(ids(r)).toEqual([L.hotel, L.nextDay, L.free]);
    expect(r.total).toBe(3);
    expect(r.facets.categories).toEqual([
      { slug: 'dj', count: 2 },
      { slug: 'hotel', count: 1 },
    ]);
    // The city facet counts every city (without its own filter), this one less the booked two.
    expect(r.facets.cities).toContainEqual({ city: CITY, count: 3 });
    // The day after, only the listing booked then is left out.
    expect(new Set(ids(await search({ city: CITY, eventDate: addDays(day, 1) })))).toEqual(
      new Set([L.booked, L.free, L.hotel, L.hotelBooked]),
    );
  });

  it('counts from the documents, not the maintained counts, for category and city with a day', async () => {
    const r = await search({ category: 'dj', city: CITY, eventDate: day });
    expect(ids(r).sort()).toEqual([L.free, L.nextDay].sort());
    expect(r.total).toBe(2);
    expect(r.facets.categories).toEqual([
      { slug: 'dj', count: 2 },
      { slug: 'hotel', count: 1 },
    ]);
    expect(r.facets.cities).toContainEqual({ city: CITY, count: 2 });
    expect((await search({ category: 'dj', city: CITY })).total).toBe(3);
  });

  it('applies to text searches, ranked exactly or bounded', async () => {
    const r = await search({ q: 'beats', city: CITY, eventDate: day });
    expect(new Set(ids(r))).toEqual(new Set([L.free, L.nextDay]));
    expect(r.total).toBe(2);
    for (const indexedMatches of [0, 100]) {
      const limits = { ...RANK_LIMITS, exactRankLimit: 1, rankWindow: 1, indexedMatches };
      const pages: number[] = [];
      for (const page of [1, 2, 3]) {
        const query = SearchQuerySchema.parse({
          q: 'beats',
          city: CITY,
          eventDate: day,
          pageSize: 1,
          page,
        });
        const answer = await runSearch(t.database.db, query, undefined, limits);
        expect(answer.total).toBe(2);
        pages.push(...ids(answer));
      }
      expect(new Set(pages)).toEqual(new Set([L.free, L.nextDay]));
      expect(pages).toHaveLength(2);
    }
  });

  it('caches each day apart', async () => {
    const base = SearchQuerySchema.parse({ city: CITY });
    expect(searchCacheKey({ ...base, eventDate: day })).not.toBe(
      searchCacheKey({ ...base, eventDate: addDays(day, 1) }),
    );
    expect(searchCacheKey({ ...base, eventDate: day })).not.toBe(searchCacheKey(base));
    // One after the other at the same listings version: each its own answer.
    expect(ids(await search({ city: CITY, eventDate: day }))).not.toContain(L.booked);
    expect(ids(await search({ city: CITY, eventDate: addDays(day, 1) }))).toContain(L.booked);
    expect(ids(await search({ city: CITY }))).toContain(L.booked);
  });

  it('moves the listings version when a day is booked or freed, not when booked again', async () => {
    const v0 = await listingsVersion(t.database.db);
    const later = addDays(day, 7);
    expect((await book(L.free as number, later)).statusCode).toBe(204);
    const v1 = await listingsVersion(t.database.db);
    expect(v1).toBe(v0 + 1);
    expect((await book(L.free as number, later)).statusCode).toBe(204);
    expect(await listingsVersion(t.database.db)).toBe(v1);
    const freed = await t.app.inject({
      method: 'DELETE',
      url: `/api/vendor/listings/${L.free}/booked-dates/${later}`,
      headers: { cookie: vendor.cookie },
    });
    expect(freed.statusCode).toBe(204);
    expect(await listingsVersion(t.database.db)).toBe(v1 + 1);
  });
});

describe('the listing lifecycle (R4): pending, paid, refunded, suspended', () => {
  async function pay(listingId: number) {
    const verified = await payThroughSandbox(t.app, vendor.cookie, listingId);
    expect(verified.statusCode, verified.body).toBe(200);
  }

  it('never shows a pending listing, shows it once paid, and hides it once refunded', async () => {
    const listingId = await createListing(t.app, vendor.cookie, 'pandit', {
      ...NEUTRAL,
      firmName: 'Lifecycle Shastri',
      city: 'Lifepur',
    });
    const query = { q: 'shastri', city: 'Lifepur' };
    // Asked while pending (and so cached empty): it must not stay empty after payment.
    expect((await search(query)).total).toBe(0);
    expect((await search({ city: 'Lifepur' })).total).toBe(0);

    await pay(listingId);
    expect(ids(await search(query))).toEqual([listingId]);
    expect(ids(await search({ city: 'Lifepur' }))).toEqual([listingId]);

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/refund`,
      headers: { cookie: vendor.cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await search(query)).total).toBe(0);
    const byCity = await search({ city: 'Lifepur' });
    expect(byCity.total).toBe(0);
    expect(byCity.facets.cities.map((c) => c.city)).not.toContain('Lifepur');
  });

  it('hides a listing the moment it is suspended, however it was written', async () => {
    const listingId = await createListing(t.app, vendor.cookie, 'pandit', {
      ...NEUTRAL,
      firmName: 'Suspended Sharmaji',
      city: 'Lifenagar',
    });
    await pay(listingId);
    expect(ids(await search({ q: 'sharmaji' }))).toEqual([listingId]);
    // An operator (or any other code path) writing the table directly.
    await t.database.sql.query("UPDATE listings SET status = 'suspended' WHERE id = $1", [
      listingId,
    ]);
    expect((await search({ q: 'sharmaji' })).total).toBe(0);
    expect((await search({ city: 'Lifenagar' })).total).toBe(0);
  });

  it('shows an edit of an active listing at once', async () => {
    const listingId = await activeListing('dhol', { firmName: 'Old Name Dhol', city: 'Editpur' });
    expect(ids(await search({ q: 'old name', city: 'Editpur' }))).toEqual([listingId]);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/listings/${listingId}`,
      headers: { cookie: vendor.cookie },
      payload: {
        ...listingFields({ ...NEUTRAL, firmName: 'Nagada Beats', city: 'Editpur' }),
        features: ['Punjabi Dhol'],
        highlights: [],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await search({ q: 'old name', city: 'Editpur' })).total).toBe(0);
    const [card] = (await search({ q: 'nagada', city: 'Editpur' })).results;
    expect(card).toMatchObject({ listingId, firmName: 'Nagada Beats', features: ['Punjabi Dhol'] });
  });
});

describe('listingsVersion', () => {
  it('moves once per committed change to a listing or its parts, and not on a rollback', async () => {
    const listingId = await activeListing('dj', {
      firmName: 'Version Vibes',
      city: 'Verpur',
      features: ['Wedding DJ'],
    });
    await t.database.sql.query(
      `INSERT INTO listing_media (listing_id, kind, storage_key, content_type, bytes, original_name, position)
       VALUES ($1, 'video', 'version-${listingId}.mp4', 'video/mp4', 10, 'v.mp4', 0)`,
      [listingId],
    );
    const v0 = await listingsVersion(t.database.db);
    expect(await listingsVersion(t.database.db)).toBe(v0);
    await t.database.sql.query(
      `INSERT INTO listing_prices (listing_id, specification, mrp_paise, offer_paise, position)
       VALUES ($1, 'Wedding DJ', 100, 100, 0), ($1, 'Club DJ', 200, 200, 1)`,
      [listingId],
    );
    const v1 = await listingsVersion(t.database.db);
    expect(v1).toBe(v0 + 1);
    await expect(
      t.database.sql.transaction(async (tx) => {
        await tx.query('DELETE FROM listing_prices WHERE listing_id = $1', [listingId]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await listingsVersion(t.database.db)).toBe(v1);
    await t.database.sql.query('UPDATE listing_features SET position = 0 WHERE listing_id = $1', [
      listingId,
    ]);
    await t.database.sql.query('DELETE FROM listing_media WHERE listing_id = $1', [listingId]);
    await t.database.sql.query('UPDATE listings SET near_by = $2 WHERE id = $1', [listingId, 'x']);
    expect(await listingsVersion(t.database.db)).toBe(v1 + 3);
  });
});

describe('keepStatisticsFresh (PGlite has no autovacuum)', () => {
  it('analyses the search tables after listings change', async () => {
    const statistics = async () => {
      const [row] = await t.database.sql.query<{ planned: number; actual: number }>(
        // By regclass, which the search_path resolves: other test files' schemas have the table too.
        `SELECT (SELECT reltuples FROM pg_class WHERE oid = 'search_documents'::regclass)::float8
                  AS planned,
                (SELECT count(*) FROM search_documents)::float8 AS actual`,
      );
      return { planned: Number(row?.planned), actual: Number(row?.actual) };
    };
    const app = Fastify();
    keepStatisticsFresh(app, t.database.db, 20);
    try {
      await activeListing('dj', { firmName: 'Statistics Sound', city: 'Statpur' });
      await vi.waitFor(async () => {
        const { planned, actual } = await statistics();
        expect(planned).toBe(actual);
      });
      await activeListing('dj', { firmName: 'Statistics Beats', city: 'Statpur' });
      await vi.waitFor(async () => {
        const { planned, actual } = await statistics();
        expect(planned).toBe(actual);
      });
    } finally {
      await app.close();
    }
  });
});

describe('the database knows the categories as the catalogue does', () => {
  it('search_category_terms() gives each category its title and directory category', async () => {
    for (const c of CATEGORIES) {
      const [row] = await t.database.sql.query<{ terms: string }>(
        'SELECT search_category_terms($1) AS terms',
        [c.slug],
      );
      expect(row?.terms, c.slug).toBe(`${c.title} ${c.directoryCategory}`);
    }
  });
});

describe('malformed parameters answer 400 with a message, never 500', () => {
  const CASES: [string, string, RegExp][] = [
    ['a negative price', 'minPrice=-5', /cannot be negative/],
    ['a price that is not a number', 'maxPrice=lots', /whole rupees/],
    [
      'a lowest price above the highest',
      'minPrice=900&maxPrice=100',
      /lowest price cannot be above/,
    ],
    ['pageSize 49', 'pageSize=49', /at most 48/],
    ['pageSize 0', 'pageSize=0', /pageSize is a whole number from 1 to 48/],
    ['page 0', 'page=0', /Page starts at 1/],
    ['page 1.5', 'page=1.5', /Page is a whole number/],
    ['an unknown sort', 'sort=cheapest', /Sort is one of relevance, newest, price_asc, price_desc/],
    ['an unknown category', 'category=astrologer', /no such service category/],
    ['5-star filter of 6', 'stars=6', /Hotel stars are 2, 3, 4 or 5/],
    ['q of 201 characters', `q=${'a'.repeat(201)}`, /at most 200 characters/],
    ['a NUL byte in q', 'q=dj%00', /q cannot contain control characters/],
    ['a NUL byte in a feature', 'features=Wedding%00DJ', /features cannot contain control/],
    ['q given twice', 'q=dj&q=band', /Give q only once/],
    ['sort given twice', 'sort=newest&sort=price_asc', /Give sort only once/],
    ['21 features', Array.from({ length: 21 }, (_, i) => `features=f${i}`).join('&'), /20/],
    ['an event date that is no day', 'eventDate=2026-02-30', /YYYY-MM-DD/],
    ['an event date in words', 'eventDate=next%20friday', /YYYY-MM-DD/],
    [
      'eventDate given twice',
      'eventDate=2026-05-01&eventDate=2026-05-02',
      /Give eventDate only once/,
    ],
    ['a lowest rating in words', 'minRating=good', /lowest rating is a whole number of stars/],
    ['minRating given twice', 'minRating=3&minRating=4', /Give minRating only once/],
  ];

  it.each(CASES)('%s', async (_name, query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('takes empty parameters as not given, and ignores unknown ones', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/search?q=&city=&minPrice=&category=&sort=&page=&whatever=1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 24 });
  });

  it('survives text the database would choke on', async () => {
    for (const q of ["'", '\\', '& | ! <->', ':*', '((', "o'brien's", '🙂', 'ज़']) {
      const res = await t.app.inject({ method: 'GET', url: searchUrl({ q }) });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    }
  });
});

describe('the counts of a very common text, kept (issue 33, migration 0039)', () => {
  const CITY = 'Keptpur';
  const OTHER = 'Keptgarh';
  const L: Record<string, number> = {};
  // Kept from three matches on; this group's word is used nowhere else.
  const LIMITS: RankLimits = { ...RANK_LIMITS, keptTextMatches: 3 };
  const query = (more: Record<string, string> = {}) =>
    SearchQuerySchema.parse({ q: 'zardozi', ...more });
  const answer = (r: SearchResponse) => ({ total: r.total, ids: ids(r), facets: r.facets });

  beforeAll(async () => {
    const work = { description: 'Zardozi work on every drape.' };
    L.a = await activeListing('decoration', { firmName: 'Kept Drapes', city: CITY, ...work }, 30);
    L.b = await activeListing('decoration', { firmName: 'Kept Stage', city: CITY, ...work }, 20);
    L.c = await activeListing('mehndi', { firmName: 'Kept Hands', city: CITY, ...work }, 10);
    L.d = await activeListing('decoration', { firmName: 'Kept Far', city: OTHER, ...work }, 5);
    L.plain = await activeListing('decoration', { firmName: 'Kept Plain', city: CITY });
  });
  afterAll(async () => {
    await t.database.sql.query(`DELETE FROM search_kept_texts WHERE query::text LIKE '%zardozi%'`);
  });

  async function kept() {
    return t.database.sql.query<{ query: string; asked: string }>(
      `SELECT query::text AS query, asked_at::text AS asked FROM search_kept_texts
       WHERE query::text LIKE '%zardozi%'`,
    );
  }

  /** The kept counts and the counts of the documents themselves, per category and city. */
  async function keptAndCounted() {
    const [text] = await kept();
    if (!text) throw new Error('the text is not kept');
    const read = (sql: string) =>
      t.database.sql
        .query<{ row: string }>(sql, [text.query])
        .then((rows) => rows.map((r) => r.row).sort());
    return {
      kept: await read(
        `SELECT category || '/' || city_key || '/' || listings AS row FROM search_text_counts
         WHERE query = $1::tsquery AND listings > 0`,
      ),
      counted: await read(
        `SELECT category || '/' || city_key || '/' || count(*) AS row FROM search_documents
         WHERE doc @@ $1::tsquery GROUP BY category, city_key`,
      ),
    };
  }

  it('keeps a text once it matches that many, and answers the same from the kept counts', async () => {
    const counted = answer(await runSearch(t.database.db, query(), undefined, LIMITS));
    expect(counted.total).toBe(4);
    expect(await kept()).toHaveLength(1);
    const both = await keptAndCounted();
    expect(both.kept).toEqual(both.counted);
    expect(both.kept).toHaveLength(3);
    // Read kept now: the same answer, with a city, a category and a page too.
    expect(answer(await runSearch(t.database.db, query(), undefined, LIMITS))).toEqual(counted);
    const inCity = await runSearch(t.database.db, query({ city: CITY }), undefined, LIMITS);
    expect(inCity.total).toBe(3);
    expect(new Set(ids(inCity))).toEqual(new Set([L.a, L.b, L.c]));
    const decor = await runSearch(
      t.database.db,
      query({ category: 'decoration', pageSize: '1', page: '2' }),
      undefined,
      LIMITS,
    );
    expect(decor.total).toBe(3);
    expect(decor.results).toHaveLength(1);
    // Sorted otherwise, the counts come from the kept ones too (facetCounts).
    const newest = await runSearch(t.database.db, query({ sort: 'newest' }), undefined, LIMITS);
    expect({ total: newest.total, facets: newest.facets }).toEqual({
      total: counted.total,
      facets: counted.facets,
    });
    expect(ids(newest)).toEqual([L.d, L.c, L.b, L.a]);
    // Through the app (its caches, its own limits) as well.
    expect(answer(await search({ q: 'zardozi' }))).toEqual(counted);
  });

  it('follows listings added, moved, reworded and switched off', async () => {
    expect(await kept()).toHaveLength(1);
    L.e = await activeListing('mehndi', {
      firmName: 'Kept Later',
      city: OTHER,
      description: 'Zardozi and gota patti.',
    });
    await t.database.sql.query('UPDATE listings SET city = $2 WHERE id = $1', [L.a, OTHER]);
    await t.database.sql.query('UPDATE listings SET description = $2 WHERE id = $1', [
      L.b,
      'Plain drapes only.',
    ]);
    await t.database.sql.query('UPDATE listings SET description = $2 WHERE id = $1', [
      L.plain,
      'Now with zardozi too.',
    ]);
    await t.database.sql.query("UPDATE listings SET status = 'suspended' WHERE id = $1", [L.c]);
    const both = await keptAndCounted();
    expect(both.kept).toEqual(both.counted);
    const r = await runSearch(t.database.db, query(), undefined, LIMITS);
    expect(r.total).toBe(4);
    expect(new Set(ids(r))).toEqual(new Set([L.a, L.d, L.e, L.plain]));
    expect(r.facets.cities).toEqual([
      { city: OTHER, count: 3 },
      { city: CITY, count: 1 },
    ]);
  });

  it('notes that the kept counts are still asked for, and lets go of a text nobody asked for', async () => {
    const [text] = await kept();
    if (!text) throw new Error('the text is not kept');
    await t.database.sql.query(
      `UPDATE search_kept_texts SET asked_at = now() - interval '2 days' WHERE query = $1::tsquery`,
      [text.query],
    );
    await runSearch(t.database.db, query(), undefined, LIMITS);
    const [asked] = await t.database.sql.query<{ recent: boolean }>(
      `SELECT asked_at > now() - interval '1 hour' AS recent FROM search_kept_texts
       WHERE query = $1::tsquery`,
      [text.query],
    );
    expect(asked?.recent).toBe(true);
    // Full: no other text is kept.
    const [full] = await t.database.sql.query<{ kept: boolean }>(
      `SELECT search_keep_text('zardozi & kept'::tsquery, 0) AS kept`,
    );
    expect(full?.kept).toBe(false);
    expect(await kept()).toHaveLength(1);
    // Not asked for 30 days: let go (with its counts) when another text is kept.
    await t.database.sql.query(
      `UPDATE search_kept_texts SET asked_at = now() - interval '31 days' WHERE query = $1::tsquery`,
      [text.query],
    );
    const [other] = await t.database.sql.query<{ kept: boolean }>(
      `SELECT search_keep_text('zardozi & kept'::tsquery, 1000) AS kept`,
    );
    expect(other?.kept).toBe(true);
    expect((await kept()).map((k) => k.query)).toEqual([`'zardozi' & 'kept'`]);
    const [orphans] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM search_text_counts WHERE query = $1::tsquery',
      [text.query],
    );
    expect(orphans?.n).toBe(0);
    // And the search counts the text itself again, as before it was kept.
    const r = await runSearch(t.database.db, query(), undefined, {
      ...LIMITS,
      keptTextMatches: 1000,
    });
    expect(r.total).toBe(4);
  });
});
