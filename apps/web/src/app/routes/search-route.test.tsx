import { addDays, indianDate } from '@mandap/shared/dates';
import { SEARCH_MESSAGES } from '@mandap/shared/marketplace';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, json, USER_SESSION } from '@/test/fake-api';
import { searchResponse, searchResult } from '@/test/marketplace-data';
import { renderRoutes } from '@/test/render-route';
import * as search from './search-route';
import { currentUrl, marketplaceRoutes } from './test/render-marketplace';

// The marketplace's routes with the readable search pages, as the app mounts them.
const routes = [
  {
    id: 'search-place',
    path: '/Vendors/in/:city/:category?',
    ...search,
    HydrateFallback: () => null,
  },
  ...marketplaceRoutes,
];

function renderSearch(path: string) {
  return { ...renderRoutes(routes, path), user: userEvent.setup() };
}

function searchApi(reply = searchResponse()) {
  return fakeApi({ 'GET /api/search': () => json(200, reply) });
}

/** The query string of the latest search the page asked the API for. */
function lastApiQuery(api: ReturnType<typeof fakeApi>): string {
  const calls = api.calls('GET /api/search');
  const path = calls[calls.length - 1]?.path ?? '';
  return decodeURIComponent(path.slice('/api/search'.length));
}

const results = () => screen.getByRole('region', { name: /vendors?$/ });

afterEach(() => window.sessionStorage.clear());

describe('/Vendors search', () => {
  it('asks the API for the search in the URL and shows the results with facets', async () => {
    const api = searchApi(
      searchResponse({ total: 1, results: [searchResult({ firmName: 'Jaipur Frames' })] }),
    );
    const { router } = renderSearch('/Vendors?category=photo-video&city=Jaipur&maxPrice=50000');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Photographers in Jaipur' }),
    ).toBeInTheDocument();
    // The old form of the search moved to its readable path.
    expect(currentUrl(router)).toBe('/Vendors/in/jaipur/photographers?maxPrice=50000');
    expect(lastApiQuery(api)).toBe('?category=photo-video&city=Jaipur&maxPrice=50000');
    expect(within(results()).getByRole('heading', { level: 2 })).toHaveTextContent('1 vendor');
    expect(within(results()).getByRole('link', { name: 'Jaipur Frames' })).toHaveAttribute(
      'href',
      '/Vendors/42/shaadi-clicks-studio',
    );
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: /Catering/ })).toHaveAttribute(
      'href',
      '/Vendors/in/jaipur/caterers?maxPrice=50000',
    );
    // The chosen category is marked, and choosing it again widens the search.
    const chosen = within(categories).getByRole('link', { name: /Photo Video/ });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    expect(chosen).toHaveAttribute('href', '/Vendors/in/jaipur?maxPrice=50000');
    expect(
      within(screen.getByRole('region', { name: 'Cities' })).getByRole('link', {
        name: 'Udaipur (6 vendors)',
      }),
    ).toHaveAttribute('href', '/Vendors/in/udaipur/photographers?maxPrice=50000');
  });

  it('writes the sort to the URL and starts again at page 1', async () => {
    const api = searchApi(searchResponse({ total: 100, page: 3 }));
    const { router, user } = renderSearch('/Vendors?category=dj&page=3');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });

    await user.selectOptions(sort, 'Price: low to high');

    await waitFor(() => expect(currentUrl(router)).toBe('/Vendors?category=dj&sort=price_asc'));
    await waitFor(() => expect(lastApiQuery(api)).toBe('?category=dj&sort=price_asc'));
  });

  it('sorts by rating and filters by the lowest average rating, in the URL and the request', async () => {
    const api = searchApi(
      searchResponse({
        results: [searchResult({ firmName: 'Jaipur Frames', ratingAverage: 4.6, ratingCount: 12 })],
      }),
    );
    const { router, user } = renderSearch('/Vendors?category=photo-video&page=2');
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('4.6 out of 5 from 12 reviews')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/Vendors?category=photo-video&sort=rating'),
    );
    await waitFor(() => expect(lastApiQuery(api)).toBe('?category=photo-video&sort=rating'));
    // The page shows the new sort once the loader has its reply.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating'),
    );

    const rating = screen.getByRole('group', { name: 'Rating' });
    expect(within(rating).getByRole('radio', { name: 'Any' })).toBeChecked();
    await user.click(within(rating).getByRole('radio', { name: '4 stars and up' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/Vendors?category=photo-video&minRating=4&sort=rating'),
    );
    await waitFor(() =>
      expect(lastApiQuery(api)).toBe('?category=photo-video&minRating=4&sort=rating'),
    );
    // The page shows the new results once the loader has them, after the request.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Rating' })).getByRole('radio', {
          name: '4 stars and up',
        }),
      ).toBeChecked(),
    );

    await user.click(
      within(screen.getByRole('group', { name: 'Rating' })).getByRole('radio', { name: 'Any' }),
    );
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/Vendors?category=photo-video&sort=rating'),
    );
  });

  it('a filter picked while the new sort is still loading keeps that sort', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((done) => {
      release = done;
    });
    const api = fakeApi({
      'GET /api/search': async ({ path }) => {
        // The sorted search answers only when the test says so.
        if (path.includes('sort=rating') && !path.includes('minRating')) await slow;
        return json(200, searchResponse());
      },
    });
    const { router, user } = renderSearch('/Vendors/in/jaipur/photographers');
    await screen.findByRole('combobox', { name: 'Sort by' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    await waitFor(() =>
      expect(lastApiQuery(api)).toBe('?category=photo-video&city=Jaipur&sort=rating'),
    );
    // The page still shows the unsorted search; the rating is picked from it.
    const rating = screen.getByRole('group', { name: 'Rating' });
    await user.click(within(rating).getByRole('radio', { name: '4 stars and up' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/Vendors/in/jaipur/photographers?minRating=4&sort=rating'),
    );
    release();
    await waitFor(() =>
      expect(lastApiQuery(api)).toBe('?category=photo-video&city=Jaipur&minRating=4&sort=rating'),
    );
  });

  it("shows the chosen category's features, and ticking one writes it to the URL from page 1", async () => {
    searchApi(searchResponse({ total: 60, page: 2 }));
    const { router, user } = renderSearch('/Vendors?page=2');
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(screen.queryByRole('group', { name: /features$/ })).not.toBeInTheDocument();

    await user.selectOptions(category, 'Mehndi');
    await waitFor(() => expect(currentUrl(router)).toBe('/Vendors?category=mehndi'));
    const features = await screen.findByRole('group', { name: 'Mehndi features' });
    expect(within(features).getAllByRole('checkbox')).toHaveLength(16);
    expect(screen.queryByRole('group', { name: 'Hotel star rating' })).not.toBeInTheDocument();

    await user.click(within(features).getByRole('checkbox', { name: 'Arabic Design' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/Vendors?category=mehndi&features=Arabic+Design'),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Mehndi features' })).getByRole('checkbox', {
          name: 'Arabic Design',
        }),
      ).toBeChecked(),
    );
  });

  it('offers the star rating for hotels, and a new category drops the old one’s filters', async () => {
    searchApi();
    const { router, user } = renderSearch('/Vendors?category=hotel&features=Restaurant');
    const stars = await screen.findByRole('group', { name: 'Hotel star rating' });

    await user.click(within(stars).getByRole('radio', { name: '4 star' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/Vendors?category=hotel&features=Restaurant&stars=4'),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Venue');
    await waitFor(() => expect(currentUrl(router)).toBe('/Vendors?category=venue'));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Hotel star rating' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('group', { name: 'Venue features' })).toBeInTheDocument();
  });

  it('applies a price range from page 1', async () => {
    searchApi(searchResponse({ total: 60, page: 2 }));
    const { router, user } = renderSearch('/Vendors?city=Pune&page=2');
    await user.type(await screen.findByRole('textbox', { name: 'Min price' }), '10000');
    await user.type(screen.getByRole('textbox', { name: 'Max price' }), '50,000');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/Vendors/in/pune?minPrice=10000&maxPrice=50000'),
    );
  });

  it('on a phone, goes from the open filters back to the results', async () => {
    searchApi(searchResponse({ total: 62 }));
    const { user } = renderSearch('/Vendors?city=Jaipur');
    const toggle = await screen.findByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Filters (1 active)');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /^Hide filters/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Show 62 vendors' }));
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('heading', { level: 2, name: '62 vendors' })).toHaveFocus();
  });

  it('pages through the results with links that keep the search', async () => {
    searchApi(searchResponse({ total: 100, page: 1, pageSize: 24 }));
    const { router, user } = renderSearch('/Vendors?q=dhol');
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'href',
      '/Vendors?q=dhol&page=5',
    );
    expect(within(pagination).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(within(pagination).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/Vendors?q=dhol&page=2'));
  });

  it('says when nothing is found, and clearing the filters shows every vendor', async () => {
    const api = searchApi(searchResponse({ total: 0, results: [] }));
    const { router, user } = renderSearch('/Vendors?q=elephant&city=Goa');
    expect(await screen.findByRole('heading', { name: 'No vendors found' })).toBeInTheDocument();

    api.on('GET /api/search', () => json(200, searchResponse()));
    await user.click(screen.getByRole('link', { name: 'Clear all filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/Vendors'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding vendors' })).toBeVisible();
    expect(screen.queryByText('No vendors found')).not.toBeInTheDocument();
  });

  it('shows how the text was read when the server read it differently', async () => {
    searchApi(
      searchResponse({
        interpretedAs: { q: null, category: 'photo-video', city: 'Jaipur' },
      }),
    );
    renderSearch('/Vendors?q=photographer+jaipur');
    expect(await screen.findByText('Showing results for')).toHaveTextContent(
      'Showing results for Photo Video in Jaipur',
    );
  });

  it('explains a malformed link instead of failing, without asking the API', async () => {
    const api = searchApi();
    renderSearch('/Vendors?minPrice=lots');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Prices are whole rupees, for example 1,50,000.',
    );
    expect(screen.getByRole('link', { name: 'See all vendors' })).toHaveAttribute(
      'href',
      '/Vendors',
    );
    expect(api.calls('GET /api/search')).toHaveLength(0);
  });

  it('explains a search text out of bounds instead of failing, without asking the API', async () => {
    const api = searchApi();
    const words = Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ');
    renderSearch(`/Vendors?${new URLSearchParams({ q: words })}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_MESSAGES.tooManyWords);
    expect(api.calls('GET /api/search')).toHaveLength(0);
  });

  it('says when there were too many searches, and how long to wait', async () => {
    const message = SEARCH_MESSAGES.tooManySearches(42);
    fakeApi({
      'GET /api/search': () =>
        json(429, { message, kind: 'rate_limited' }, { 'retry-after': '42' }),
    });
    renderSearch('/Vendors?q=band');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many searches');
    expect(alert).toHaveTextContent(message);
    expect(
      screen.queryByRole('heading', { name: 'Search is not available' }),
    ).not.toBeInTheDocument();
  });

  it('says so when the search cannot be loaded, and tries again', async () => {
    const api = fakeApi({ 'GET /api/search': () => json(503, { message: 'Busy' }) });
    const { user } = renderSearch('/Vendors?q=band');
    expect(await screen.findByRole('heading', { name: 'Search is not available' })).toBeVisible();

    api.on('GET /api/search', () => json(200, searchResponse()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Shaadi Clicks Studio' })).toBeInTheDocument();
  });
});

describe('readable search pages', () => {
  it("shows a category's page in a city: its heading, its own text and its results", async () => {
    const api = searchApi(
      searchResponse({
        total: 2,
        results: [searchResult(), searchResult({ listingId: 43, firmName: 'Amber Lens' })],
      }),
    );
    const { router } = renderSearch('/Vendors/in/jaipur/photographers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Photographers in Jaipur' }),
    ).toBeVisible();
    expect(
      screen.getByText(/^2 photographers in Jaipur on Mandap, with their photos and prices\./),
    ).toBeVisible();
    expect(lastApiQuery(api)).toBe('?category=photo-video&city=Jaipur');
    expect(within(results()).getByRole('link', { name: 'Amber Lens' })).toBeVisible();
    expect(currentUrl(router)).toBe('/Vendors/in/jaipur/photographers');
  });

  it("shows a city's page, and keeps other filters as parameters of its path", async () => {
    const api = searchApi(searchResponse({ total: 1 }));
    renderSearch('/Vendors/in/sawai-madhopur?minPrice=5000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wedding vendors in Sawai Madhopur' }),
    ).toBeVisible();
    expect(
      screen.getByText(/^1 wedding and event vendor in Sawai Madhopur on Mandap/),
    ).toBeVisible();
    expect(lastApiQuery(api)).toBe('?city=Sawai+Madhopur&minPrice=5000');
  });

  it('moves any other spelling of the search to its one readable path', async () => {
    for (const [from, to] of [
      ['/Vendors/in/Jaipur/Photographers/', '/Vendors/in/jaipur/photographers'],
      ['/Vendors/in/bangalore', '/Vendors/in/bengaluru'],
      ['/Vendors/in/jaipur?category=dj&city=Pune', '/Vendors/in/jaipur/djs'],
      ['/vendors?city=Jaipur&sort=relevance', '/Vendors/in/jaipur'],
    ] as const) {
      searchApi();
      const { router, unmount } = renderSearch(from);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(currentUrl(router)).toBe(to));
      unmount();
    }
  });

  it('is the 404 page for a category word or a city that names nothing', async () => {
    const api = searchApi(
      searchResponse({ total: 0, results: [], facets: { categories: [], cities: [] } }),
    );
    const { unmount } = renderSearch('/Vendors/in/jaipur/plumbers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(api.calls('GET /api/search')).toHaveLength(0);
    unmount();

    renderSearch('/Vendors/in/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('shows a known city with no vendors yet as an empty page, not a missing one', async () => {
    searchApi(searchResponse({ total: 0, results: [], facets: { categories: [], cities: [] } }));
    renderSearch('/Vendors/in/jaipur/djs');
    expect(await screen.findByRole('heading', { level: 1, name: 'DJs in Jaipur' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No vendors found' })).toBeVisible();
  });
});

describe('/Vendors event date', () => {
  const today = indianDate(new Date());
  const day = addDays(today, 30);

  it('writes the event date to the URL and the API query, and clearing it drops it', async () => {
    const api = searchApi(searchResponse({ total: 60, page: 2 }));
    const { router, user } = renderSearch('/Vendors?city=Jaipur&page=2');
    const date = await screen.findByLabelText('Event date');
    expect(date).toHaveAccessibleDescription('Vendors marked booked on that day are left out.');

    await user.type(date, day);
    await waitFor(() => expect(currentUrl(router)).toBe(`/Vendors/in/jaipur?eventDate=${day}`));
    await waitFor(() => expect(lastApiQuery(api)).toBe(`?city=Jaipur&eventDate=${day}`));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName(
        'Filters (2 active)',
      ),
    );
    expect(screen.getByLabelText('Event date')).toHaveValue(day);

    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/Vendors/in/jaipur'));
    await waitFor(() => expect(lastApiQuery(api)).toBe('?city=Jaipur'));
    expect(screen.getByLabelText('Event date')).toHaveValue('');
  });

  it('reads the date from the URL, and emptying the field drops it', async () => {
    const api = searchApi();
    const { router } = renderSearch(`/Vendors?eventDate=${day}`);
    const date = await screen.findByLabelText('Event date');
    expect(date).toHaveValue(day);
    expect(lastApiQuery(api)).toBe(`?eventDate=${day}`);
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/Vendors');

    fireEvent.change(date, { target: { value: '' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/Vendors'));
  });

  it('refuses a past date beside the field without searching', async () => {
    const api = searchApi();
    const { router } = renderSearch('/Vendors?q=dhol');
    const date = await screen.findByLabelText('Event date');
    fireEvent.change(date, { target: { value: addDays(today, -3) } });
    expect(date).toHaveAccessibleDescription(
      'Vendors marked booked on that day are left out. The event date cannot be in the past.',
    );
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl(router)).toBe('/Vendors?q=dhol');
    expect(api.calls('GET /api/search')).toHaveLength(1);
  });
});

describe('/Vendors shortlist hearts', () => {
  it("shows a signed-in user's shortlisted vendors pressed, from one request", async () => {
    const api = fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/search': () =>
        json(
          200,
          searchResponse({
            total: 2,
            results: [
              searchResult(),
              searchResult({
                listingId: 43,
                firmName: 'Amber Lens',
                url: '/Vendors/43/amber-lens',
              }),
            ],
          }),
        ),
      'GET /api/user/shortlist': () =>
        json(200, { items: [{ ...searchResult(), addedAt: '2026-01-01T00:00:00.000Z' }] }),
    });
    renderSearch('/Vendors?city=Jaipur');
    expect(
      await screen.findByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Shortlist Amber Lens' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.calls('GET /api/user/shortlist')).toHaveLength(1);
  });

  it('sends a visitor who taps a heart to sign in, back to this search', async () => {
    const api = searchApi();
    const { router, user } = renderSearch('/Vendors?city=Jaipur');
    await user.click(await screen.findByRole('button', { name: 'Shortlist Shaadi Clicks Studio' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/UserLogin?redirectTo=%2FVendors%2Fin%2Fjaipur'),
    );
    expect(window.sessionStorage.getItem('mandap:shortlist-wanted')).toBe('[42]');
    expect(api.calls('GET /api/user/shortlist')).toHaveLength(0);
  });
});
