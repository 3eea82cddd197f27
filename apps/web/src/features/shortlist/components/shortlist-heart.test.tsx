import type { SessionReply } from '@mandap/shared/schemas/accounts';
import type { SearchResult } from '@mandap/shared/schemas/marketplace';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  SIGNED_OUT_REPLY,
  USER_SESSION,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoutes } from '@/test/render-route';
import { ShortlistHeart, VENDOR_SHORTLIST_NOTE } from './shortlist-heart';

function card(listingId: number, firmName: string): SearchResult {
  return {
    listingId,
    firmName,
    category: 'photo-video',
    city: 'Jaipur',
    district: 'Jaipur',
    state: 'Rajasthan',
    coverImageUrl: null,
    fromPricePaise: 1_500_000,
    mrpPaise: null,
    offPercent: null,
    priceUnit: 'event',
    features: [],
    starRating: null,
    ratingAverage: null,
    ratingCount: 0,
    url: `/Vendors/${listingId}/firm-${listingId}`,
  };
}

const SHAADI = card(42, 'Shaadi Clicks Studio');
const AMBER = card(43, 'Amber Lens');
const PAGE = '/Vendors?city=Jaipur';

function renderHearts() {
  const view = renderRoutes(
    [
      {
        path: '/Vendors',
        element: (
          <>
            <ShortlistHeart listing={SHAADI} />
            <ShortlistHeart listing={AMBER} />
          </>
        ),
      },
      { path: '/UserLogin', element: <h1>User Login</h1> },
    ],
    PAGE,
  );
  return { ...view, user: userEvent.setup() };
}

/** A fake server keeping one user's shortlist; `change` answers the PUT and DELETE. */
function shortlistServer(
  session: SessionReply,
  initial: SearchResult[],
  change?: (method: string, listingId: number) => Response | Promise<Response> | undefined,
) {
  let items = initial.map((item) => ({ ...item, addedAt: '2026-01-01T00:00:00.000Z' }));
  const handle: FakeHandler = async ({ method, path }) => {
    const listingId = Number(path.split('/').pop());
    const answer = await change?.(method, listingId);
    if (answer && answer.status >= 400) return answer;
    const listing = [SHAADI, AMBER].find((c) => c.listingId === listingId);
    items = items.filter((item) => item.listingId !== listingId);
    if (method === 'PUT' && listing) {
      items.unshift({ ...listing, addedAt: '2026-02-01T00:00:00.000Z' });
    }
    return answer ?? new Response(null, { status: 204 });
  };
  return fakeApi({
    'GET /api/session': () => json(200, session),
    'GET /api/user/shortlist': () => json(200, { items }),
    'PUT /api/user/shortlist/42': handle,
    'DELETE /api/user/shortlist/42': handle,
    'PUT /api/user/shortlist/43': handle,
    'DELETE /api/user/shortlist/43': handle,
  });
}

afterEach(() => window.sessionStorage.clear());

describe('shortlist heart', () => {
  it('renders not pressed at first, then shows what the user has shortlisted, from one request', async () => {
    const api = shortlistServer(USER_SESSION, [AMBER]);
    renderHearts();
    // The first render is the server's: nobody known, nothing pressed.
    expect(screen.getByRole('button', { name: 'Shortlist Amber Lens' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      await screen.findByRole('button', { name: 'Remove Amber Lens from shortlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Shortlist Shaadi Clicks Studio' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(api.calls('GET /api/user/shortlist')).toHaveLength(1);
  });

  it('adds at once, and keeps it once the server has it', async () => {
    const put = deferredReply();
    const api = shortlistServer(USER_SESSION, [], (method) =>
      method === 'PUT' ? put.handler() : undefined,
    );
    const { user } = renderHearts();
    await waitFor(() => expect(api.calls('GET /api/user/shortlist')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Shortlist Shaadi Clicks Studio' }));

    // Pressed before the server answers.
    expect(
      screen.getByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('PUT /api/user/shortlist/42')).toHaveLength(1);

    put.resolve(new Response(null, { status: 204 }));
    await waitFor(() => expect(api.calls('GET /api/user/shortlist')).toHaveLength(2));
    expect(
      screen.getByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a removal back and says so when the server refuses it', async () => {
    const remove = deferredReply();
    const api = shortlistServer(USER_SESSION, [SHAADI], (method) =>
      method === 'DELETE' ? remove.handler() : undefined,
    );
    const { user } = renderHearts();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    );
    expect(screen.getByRole('button', { name: 'Shortlist Shaadi Clicks Studio' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    remove.resolve(json(500, { message: 'Internal error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Shaadi Clicks Studio could not be removed from your shortlist. Please try again.',
    );
    expect(
      screen.getByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('DELETE /api/user/shortlist/42')).toHaveLength(1);
  });

  it("takes an addition back with the server's reason", async () => {
    shortlistServer(USER_SESSION, [AMBER], (method) =>
      method === 'PUT' ? json(404, { message: 'This vendor is no longer listed.' }) : undefined,
    );
    const { user } = renderHearts();
    await screen.findByRole('button', { name: 'Remove Amber Lens from shortlist' });
    await user.click(screen.getByRole('button', { name: 'Shortlist Shaadi Clicks Studio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This vendor is no longer listed.');
    expect(screen.getByRole('button', { name: 'Shortlist Shaadi Clicks Studio' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The other heart kept its state.
    expect(screen.getByRole('button', { name: 'Remove Amber Lens from shortlist' })).toBeVisible();
  });

  it('sends a visitor to sign in, then adds the listing once they are back as a user', async () => {
    const visitorApi = shortlistServer(SIGNED_OUT_REPLY, []);
    const first = renderHearts();
    await waitFor(() => expect(visitorApi.calls('GET /api/session')).toHaveLength(1));
    await first.user.click(screen.getByRole('button', { name: 'Shortlist Shaadi Clicks Studio' }));
    expect(await screen.findByRole('heading', { name: 'User Login' })).toBeInTheDocument();
    expect(first.router.state.location.search).toBe(
      `?${new URLSearchParams({ redirectTo: PAGE })}`,
    );
    expect(visitorApi.calls('GET /api/user/shortlist')).toHaveLength(0);
    first.unmount();

    const api = shortlistServer(USER_SESSION, []);
    renderHearts();
    expect(
      await screen.findByRole('button', { name: 'Remove Shaadi Clicks Studio from shortlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('PUT /api/user/shortlist/42')).toHaveLength(1);
    expect(api.calls('PUT /api/user/shortlist/43')).toHaveLength(0);
    expect(window.sessionStorage.getItem('mandap:shortlist-wanted')).toBeNull();
  });

  it('tells a vendor that shortlists are for couples', async () => {
    const api = shortlistServer(VENDOR_SESSION, []);
    const { user, queryClient } = renderHearts();
    // Known to be a vendor (a tap before that is a visitor's).
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toEqual(VENDOR_SESSION));
    await user.click(screen.getByRole('button', { name: 'Shortlist Amber Lens' }));
    expect(await screen.findByRole('status')).toHaveTextContent(VENDOR_SHORTLIST_NOTE);
    expect(api.calls('GET /api/user/shortlist')).toHaveLength(0);
    expect(api.calls('PUT /api/user/shortlist/43')).toHaveLength(0);
  });
});
