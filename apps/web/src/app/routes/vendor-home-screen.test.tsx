import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { renderRoute, renderSentToLogin } from '@/test/render-route';
import { busyVendorHome, emptyVendorHome } from '@/test/vendor-home-data';

// /vendor-home (issue 31): the vendor's home, each item a link to where it is handled.

const NO_COUNTS = { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 };

function homeServer(reply: FakeHandler) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/inbox/counts': () => json(200, NO_COUNTS),
    'GET /api/vendor/home': reply,
  });
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('vendor home', () => {
  it('is behind the vendor wall', async () => {
    fakeApi();
    expect(await renderSentToLogin('/vendor-home', '/VendorLogin')).toMatchObject({
      pathname: '/VendorLogin',
      search: '?redirectTo=%2Fvendor-home',
    });
  });

  it('says it is loading, then shows the waiting enquiries oldest first with their wait', async () => {
    const reply = deferredReply();
    homeServer(reply.handler);
    renderRoute('/vendor-home');
    expect(await screen.findByText('Loading your home...')).toBeInTheDocument();
    reply.resolve(json(200, busyVendorHome()));
    const enquiries = await screen.findByRole('region', {
      name: 'New enquiries waiting for your reply',
    });
    const links = within(enquiries).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Ravi Kumar · Wedding, 14 Feb 2027');
    expect(links[0]).toHaveTextContent('waiting 2 days');
    expect(links[0]).toHaveAttribute('href', '/chat/71');
    expect(links[1]).toHaveTextContent('waiting 3 hours');
    expect(links[1]).toHaveAttribute('href', '/chat/75');
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor home' })).toBeVisible();
    expect(document.title).toBe('Vendor home · Vendor Portal · Mandap');
  });

  it('links each item to where it is handled', async () => {
    homeServer(() => json(200, busyVendorHome()));
    renderRoute('/vendor-home');
    await screen.findByRole('region', { name: 'Reviews waiting for your reply' });

    const reviews = region('Reviews waiting for your reply');
    expect(reviews.getByRole('link', { name: /Everyone danced/ })).toHaveAttribute(
      'href',
      '/vendor-reviews',
    );

    const bookings = region('Bookings');
    expect(bookings.getByRole('heading', { name: 'This week' })).toBeVisible();
    expect(bookings.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    expect(bookings.getByRole('link', { name: /29 Nov 2026 · Reception/ })).toHaveAttribute(
      'href',
      '/chat/60',
    );

    const listings = region('Services that need something');
    expect(
      listings.getByRole('link', { name: 'Pay now: Marigold Rasoi, payment pending' }),
    ).toHaveAttribute('href', '/payment?service_id=43&vendor_id=VND-7K3M9QX2');
    expect(
      listings.getByRole('link', { name: 'Add photos: Marigold Rasoi, no photos' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/editMedia\?.*service_id=43/));
    expect(
      listings.getByRole('link', { name: 'Set prices: Marigold Rasoi, no prices' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/ServiceDetails\?.*service_id=43/));
    expect(
      listings.getByRole('link', {
        name: 'See billing: Dhol Baaje Band, free period ends 10 dec 2026',
      }),
    ).toHaveAttribute('href', '/billing');

    const month = region('This month');
    expect(month.getByText('120')).toBeVisible();
    expect(month.getByText('95 last month')).toBeVisible();
    expect(month.getByText('4 last month')).toBeVisible();
    expect(month.getByRole('link', { name: 'See analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );

    const replies = region('Your replies (last 30 days)');
    expect(replies.getByText('100%')).toBeVisible();
    expect(replies.getByText('Usually replies within 40 minutes')).toBeVisible();
    expect(replies.getByText('Couples see this on your storefront.')).toBeVisible();
    expect(replies.getByRole('list', { name: 'Badges earned' })).toHaveTextContent('Replies fast');

    const menu = within(screen.getByRole('navigation', { name: 'Vendor menu' }));
    const first = menu.getAllByRole('link')[0];
    expect(first).toHaveAccessibleName('Vendor home');
    expect(first).toHaveAttribute('aria-current', 'page');
  });

  it('says what an empty home means', async () => {
    homeServer(() => json(200, emptyVendorHome()));
    renderRoute('/vendor-home');
    expect(
      await screen.findByText('Nothing waiting — new enquiries appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No review is waiting for a reply.')).toBeInTheDocument();
    expect(
      screen.getByText('No bookings yet — enquiries you mark Booked appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No enquiries in the last 30 days yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a service' })).toHaveAttribute(
      'href',
      '/VendorList',
    );
  });

  it('says when the reply time is not on the storefront yet', async () => {
    const home = emptyVendorHome({
      listingCount: 1,
      response: {
        received: 3,
        replied: 2,
        ratePercent: 67,
        medianReplyMinutes: 150,
        replyTimeText: 'Usually replies within 3 hours',
        shownOnStorefront: false,
        badges: [],
      },
    });
    homeServer(() => json(200, home));
    renderRoute('/vendor-home');
    const replies = within(
      await screen.findByRole('region', { name: 'Your replies (last 30 days)' }),
    );
    expect(replies.getByText('67%')).toBeVisible();
    expect(replies.getByText('2 of 3 enquiries answered')).toBeVisible();
    expect(
      replies.getByText(
        'Couples see your reply time on your storefront once you have 5 enquiries in 30 days.',
      ),
    ).toBeVisible();
    expect(replies.queryByRole('list', { name: 'Badges earned' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Nothing to fix — your services have what they need.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the home cannot be loaded', async () => {
    let fail = true;
    homeServer(() => (fail ? networkFailure() : json(200, emptyVendorHome())));
    const user = userEvent.setup();
    renderRoute('/vendor-home');
    expect(
      await screen.findByText('Your home could not be loaded. Please try again.'),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Nothing waiting — new enquiries appear here.'),
    ).toBeInTheDocument();
  });
});
