import type { SearchResult } from '@mandap/shared/schemas/marketplace';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi, json, USER_SESSION, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

function card(listingId: number, firmName: string, fromRupees: number | null): SearchResult {
  return {
    listingId,
    firmName,
    category: listingId === 42 ? 'photo-video' : 'mehndi',
    city: listingId === 42 ? 'Jaipur' : 'Udaipur',
    district: 'Jaipur',
    state: 'Rajasthan',
    coverImageUrl: null,
    fromPricePaise: fromRupees === null ? null : fromRupees * 100,
    mrpPaise: null,
    offPercent: null,
    priceUnit: fromRupees === null ? null : 'event',
    features: [],
    starRating: null,
    ratingAverage: null,
    ratingCount: 0,
    url: `/Vendors/${listingId}/firm-${listingId}`,
  };
}

const SHAADI = card(42, 'Shaadi Clicks Studio', 15000);
const HENNA = card(43, 'Henna by Meera', null);
const NO_COUNTS = { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 };

afterEach(() => window.sessionStorage.clear());

/** A signed-in user whose shortlist the fake server keeps. */
function userServer(initial: SearchResult[], handlers: Record<string, FakeHandler> = {}) {
  let items = initial.map((item) => ({ ...item, addedAt: '2026-01-01T00:00:00.000Z' }));
  const remove: FakeHandler = ({ path }) => {
    const listingId = Number(path.split('/').pop());
    items = items.filter((item) => item.listingId !== listingId);
    return new Response(null, { status: 204 });
  };
  return fakeApi({
    'GET /api/session': () => json(200, USER_SESSION),
    // The layout's badges.
    'GET /api/inbox/counts': () => json(200, NO_COUNTS),
    'GET /api/user/shortlist': () => json(200, { items }),
    'DELETE /api/user/shortlist/42': remove,
    'DELETE /api/user/shortlist/43': remove,
    ...handlers,
  });
}

async function openShortlist() {
  const view = renderRoute('/profile');
  const region = await screen.findByRole('region', { name: 'Your shortlist' });
  return { ...view, region: within(region), user: userEvent.setup() };
}

describe('My Account shortlist', () => {
  it("lists the user's shortlisted vendors with their page, category, city, price and an enquiry link", async () => {
    userServer([SHAADI, HENNA]);
    const { region } = await openShortlist();

    const name = await region.findByRole('link', { name: 'Shaadi Clicks Studio' });
    expect(name).toHaveAttribute('href', '/Vendors/42/firm-42');
    const items = region.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('Photo Video')).toBeInTheDocument();
    expect(first.getByText('Jaipur')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('from ₹15,000');
    expect(first.getByRole('link', { name: 'Enquire with Shaadi Clicks Studio' })).toHaveAttribute(
      'href',
      '/Vendors/42/firm-42#enquire',
    );
    expect(items[1]).toHaveTextContent('Prices on request');
    expect(
      within(items[1] as HTMLElement).getByRole('button', {
        name: 'Remove Henna by Meera from shortlist',
      }),
    ).toBeInTheDocument();
  });

  it('removes a vendor, and shows the empty shortlist with the way to search', async () => {
    const api = userServer([SHAADI]);
    const { region, user } = await openShortlist();
    await user.click(
      await region.findByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    );
    expect(await region.findByText('Your shortlist is empty.')).toBeInTheDocument();
    expect(region.getByRole('status')).toHaveTextContent(
      'Shaadi Clicks Studio was removed from your shortlist.',
    );
    expect(region.getByRole('link', { name: 'Search vendors' })).toHaveAttribute(
      'href',
      '/Vendors',
    );
    expect(api.calls('DELETE /api/user/shortlist/42')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET /api/user/shortlist')).toHaveLength(2));
    expect(region.queryByRole('link', { name: 'Shaadi Clicks Studio' })).not.toBeInTheDocument();
  });

  it('puts a vendor back and says so when the removal fails', async () => {
    userServer([SHAADI], {
      'DELETE /api/user/shortlist/42': () => json(503, { message: 'Busy' }),
    });
    const { region, user } = await openShortlist();
    await user.click(
      await region.findByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    );
    expect(await region.findByRole('alert')).toHaveTextContent(
      'Shaadi Clicks Studio could not be removed from your shortlist. Please try again.',
    );
    expect(await region.findByRole('link', { name: 'Shaadi Clicks Studio' })).toBeInTheDocument();
  });

  it('adds a vendor a visitor tapped before signing in', async () => {
    window.sessionStorage.setItem('mandap:shortlist-wanted', '[43]');
    let items: unknown[] = [];
    const api = userServer([], {
      'GET /api/user/shortlist': () => json(200, { items }),
      'PUT /api/user/shortlist/43': () => {
        items = [{ ...HENNA, addedAt: '2026-02-01T00:00:00.000Z' }];
        return new Response(null, { status: 204 });
      },
    });
    const { region } = await openShortlist();
    expect(await region.findByRole('link', { name: 'Henna by Meera' })).toBeInTheDocument();
    expect(api.calls('PUT /api/user/shortlist/43')).toHaveLength(1);
    expect(window.sessionStorage.getItem('mandap:shortlist-wanted')).toBeNull();
  });

  it('shows no shortlist to a vendor', async () => {
    const api = fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': () => json(200, NO_COUNTS),
    });
    renderRoute('/profile');
    expect(await screen.findByText('Vendor account')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your shortlist' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/user/shortlist')).toHaveLength(0);
  });
});
