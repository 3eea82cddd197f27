import { addDays, indianDate } from '@mandap/shared/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from '@/lib/calendar';
import { fakeApi, json, USER_SESSION } from '@/test/fake-api';
import { eligibility, searchResult, storefront } from '@/test/marketplace-data';
import { loader } from './storefront-route';
import { currentUrl, renderMarketplace } from './test/render-marketplace';

function callLoader(path: string, params: Record<string, string>) {
  const args = {
    request: new Request(`http://localhost${path}`),
    params,
    context: undefined,
  } as unknown as LoaderFunctionArgs;
  return loader(args);
}

/** What a loader threw: a redirect Response, or `data()`'s status and body. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get('Location') };
    }
    const { init, data } = error as { init: ResponseInit | null; data: unknown };
    return { status: init?.status, data };
  }
  throw new Error('the loader did not throw');
}

describe('storefront loader', () => {
  it('redirects for good from a stale slug to the canonical URL', async () => {
    fakeApi({ 'GET /api/listings/42': () => json(200, storefront()) });
    expect(
      await thrown(callLoader('/Vendors/42/old-name', { listingId: '42', slug: 'old-name' })),
    ).toEqual({ status: 301, location: '/Vendors/42/shaadi-clicks-studio' });
  });

  it('redirects from a URL without a slug', async () => {
    fakeApi({ 'GET /api/listings/42': () => json(200, storefront()) });
    expect(await thrown(callLoader('/Vendors/42', { listingId: '42' }))).toEqual({
      status: 301,
      location: '/Vendors/42/shaadi-clicks-studio',
    });
  });

  it("answers with the listing for its canonical URL, and India's day it was read on", async () => {
    fakeApi({ 'GET /api/listings/42': () => json(200, storefront()) });
    const listing = await callLoader('/Vendors/42/shaadi-clicks-studio', {
      listingId: '42',
      slug: 'shaadi-clicks-studio',
    });
    expect(listing.firmName).toBe('Shaadi Clicks Studio');
    expect(listing.today).toBe(indianDate(new Date()));
  });

  it("maps the API's 404 to a 404 with its message", async () => {
    fakeApi({
      'GET /api/listings/7': () => json(404, { message: 'This listing is not available.' }),
    });
    expect(await thrown(callLoader('/Vendors/7/gone', { listingId: '7', slug: 'gone' }))).toEqual({
      status: 404,
      data: { message: 'This listing is not available.' },
    });
  });

  it('answers 404 for an id that is not a number, without asking the API', async () => {
    const api = fakeApi();
    expect(
      await thrown(callLoader('/Vendors/abc/x', { listingId: 'abc', slug: 'x' })),
    ).toMatchObject({ status: 404 });
    expect(api.requests.filter((r) => r.path.startsWith('/api/listings'))).toHaveLength(0);
  });
});

describe('storefront page', () => {
  it('shows the gallery, description, features, prices, place, videos and listing date', async () => {
    fakeApi({ 'GET /api/listings/42': () => json(200, storefront()) });
    renderMarketplace('/Vendors/42/shaadi-clicks-studio');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shaadi Clicks Studio' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Contact',
      'About',
      'Prices',
      'Features',
      'Videos',
      'Location',
      'Availability',
      'Reviews',
      'Send an enquiry',
    ]);
    expect(screen.getByRole('link', { name: 'Send an enquiry' })).toHaveAttribute(
      'href',
      '#enquire',
    );
    expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Shaadi Clicks Studio, photo 1 of 3' })).toBeVisible();
    expect(
      screen.getByText('Candid wedding photography and films across Rajasthan.'),
    ).toBeVisible();
    expect(screen.getByRole('table')).toHaveTextContent('Wedding Photography');
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(screen.getByText('₹15,000', { selector: 'header *' })).toBeInTheDocument();

    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/vid-1.mp4');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');

    const location = within(screen.getByRole('region', { name: 'Location' }));
    expect(location.getByText('Hawa Mahal')).toBeInTheDocument();
    expect(location.getByText('Rajasthan')).toBeInTheDocument();
    expect(screen.getByText('Listed since').nextElementSibling).toHaveTextContent('March 2025');

    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Jaipur' })).toHaveAttribute(
      'href',
      '/Vendors/in/jaipur/photographers',
    );
  });

  it('opens at the canonical URL when reached with an old slug', async () => {
    fakeApi({ 'GET /api/listings/42': () => json(200, storefront()) });
    const { router } = renderMarketplace('/Vendors/42/old-name');
    await waitFor(() => expect(currentUrl(router)).toBe('/Vendors/42/shaadi-clicks-studio'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shaadi Clicks Studio' }),
    ).toBeInTheDocument();
  });

  it('shows a helpful page for a listing that is gone', async () => {
    fakeApi({ 'GET /api/listings/7': () => json(404, { message: 'Not found' }) });
    renderMarketplace('/Vendors/7/gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This vendor is not available' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/may have been removed/)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search vendors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all vendors' })).toHaveAttribute(
      'href',
      '/Vendors',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

/** 'March 2026' for a day 'YYYY-MM-DD'. */
const monthOf = (day: string) => `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
/** A booked day's cell: its number, then 'Booked' (jsdom joins the hidden text without a space). */
const bookedCell = (day: string) => new RegExp(`^${Number(day.slice(8))}\\s?Booked$`);

describe('storefront availability', () => {
  const today = indianDate(new Date());

  it('shows one month at a time, from the first with a booked day, with Previous and Next month', async () => {
    const soon = addDays(today, 3);
    const later = addDays(today, 70);
    const past = addDays(today, -2);
    fakeApi({
      'GET /api/listings/42': () =>
        json(200, storefront({ bookedDates: [past, soon, addDays(soon, 1), later] })),
    });
    renderMarketplace('/Vendors/42/shaadi-clicks-studio');
    const user = userEvent.setup();
    const availability = within(await screen.findByRole('region', { name: 'Availability' }));

    // One calendar: the month of the first booked day ahead, named as its title reads.
    expect(availability.getAllByRole('table')).toHaveLength(1);
    const first = availability.getByRole('table', { name: new RegExp(`^${monthOf(soon)} · `) });
    expect(within(first).getByRole('cell', { name: bookedCell(soon) })).toBeInTheDocument();
    // The title is announced as the month changes.
    expect(availability.getByText(new RegExp(`^${monthOf(soon)} · `))).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(
      availability
        .getAllByRole('columnheader')
        .slice(0, 7)
        .map((th) => th.textContent),
    ).toEqual([
      'SuSunday',
      'MoMonday',
      'TuTuesday',
      'WeWednesday',
      'ThThursday',
      'FrFriday',
      'SaSaturday',
    ]);

    // Next month, by keyboard, until the month of `later`; a day already gone is never Booked.
    const next = availability.getByRole('button', { name: 'Next month' });
    next.focus();
    let booked = within(availability.getByRole('table')).queryAllByRole('cell', {
      name: /Booked$/,
    }).length;
    while (!availability.queryByRole('table', { name: new RegExp(`^${monthOf(later)}`) })) {
      await user.keyboard('{Enter}');
      booked += within(availability.getByRole('table')).queryAllByRole('cell', {
        name: /Booked$/,
      }).length;
    }
    const laterMonth = availability.getByRole('table', { name: new RegExp(`^${monthOf(later)}`) });
    expect(within(laterMonth).getByRole('cell', { name: bookedCell(later) })).toBeInTheDocument();
    expect(booked).toBe(3);

    // Previous month goes back; at the last month Next month does nothing and keeps focus.
    await user.click(availability.getByRole('button', { name: 'Previous month' }));
    expect(
      availability.queryByRole('table', { name: new RegExp(`^${monthOf(later)}`) }),
    ).toBeNull();
    for (let i = 0; i < 8; i += 1) await user.click(next);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    expect(availability.getAllByRole('table')).toHaveLength(1);
  });

  it('says how fast the vendor replies, with the badges the replies earned (issue 31)', async () => {
    fakeApi({
      'GET /api/listings/42': () =>
        json(
          200,
          storefront({
            responsiveness: {
              replyTimeText: 'Usually replies within 2 hours',
              badges: ['Replies fast'],
            },
          }),
        ),
    });
    renderMarketplace('/Vendors/42/shaadi-clicks-studio');
    const name = await screen.findByRole('heading', { level: 1, name: 'Shaadi Clicks Studio' });
    const header = within(name.closest('header') as HTMLElement);
    expect(header.getByText('Usually replies within 2 hours')).toBeVisible();
    expect(header.getByText('Replies fast')).toBeVisible();
  });

  it('says nothing of replies without enough enquiries to say', async () => {
    fakeApi({ 'GET /api/listings/42': () => json(200, storefront({ responsiveness: null })) });
    renderMarketplace('/Vendors/42/shaadi-clicks-studio');
    await screen.findByRole('heading', { level: 1, name: 'Shaadi Clicks Studio' });
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
    expect(screen.queryByText('Replies fast')).not.toBeInTheDocument();
  });

  it('says so when no dates are marked booked', async () => {
    fakeApi({ 'GET /api/listings/42': () => json(200, storefront({ bookedDates: [] })) });
    renderMarketplace('/Vendors/42/shaadi-clicks-studio');
    const availability = within(await screen.findByRole('region', { name: 'Availability' }));
    expect(availability.getByText(/No dates marked booked for the next 6 months\./)).toBeVisible();
    expect(availability.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('storefront shortlist heart', () => {
  it("shows the user's shortlist state beside the name and adds this listing's card", async () => {
    let items: unknown[] = [];
    const api = fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/listings/42': () => json(200, storefront()),
      'GET /api/user/listings/42/review': () => json(200, eligibility()),
      'GET /api/user/shortlist': () => json(200, { items }),
      'PUT /api/user/shortlist/42': () => {
        items = [{ ...searchResult(), addedAt: '2026-02-01T00:00:00.000Z' }];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderMarketplace('/Vendors/42/shaadi-clicks-studio');
    const heart = await screen.findByRole('button', { name: 'Shortlist Shaadi Clicks Studio' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.calls('GET /api/user/shortlist')).toHaveLength(1));

    await user.click(heart);
    expect(
      screen.getByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.calls('GET /api/user/shortlist')).toHaveLength(2));
    expect(api.calls('PUT /api/user/shortlist/42')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
