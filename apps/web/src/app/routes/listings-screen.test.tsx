import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { summary } from '@/features/listings/test/data';
import { deferredReply, fakeApi, json, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const A = summary({ listingId: 41, status: 'pending_payment' });
const B = summary({ listingId: 42, category: 'hotel', firmName: 'Beat Box DJs' });

// The navbar and bottom bar ask a signed-in vendor for unread counts (issue 15).
const countsHandler = () =>
  json(200, { unreadMessages: 0, unreadNotifications: 0, newEnquiries: 0 });

function server(listings = [A, B]) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/inbox/counts': countsHandler,
    'GET /api/vendor/listings': () => json(200, { listings }),
  });
}

async function cards() {
  return [
    await screen.findByRole('button', { name: /Service #41/ }),
    screen.getByRole('button', { name: /Service #42/ }),
  ];
}

/** A card's next steps, named after its listing. */
function region(name: string) {
  return screen.findByRole('region', { name });
}

describe('list of listings', () => {
  it('says it is loading, then shows a card per listing', async () => {
    const reply = deferredReply();
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': countsHandler,
      'GET /api/vendor/listings': reply.handler,
    });
    renderRoute('/Services');
    expect(await screen.findByText('Loading service details...')).toBeInTheDocument();
    reply.resolve(json(200, { listings: [A, B] }));
    expect(await cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Service #41/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('opens the details of one card at a time and closes them again', async () => {
    server();
    const user = userEvent.setup();
    renderRoute('/services');
    const [first, second] = await cards();
    if (!first || !second) throw new Error('two cards expected');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Edit Services' })).toBeVisible();
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Edit Services' })).not.toBeInTheDocument();
    // The next steps stay on every card, open or not.
    expect(screen.getAllByRole('link', { name: 'Set prices' })).toHaveLength(2);
  });

  it('shows the name, status and next steps of every card without opening it', async () => {
    const long = summary({
      listingId: 43,
      category: 'catering',
      firmName: 'Annapurna Caterers and Wedding Banquet Services of Jaipur',
      status: 'active',
    });
    server([A, long]);
    renderRoute('/services');
    await screen.findByRole('button', { name: /Service #43/ });
    const pending = within(await region(`Next steps for ${A.firmName}`));
    expect(pending.getByText('Pay for this listing to publish it on Mandap.')).toBeVisible();
    expect(pending.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/payment?service_id=41&vendor_id=${A.vendorUniqueId}`,
    );
    const query = `vendor=${A.vendorUniqueId}&data=Beat+Box+DJs&service_id=41`;
    expect(pending.getByRole('link', { name: 'Set prices' })).toHaveAttribute(
      'href',
      `/ServiceDetails?${query}`,
    );
    expect(pending.getByRole('link', { name: 'Add photos' })).toHaveAttribute(
      'href',
      `/editMedia?${query}`,
    );
    // Not public yet: nothing to view.
    expect(pending.queryByRole('link', { name: 'View storefront' })).not.toBeInTheDocument();

    const active = within(await region(`Next steps for ${long.firmName}`));
    expect(active.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(active.getByRole('link', { name: 'View storefront' })).toHaveAttribute(
      'href',
      '/Vendors/43/annapurna-caterers-and-wedding-banquet-services-of-jaipur',
    );
    expect(active.getByRole('link', { name: 'Set prices' }).getAttribute('href')).toContain(
      'service_id=43',
    );
    // The whole name on the card's button, with the status, not cut short.
    const button = screen.getByRole('button', { name: /Service #43/ });
    expect(within(button).getByText(long.firmName)).toBeVisible();
    expect(within(button).getByText(long.firmName)).not.toHaveClass('truncate');
    expect(within(button).getByText('Active')).toBeVisible();
    expect(
      within(screen.getByRole('button', { name: /Service #41/ })).getByText('Pending payment'),
    ).toBeVisible();
  });

  it('shows the details and the edit links identified by listing id', async () => {
    server();
    const user = userEvent.setup();
    renderRoute('/services');
    const [first, second] = await cards();
    if (!first || !second) throw new Error('two cards expected');
    await user.click(first);
    const panel = within(
      document.getElementById(first.getAttribute('aria-controls') ?? '') ?? document.body,
    );
    expect(panel.getByText('DJ')).toBeVisible();
    expect(panel.getByText(A.vendorUniqueId)).toBeVisible();
    expect(panel.getByText(A.email)).toBeVisible();
    expect(panel.getByText(A.phone)).toBeVisible();
    expect(panel.getByText('Pending payment')).toBeVisible();
    const query = `vendor=${A.vendorUniqueId}&data=Beat+Box+DJs&service_id=41`;
    expect(panel.getByRole('link', { name: 'Edit Services' })).toHaveAttribute(
      'href',
      `/EditServices?${query}`,
    );
    expect(panel.getByRole('link', { name: 'Edit details' })).toHaveAttribute(
      'href',
      `/edit-hotel?${query}`,
    );
    expect(panel.getByRole('link', { name: 'Booked dates' })).toHaveAttribute(
      'href',
      '/availability?service_id=41',
    );

    await user.click(second);
    const other = within(
      document.getElementById(second.getAttribute('aria-controls') ?? '') ?? document.body,
    );
    expect(other.getByText('Hotel')).toBeVisible();
    expect(other.getByRole('link', { name: 'Edit Services' }).getAttribute('href')).toContain(
      'service_id=42',
    );
    expect(other.getByRole('link', { name: 'Booked dates' })).toHaveAttribute(
      'href',
      '/availability?service_id=42',
    );
  });

  it('says which listing was paid and what comes next, back from the payment', async () => {
    server([summary({ listingId: 41, status: 'active' }), B]);
    const user = userEvent.setup();
    const { router } = renderRoute('/services');
    await cards();
    expect(screen.queryByText(/Payment successful/)).not.toBeInTheDocument();

    await act(() => router.navigate('/services', { state: { paidListingId: 41 } }));
    const text = await screen.findByText('Payment successful! Beat Box DJs is now active.');
    const notice = text.closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('the message is a status');
    expect(notice).toHaveTextContent(
      'Next steps: set prices and add photos so couples see what you offer, then view your storefront.',
    );

    await user.click(within(notice).getByRole('button', { name: 'Dismiss payment message' }));
    expect(screen.queryByText(/Payment successful/)).not.toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it('ignores a state that names no listing id', async () => {
    server();
    const { router } = renderRoute('/services');
    await cards();
    await act(() => router.navigate('/services', { state: { paidListingId: 'x' } }));
    expect(screen.queryByText(/Payment successful/)).not.toBeInTheDocument();
  });

  it('says when there are no services', async () => {
    server([]);
    renderRoute('/services');
    expect(await screen.findByText('No service data available.')).toBeVisible();
    expect(
      screen.getByText('Check back later or contact support if you believe this is an error.'),
    ).toBeVisible();
  });

  it('says no data when the list cannot be fetched', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/inbox/counts': countsHandler,
      'GET /api/vendor/listings': () => json(500, { message: 'boom' }),
    });
    renderRoute('/services');
    expect(await screen.findByRole('alert')).toHaveTextContent('No service data available.');
  });
});
