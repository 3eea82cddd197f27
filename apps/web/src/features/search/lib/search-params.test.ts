import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiSearchPath,
  changeQuery,
  EMPTY_QUERY,
  loadSearchSchema,
  pathOfQuery,
  readSearchParams,
  readSearchPlace,
} from './search-params';

beforeAll(loadSearchSchema);

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

describe('reading a readable search path', () => {
  it('reads the city and the category words, and refuses words that name nothing', () => {
    expect(readSearchPlace({})).toBeUndefined();
    expect(readSearchPlace({ city: 'jaipur', category: 'photographers' })).toEqual({
      city: 'Jaipur',
      category: 'photo-video',
    });
    expect(readSearchPlace({ city: 'sawai-madhopur' })).toEqual({ city: 'Sawai Madhopur' });
    expect(readSearchPlace({ city: 'jaipur', category: 'plumbers' })).toBeNull();
    expect(readSearchPlace({ city: 'a.b' })).toBeNull();
  });

  it('lets the path’s city and category win over parameters of the same names', () => {
    const parsed = readSearchParams(new URLSearchParams('city=Pune&category=dj&q=candid'), {
      city: 'Jaipur',
      category: 'photo-video',
    });
    expect(parsed).toMatchObject({
      ok: true,
      query: { q: 'candid', city: 'Jaipur', category: 'photo-video' },
    });
    const cityOnly = readSearchParams(new URLSearchParams('category=dj'), { city: 'Jaipur' });
    expect(cityOnly).toMatchObject({ ok: true, query: { city: 'Jaipur', category: 'dj' } });
  });
});

describe('writing a search', () => {
  it('has one URL per search: fixed order, defaults left out', () => {
    const query = read('page=1&sort=relevance&category=band&q=loud').query;
    expect(pathOfQuery(query)).toBe('/Vendors?q=loud&category=band');
    expect(apiSearchPath(query)).toBe('/api/search?q=loud&category=band');
    expect(pathOfQuery(EMPTY_QUERY)).toBe('/Vendors');
  });

  it('puts a city, and a category in it, in a readable path; the other filters stay parameters', () => {
    const query = read('page=2&category=photo-video&city=Jaipur&minPrice=5000').query;
    expect(pathOfQuery(query)).toBe('/Vendors/in/jaipur/photographers?minPrice=5000&page=2');
    expect(apiSearchPath(query)).toBe(
      '/api/search?category=photo-video&city=Jaipur&minPrice=5000&page=2',
    );
    expect(pathOfQuery(read('city=Sawai+Madhopur&q=band').query)).toBe(
      '/Vendors/in/sawai-madhopur?q=band',
    );
    // A city whose name a slug cannot carry keeps the parameter form.
    expect(pathOfQuery(read('city=Navi-Mumbai&category=dj').query)).toBe(
      '/Vendors?category=dj&city=Navi-Mumbai',
    );
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
