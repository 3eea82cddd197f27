import { CATEGORIES } from '@mandap/shared/catalogue/categories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POPULAR_CITIES } from '@/features/search/lib/cities';
import { fakeApi, json } from '@/test/fake-api';
import { searchResponse, searchResult } from '@/test/marketplace-data';
import { renderMarketplace } from './test/render-marketplace';

describe('home page', () => {
  it('offers the search, the 17 categories, cities and the newest listings', async () => {
    const api = fakeApi({
      'GET /api/search': () =>
        json(
          200,
          searchResponse({
            results: [
              searchResult({
                listingId: 1,
                firmName: 'Dhol Junction',
                url: '/Vendors/1/dhol-junction',
              }),
              // Incomplete listings come last when there are too few complete ones: not shown.
              searchResult({ listingId: 2, firmName: 'No Photo Yet', coverImageUrl: null }),
              searchResult({ listingId: 3, firmName: 'No Prices Yet', fromPricePaise: null }),
            ],
          }),
        ),
    });
    renderMarketplace('/');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Find the perfect vendors for your big day',
    );
    // Without text, search puts complete listings (a photo and a price) first, newest first.
    expect(api.calls('GET /api/search')[0]?.path).toBe('/api/search?pageSize=8');
    expect(screen.getByRole('search', { name: 'Search vendors' })).toBeInTheDocument();

    const tiles = within(screen.getByRole('list', { name: 'Vendor categories' }));
    expect(tiles.getAllByRole('link')).toHaveLength(17);
    for (const category of CATEGORIES) {
      expect(
        tiles
          .getAllByRole('link')
          .some((link) => link.getAttribute('href') === `/Vendors?category=${category.slug}`),
      ).toBe(true);
    }
    expect(tiles.getByRole('link', { name: 'Mehndi' })).toHaveAttribute(
      'href',
      '/Vendors?category=mehndi',
    );

    // Two cities with listings are too few to be 'popular': the largest cities are offered.
    const cities = within(screen.getByRole('list', { name: 'Popular cities' }));
    expect(cities.getAllByRole('link')).toHaveLength(POPULAR_CITIES.length);
    expect(cities.getByRole('link', { name: 'Jaipur' })).toHaveAttribute(
      'href',
      '/Vendors/in/jaipur',
    );

    const newest = within(screen.getByRole('region', { name: 'Newly listed vendors' }));
    expect(newest.getByRole('link', { name: 'Dhol Junction' })).toHaveAttribute(
      'href',
      '/Vendors/1/dhol-junction',
    );
    expect(newest.queryByRole('link', { name: 'No Photo Yet' })).not.toBeInTheDocument();
    expect(newest.queryByRole('link', { name: 'No Prices Yet' })).not.toBeInTheDocument();
    expect(newest.getAllByRole('article')).toHaveLength(1);
    expect(newest.getByRole('link', { name: 'See all vendors' })).toHaveAttribute(
      'href',
      '/Vendors?sort=newest',
    );
  });

  it('offers the cities with the most listings once there are enough', async () => {
    const busy = ['Pune', 'Indore', 'Surat', 'Nagpur', 'Kochi', 'Agra', 'Patna'];
    fakeApi({
      'GET /api/search': () =>
        json(
          200,
          searchResponse({
            facets: {
              categories: [],
              cities: busy.map((city, index) => ({ city, count: 100 - index })),
            },
          }),
        ),
    });
    renderMarketplace('/');
    const cities = within(await screen.findByRole('list', { name: 'Popular cities' }));
    expect(cities.getAllByRole('link').map((link) => link.textContent)).toEqual(busy);
  });

  it('still works when the newest listings cannot be loaded', async () => {
    fakeApi({ 'GET /api/search': () => json(500, { message: 'Internal error' }) });
    renderMarketplace('/');
    expect(await screen.findByText(/newest vendors could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Vendor categories' })).toBeInTheDocument();
  });
});
