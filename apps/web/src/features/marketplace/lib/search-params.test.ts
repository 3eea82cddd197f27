import { describe, expect, it } from 'vitest';
import {
  apiSearchPath,
  changeQuery,
  EMPTY_QUERY,
  pathOfQuery,
  readSearchParams,
} from './search-params';

const read = (search: string) => readSearchParams(new URLSearchParams(search));

describe('reading a /Vendors URL', () => {
  it('reads every filter, the repeated features, the sort and the page', () => {
    const parsed = read(
      'q=dhol&category=dhol&city=Pune&minPrice=5000&maxPrice=20000&features=Punjabi+Dhol&features=Baraat+Special+Dhol&sort=price_asc&page=2',
    );
    expect(parsed).toEqual({
      ok: true,
      query: {
        q: 'dhol',
        category: 'dhol',
        city: 'Pune',
        minPrice: 5000,
        maxPrice: 20000,
        features: ['Punjabi Dhol', 'Baraat Special Dhol'],
        sort: 'price_asc',
        page: 2,
        pageSize: 24,
      },
    });
  });

  it('takes blank values as not set, not as zero', () => {
    expect(read('q=&minPrice=&maxPrice=&category=')).toEqual({ ok: true, query: EMPTY_QUERY });
  });

  it('gives the schema’s message for a malformed URL and falls back to everything', () => {
    expect(read('category=unicorns')).toEqual({
      ok: false,
      message: 'There is no such service category.',
      query: EMPTY_QUERY,
    });
    expect(read('minPrice=9000&maxPrice=100')).toMatchObject({
      ok: false,
      message: 'The lowest price cannot be above the highest.',
    });
  });
});

describe('writing a search', () => {
  it('has one URL per search: fixed order, defaults left out', () => {
    const query = read('page=1&sort=relevance&city=Agra&q=band').query;
    expect(pathOfQuery(query)).toBe('/Vendors?q=band&city=Agra');
    expect(apiSearchPath(query)).toBe('/api/search?q=band&city=Agra');
    expect(pathOfQuery(EMPTY_QUERY)).toBe('/Vendors');
  });

  it('starts again at page 1 when anything but the page changes', () => {
    const onPage3 = { ...EMPTY_QUERY, q: 'dj', page: 3 };
    expect(changeQuery(onPage3, { sort: 'newest' }).page).toBe(1);
    expect(changeQuery(onPage3, { page: 4 }).page).toBe(4);
  });

  it("drops the old category's features and star rating when the category changes", () => {
    const hotel = {
      ...EMPTY_QUERY,
      category: 'hotel' as const,
      features: ['Restaurant'],
      stars: 4,
    };
    expect(changeQuery(hotel, { sort: 'newest' })).toMatchObject({
      features: ['Restaurant'],
      stars: 4,
    });
    const venue = changeQuery(hotel, { category: 'venue' });
    expect(venue.features).toBeUndefined();
    expect(venue.stars).toBeUndefined();
  });
});
