import { COMMISSION_MESSAGES } from '@mandap/shared/commission';
import type { Conversation, Enquiry } from '@mandap/shared/schemas/enquiries';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conversation, countsHandler, enquiry, message } from '@/features/inbox/test/data';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  SIGNED_OUT_REPLY,
  USER_SESSION,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { listingSummary } from '@/test/listing';
import { renderRoute, renderSentToLogin } from '@/test/render-route';

const ROHAN = { ...enquiry(), unread: 2 };
const PRIYA = {
  ...enquiry({
    id: 9,
    listingId: 42,
    firmName: 'Beat Box DJs',
    userName: 'Priya Nair',
    eventDate: '2027-01-20',
    eventType: 'wedding',
    guests: 1200,
    budgetRupees: null,
    status: 'booked',
  }),
  unread: 0,
};

/** A listing whose free period ended on 15 March 2026 (India), and one whose runs to 2027. */
const AFTER_FREE = {
  applies: true,
  rateBasisPoints: 700,
  freeUntil: '2026-03-14T18:30:00.000Z',
};
const WITHIN_FREE = {
  applies: false,
  rateBasisPoints: 700,
  freeUntil: '2027-03-15T06:00:00.000Z',
};

const vendorView = (overrides: Partial<Enquiry> = {}): Conversation =>
  conversation({
    enquiry: enquiry(overrides),
    otherName: 'Rohan Mehta',
    messages: [message({ id: 1, mine: false, body: 'Are you free for our sangeet?' })],
  });

function enquiriesServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/inbox/counts': countsHandler(),
    'GET /api/vendor/listings': () =>
      json(200, {
        listings: [
          listingSummary(),
          listingSummary({ listingId: 42, firmName: 'Beat Box DJs', category: 'dj' }),
        ],
      }),
    'GET /api/vendor/enquiries': () => json(200, { enquiries: [ROHAN, PRIYA] }),
    'GET /api/conversations/7': () => json(200, vendorView()),
    'POST /api/conversations/7/read': () => new Response(null, { status: 204 }),
    'GET /api/conversations': () => json(200, { conversations: [] }),
    ...handlers,
  });
}

const list = () => screen.findByRole('list', { name: 'Enquiries, newest first' });
const rows = async () => within(await list()).getAllByRole('link');
const serviceFilter = () => screen.getByRole('combobox', { name: 'Service' });
const statusFilter = () => screen.getByRole('combobox', { name: 'Status' });
const opened = () => screen.findByRole('article', { name: 'Rohan Mehta' });

afterEach(() => {
  vi.useRealTimers();
});

describe('vendor enquiries', () => {
  it('is for vendors: a signed-in couple is told so, and a visitor logs in as a vendor first', async () => {
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/inbox/counts': countsHandler(),
    });
    const couple = renderRoute('/enquiries?enquiry=7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for vendors' }),
    ).toBeVisible();
    couple.unmount();

    fakeApi({ 'GET /api/session': () => json(200, SIGNED_OUT_REPLY) });
    const { search } = await renderSentToLogin('/enquiries?enquiry=7', '/VendorLogin');
    expect(search).toBe('?redirectTo=%2Fenquiries%3Fenquiry%3D7');
  });

  it('says it is loading, then lists every enquiry newest first with its details, status and unread count', async () => {
    const reply = deferredReply();
    enquiriesServer({ 'GET /api/vendor/enquiries': reply.handler });
    renderRoute('/enquiries');
    expect(await screen.findByText('Loading your enquiries...')).toBeInTheDocument();
    reply.resolve(json(200, { enquiries: [ROHAN, PRIYA] }));
    const [rohan, priya] = await rows();
    expect(rohan).toHaveTextContent('Rohan Mehta');
    expect(rohan).toHaveTextContent('Shaadi Studio');
    expect(rohan).toHaveTextContent('Sat, 12 Dec 2026');
    expect(rohan).toHaveTextContent('Sangeet');
    expect(rohan).toHaveTextContent('250 guests');
    expect(rohan).toHaveTextContent('Budget ₹1,50,000');
    expect(rohan).toHaveTextContent('New');
    expect(within(rohan as HTMLElement).getByText('2 unread')).toBeInTheDocument();
    expect(rohan).toHaveAttribute('href', '/enquiries?enquiry=7');
    expect(priya).toHaveTextContent('Priya Nair');
    expect(priya).toHaveTextContent('Beat Box DJs');
    expect(priya).toHaveTextContent('Wedding');
    expect(priya).toHaveTextContent('1,200 guests');
    expect(priya).toHaveTextContent('Budget Not given');
    expect(priya).toHaveTextContent('Booked');
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    expect(screen.getByText('Choose an enquiry to see its details and reply.')).toBeInTheDocument();
  });

  it('asks for the list again when the badge poll sees a new enquiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fresh = 0;
    const api = enquiriesServer({
      'GET /api/inbox/counts': () =>
        json(200, { unreadMessages: 0, unreadNotifications: fresh, newEnquiries: fresh }),
    });
    renderRoute('/enquiries');
    await list();
    expect(api.calls('GET /api/vendor/enquiries')).toHaveLength(1);
    fresh = 1;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(api.calls('GET /api/vendor/enquiries')).toHaveLength(2));
  });

  it('filters by service and status, keeping both in the URL', async () => {
    const api = enquiriesServer();
    const user = userEvent.setup();
    const { router } = renderRoute('/enquiries');
    await list();
    await waitFor(() =>
      expect(
        within(serviceFilter()).getByRole('option', { name: 'Beat Box DJs' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(serviceFilter(), 'Beat Box DJs');
    await waitFor(() => expect(router.state.location.search).toBe('?listing=42'));
    await user.selectOptions(statusFilter(), 'Booked');
    await waitFor(() => expect(router.state.location.search).toBe('?listing=42&status=booked'));
    await waitFor(() =>
      expect(api.calls('GET /api/vendor/enquiries').map((call) => call.path)).toEqual([
        '/api/vendor/enquiries',
        '/api/vendor/enquiries?listingId=42',
        '/api/vendor/enquiries?listingId=42&status=booked',
      ]),
    );
    await user.selectOptions(serviceFilter(), 'All services');
    await waitFor(() => expect(router.state.location.search).toBe('?status=booked'));
  });

  it('starts from the filters in the URL', async () => {
    const api = enquiriesServer();
    renderRoute('/enquiries?listing=41&status=new');
    await list();
    expect(api.calls('GET /api/vendor/enquiries')[0]?.path).toBe(
      '/api/vendor/enquiries?listingId=41&status=new',
    );
    await waitFor(() => expect(serviceFilter()).toHaveDisplayValue('Shaadi Studio'));
    expect(statusFilter()).toHaveDisplayValue('New');
  });

  it('says when nothing matches the filters and offers all enquiries', async () => {
    enquiriesServer({ 'GET /api/vendor/enquiries': () => json(200, { enquiries: [] }) });
    renderRoute('/enquiries?status=declined');
    expect(await screen.findByText('No enquiries match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all enquiries' })).toHaveAttribute(
      'href',
      '/enquiries',
    );
  });

  it('says when there are no enquiries yet', async () => {
    enquiriesServer({ 'GET /api/vendor/enquiries': () => json(200, { enquiries: [] }) });
    renderRoute('/enquiries');
    expect(await screen.findByText('No enquiries yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('says when the enquiries cannot be loaded and tries again', async () => {
    let fail = true;
    enquiriesServer({
      'GET /api/vendor/enquiries': () =>
        fail ? networkFailure() : json(200, { enquiries: [ROHAN] }),
    });
    const user = userEvent.setup();
    renderRoute('/enquiries');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your enquiries.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });

  it('opens an enquiry beside the list, with its details and thread, and ?enquiry= in the URL', async () => {
    enquiriesServer();
    const user = userEvent.setup();
    const { router } = renderRoute('/enquiries?status=new');
    const [rohan] = await rows();
    await user.click(rohan as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?status=new&enquiry=7'));
    await opened();
    expect(within(await list()).getByRole('link', { name: /Rohan Mehta/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const details = within(screen.getByRole('region', { name: 'Enquiry details' }));
    expect(details.getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '9123456780',
    );
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveTextContent(
      'Are you free for our sangeet?',
    );
    expect(screen.getByRole('link', { name: 'Back to Enquiries' })).toHaveAttribute(
      'href',
      '/enquiries?status=new',
    );
  });

  it('marks an enquiry booked with its value, saying first whether commission applies', async () => {
    const put = deferredReply();
    const api = enquiriesServer({
      'GET /api/conversations/7': () => json(200, vendorView({ commissionTerms: AFTER_FREE })),
      'PUT /api/vendor/enquiries/7/status': put.handler,
    });
    const user = userEvent.setup();
    renderRoute('/enquiries?enquiry=7');
    await opened();
    expect(
      screen.getByText(
        'Marking it booked also marks Saturday, 12 December 2026 as booked for Shaadi Studio, so couples see the date is taken.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark booked' }));
    const form = screen.getByRole('form', { name: 'Mark booked' });
    const value = within(form).getByRole('textbox', { name: 'Booking value (₹)' });
    expect(value).toHaveFocus();
    expect(form).toHaveTextContent(
      '7% commission applies: your free period ended on 15 March 2026.',
    );
    // A value that is not rupees is refused here, said at the field, and nothing is sent.
    await user.type(value, '1,5,0');
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }));
    expect(value).toHaveAccessibleDescription(
      expect.stringContaining(COMMISSION_MESSAGES.bookingValueInvalid),
    );
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT /api/vendor/enquiries/7/status')).toHaveLength(0);
    await user.clear(value);
    await user.type(value, '₹ 1,50,000');
    expect(form).toHaveTextContent('7% commission applies: ₹10,500 on ₹1,50,000.');
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }));
    // A dialog asks first, naming the day it blocks; nothing is sent before Yes.
    const dialog = screen.getByRole('alertdialog', { name: 'Mark this enquiry booked?' });
    expect(dialog).toHaveAccessibleDescription(
      'This blocks 12 December 2026 on your calendar: couples will see Shaadi Studio is booked that day. Rohan Mehta will be asked to confirm the booking.',
    );
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
    expect(api.calls('PUT /api/vendor/enquiries/7/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark booked' }));
    expect(within(form).getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    expect(api.calls('PUT /api/vendor/enquiries/7/status')[0]?.body).toEqual({
      status: 'booked',
      bookingValue: '₹ 1,50,000',
    });
    const before = api.calls('GET /api/vendor/enquiries').length;
    put.resolve(
      json(
        200,
        enquiry({
          status: 'booked',
          commissionTerms: AFTER_FREE,
          booking: {
            valuePaise: 15_000_000,
            bookedAt: '2026-11-27T10:00:00.000Z',
            basisPoints: 700,
            commissionPaise: 1_050_000,
          },
        }),
      ),
    );
    expect(
      await screen.findByText(/Marked booked\. Saturday, 12 December 2026 is now booked/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See booked dates' })).toHaveAttribute(
      'href',
      '/availability?service_id=41',
    );
    expect(screen.queryByRole('button', { name: 'Mark booked' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /^Booked for ₹1,50,000: 7% commission, ₹10,500, on your next monthly statement\. Couple has not answered\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Enquiry details' })).getByText('Booked'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('GET /api/vendor/enquiries').length).toBeGreaterThan(before),
    );
  });

  it("says there is no commission within the free period, and shows the server's word on a value", async () => {
    const api = enquiriesServer({
      'GET /api/conversations/7': () => json(200, vendorView({ commissionTerms: WITHIN_FREE })),
      'PUT /api/vendor/enquiries/7/status': () =>
        json(400, {
          message: 'Please correct the highlighted fields.',
          fieldErrors: { bookingValue: COMMISSION_MESSAGES.bookingValueInvalid },
        }),
    });
    const user = userEvent.setup();
    renderRoute('/enquiries?enquiry=7');
    await opened();
    await user.click(screen.getByRole('button', { name: 'Mark booked' }));
    const form = screen.getByRole('form', { name: 'Mark booked' });
    expect(form).toHaveTextContent('No commission: your free period runs until 15 March 2027.');
    const value = within(form).getByRole('textbox', { name: 'Booking value (₹)' });
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }));
    expect(value).toHaveAccessibleDescription(
      expect.stringContaining(COMMISSION_MESSAGES.bookingValueRequired),
    );
    await user.type(value, '80000');
    expect(form).toHaveTextContent('No commission: your free period runs until 15 March 2027.');
    await user.click(within(form).getByRole('button', { name: 'Confirm booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, mark booked' }));
    await waitFor(() =>
      expect(value).toHaveAccessibleDescription(
        expect.stringContaining(COMMISSION_MESSAGES.bookingValueInvalid),
      ),
    );
    expect(api.calls('PUT /api/vendor/enquiries/7/status')[0]?.body).toEqual({
      status: 'booked',
      bookingValue: '80000',
    });
    // Cancel closes the form and gives the focus back to Mark booked.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Mark booked' })).toHaveFocus();
  });

  it('asks before declining, and Cancel sends nothing', async () => {
    const api = enquiriesServer({
      'PUT /api/vendor/enquiries/7/status': () => json(200, enquiry({ status: 'declined' })),
    });
    const user = userEvent.setup();
    renderRoute('/enquiries?enquiry=7');
    await opened();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Decline this enquiry?' });
    expect(confirm).toHaveAccessibleDescription(
      'Rohan Mehta will be told that you cannot take it. This cannot be undone.',
    );
    expect(within(confirm).getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    expect(api.calls('PUT /api/vendor/enquiries/7/status')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('Declined. Rohan Mehta has been told.')).toBeInTheDocument();
    expect(api.calls('PUT /api/vendor/enquiries/7/status')[0]?.body).toEqual({
      status: 'declined',
    });
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark booked' })).toBeInTheDocument();
  });

  it("shows the server's refusal when the status cannot change", async () => {
    enquiriesServer({
      'PUT /api/vendor/enquiries/7/status': () =>
        json(400, { message: 'The event date has passed, so it cannot be booked.' }),
    });
    const user = userEvent.setup();
    renderRoute('/enquiries?enquiry=7');
    await opened();
    await user.click(screen.getByRole('button', { name: 'Mark booked' }));
    await user.type(screen.getByRole('textbox', { name: 'Booking value (₹)' }), '150000');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, mark booked' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The event date has passed, so it cannot be booked.',
    );
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
  });
});
