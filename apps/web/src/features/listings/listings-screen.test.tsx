import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredReply, fakeApi, json, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';
import { summary } from './test-data';

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
    await screen.findByRole('button', { name: /Service #41/ }, { timeout: 4000 }),
    screen.getByRole('button', { name: /Service #42/ }),
  ];
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

  it('opens one card at a time and closes it again', async () => {
    server();
    const user = userEvent.setup();
    renderRoute('/services');
    const [first, second] = await cards();
    if (!first || !second) throw new Error('two cards expected');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Set prices' })).not.toBeInTheDocument();
  });

  it('shows the details, status and links identified by listing id', async () => {
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
    expect(panel.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/payment?service_id=41&vendor_id=${A.vendorUniqueId}`,
    );
    const query = `vendor=${A.vendorUniqueId}&data=Beat+Box+DJs&service_id=41`;
    expect(panel.getByRole('link', { name: 'Set prices' })).toHaveAttribute(
      'href',
      `/ServiceDetails?${query}`,
    );
    expect(panel.getByRole('link', { name: 'Edit details' })).toHaveAttribute(
      'href',
      `/edit-hotel?${query}`,
    );
    expect(panel.getByRole('link', { name: 'Edit media' })).toHaveAttribute(
      'href',
      `/editMedia?${query}`,
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
    expect(other.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(other.getByRole('link', { name: 'Set prices' }).getAttribute('href')).toContain(
      'service_id=42',
    );
    expect(other.getByRole('link', { name: 'Booked dates' })).toHaveAttribute(
      'href',
      '/availability?service_id=42',
    );
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
