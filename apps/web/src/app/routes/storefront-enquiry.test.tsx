import { addDays, indianDate } from '@mandap/shared/dates';
import type { SessionReply } from '@mandap/shared/schemas/accounts';
import type { Storefront } from '@mandap/shared/schemas/marketplace';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  SIGNED_OUT_REPLY,
  USER,
  USER_SESSION,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { eligibility, enquiry, similarVendor, storefront } from '@/test/marketplace-data';
import { currentUrl, renderMarketplace } from './test/render-marketplace';

const PATH = '/Vendors/42/shaadi-clicks-studio';
const DRAFT_KEY = 'mandap:enquiry-draft:42';
const today = indianDate(new Date());
const eventDay = addDays(today, 40);

afterEach(() => window.sessionStorage.clear());

/** The storefront's API for `session`: the listing, an empty shortlist, and the test's routes. */
function storefrontApi(
  session: SessionReply,
  handlers: Record<string, FakeHandler> = {},
  listing: Storefront = storefront(),
) {
  return fakeApi({
    'GET /api/session': () => json(200, session),
    'GET /api/listings/42': () => json(200, listing),
    'GET /api/user/shortlist': () => json(200, { items: [] }),
    'GET /api/user/listings/42/review': () => json(200, eligibility()),
    ...handlers,
  });
}

const section = () => screen.getByRole('region', { name: 'Send an enquiry' });
const field = (name: string) => within(section()).getByLabelText(name);

async function openForm() {
  const view = renderMarketplace(PATH);
  await screen.findByRole('region', { name: 'Send an enquiry' });
  return view;
}

/** Types a whole enquiry; phone and email only when given (a user's are filled already). */
async function fillEnquiry(
  user: UserEvent,
  values: { date?: string; phone?: string; email?: string; budget?: string } = {},
) {
  await user.type(field('Event date'), values.date ?? eventDay);
  await user.selectOptions(field('Event type'), 'Wedding');
  await user.type(field('Number of guests'), '250');
  await user.type(field('Budget in rupees (optional)'), values.budget ?? '1,50,000');
  await user.type(field('Message'), 'We would like candid photos and a short film.');
  if (values.phone !== undefined) await user.type(field('Your phone'), values.phone);
  if (values.email !== undefined) await user.type(field('Your email'), values.email);
}

const sendButton = () => within(section()).getByRole('button', { name: /^Send/ });

describe('enquiry form', () => {
  it("fills the city from the listing and phone and email from the user's account", async () => {
    storefrontApi(USER_SESSION);
    await openForm();
    expect(section()).toHaveAttribute('id', 'enquire');
    expect(field('City')).toHaveValue('Jaipur');
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    expect(field('Your email')).toHaveValue(USER.email);
    expect(field('Event date')).toHaveAttribute('min', today);
    // The contact box stays beside it.
    expect(screen.getByRole('region', { name: 'Contact' })).toBeInTheDocument();
  });

  it('shows the shared messages beside the fields and focuses the first, sending nothing', async () => {
    const api = storefrontApi(USER_SESSION);
    const { user } = await openForm();
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    await user.clear(field('City'));
    await user.clear(field('Your phone'));
    await user.type(field('Your phone'), '12345');

    await user.click(sendButton());

    const date = field('Event date');
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Choose the date of your event.');
    expect(field('Event type')).toHaveAccessibleDescription('Choose the type of event.');
    expect(field('City')).toHaveAccessibleDescription('Enter the city of your event.');
    expect(field('Number of guests')).toHaveAccessibleDescription(
      'Enter the number of guests, for example 200.',
    );
    expect(field('Message')).toHaveAccessibleDescription(
      'Write a message to the vendor. Up to 2,000 characters.',
    );
    expect(field('Your phone')).toHaveAccessibleDescription(
      /Please enter a valid 10-digit phone number/,
    );
    // An empty budget is allowed.
    expect(field('Budget in rupees (optional)')).not.toHaveAttribute('aria-invalid');
    expect(api.calls('POST /api/user/enquiries')).toHaveLength(0);
  });

  it('refuses a past date and a budget of zero with the shared messages', async () => {
    const api = storefrontApi(USER_SESSION);
    const { user } = await openForm();
    await fillEnquiry(user, { date: addDays(today, -1), budget: '0' });
    await user.click(sendButton());
    expect(
      await within(section()).findByText('The event date cannot be in the past.'),
    ).toBeInTheDocument();
    expect(field('Budget in rupees (optional)')).toHaveAccessibleDescription(
      'Enter your budget in whole rupees, for example 1,50,000, or leave it empty.',
    );
    expect(api.calls('POST /api/user/enquiries')).toHaveLength(0);
  });

  it('sends the enquiry, says where the reply comes, and sends it on to the similar vendors ticked', async () => {
    const sent = deferredReply();
    const api = storefrontApi(USER_SESSION, {
      'POST /api/user/enquiries': sent.handler,
      'POST /api/user/enquiries/501/forward': ({ body }) => {
        const { listingIds } = body as { listingIds: number[] };
        return json(201, {
          enquiries: listingIds.map((listingId, index) =>
            enquiry({ id: 600 + index, listingId, firmName: `Firm ${listingId}` }),
          ),
        });
      },
    });
    const { user, router } = await openForm();
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    await fillEnquiry(user);

    await user.click(sendButton());
    const sending = await within(section()).findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(api.calls('POST /api/user/enquiries')[0]?.body).toEqual({
      listingId: 42,
      eventDate: eventDay,
      eventType: 'wedding',
      city: 'Jaipur',
      guests: 250,
      budgetRupees: 150000,
      message: 'We would like candid photos and a short film.',
      phone: USER.phone,
      email: USER.email,
    });

    sent.resolve(
      json(201, {
        enquiry: enquiry(),
        similar: [
          similarVendor(77, 'Pink City Pictures', 14000),
          similarVendor(78, 'Amber Lens', 16000),
          similarVendor(79, 'Royal Frames', 18000),
        ],
      }),
    );
    expect(
      await within(section()).findByText(
        'Your enquiry was sent to Shaadi Clicks Studio. You will find their reply in Chat.',
      ),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/chat/501',
    );

    const similar = within(section()).getByRole('group', { name: 'Similar vendors' });
    expect(within(similar).getAllByRole('checkbox')).toHaveLength(3);
    expect(
      within(similar).getByRole('checkbox', { name: 'Amber Lens' }),
    ).toHaveAccessibleDescription(/Photo Video · Jaipur\s*from\s*₹16,000/);

    // Nothing ticked: the button says what to do instead of sending nothing.
    await user.click(within(section()).getByRole('button', { name: 'Send to selected vendors' }));
    expect(within(section()).getByRole('alert')).toHaveTextContent('Tick at least one vendor.');

    await user.click(within(similar).getByRole('checkbox', { name: 'Pink City Pictures' }));
    await user.click(within(similar).getByRole('checkbox', { name: 'Royal Frames' }));
    await user.click(within(section()).getByRole('button', { name: 'Send to 2 selected vendors' }));

    const also = await within(section()).findByRole('status');
    expect(also).toHaveTextContent('Your enquiry was also sent to:');
    expect(within(also).getByText('Firm 77')).toBeInTheDocument();
    expect(within(also).getByRole('link', { name: 'Conversation with Firm 79' })).toHaveAttribute(
      'href',
      '/chat/601',
    );
    expect(api.calls('POST /api/user/enquiries/501/forward')[0]?.body).toEqual({
      listingIds: [77, 79],
    });
    // The one not sent to is still offered.
    expect(within(section()).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(section()).getByRole('checkbox', { name: 'Amber Lens' })).not.toBeChecked();

    await user.click(within(section()).getByRole('link', { name: 'Open the conversation' }));
    expect(currentUrl(router)).toBe('/chat/501');
  });

  it('offers no similar step when the server found none', async () => {
    storefrontApi(USER_SESSION, {
      'POST /api/user/enquiries': () => json(201, { enquiry: enquiry(), similar: [] }),
    });
    const { user } = await openForm();
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    await fillEnquiry(user);
    await user.click(sendButton());
    expect(await within(section()).findByText(/Your enquiry was sent to/)).toBeInTheDocument();
    expect(within(section()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(section()).queryByText('Ask similar vendors too')).not.toBeInTheDocument();
  });

  it('shows the enquiry sent at once, and again on return in the same session, to that user only', async () => {
    storefrontApi(USER_SESSION, {
      'POST /api/user/enquiries': () => json(201, { enquiry: enquiry(), similar: [] }),
    });
    const { user } = await openForm();
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    await fillEnquiry(user);
    await user.click(sendButton());
    expect(await within(section()).findByText(/Your enquiry was sent to/)).toBeInTheDocument();

    // Leaving the storefront and coming back in this tab: still sent, with the way to its chat,
    // and the focus left where the page puts it.
    cleanup();
    await openForm();
    const back = await within(section()).findByText(/Your enquiry was sent to/);
    expect(back).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/chat/501',
    );
    expect(within(section()).queryByRole('button', { name: 'Send enquiry' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
    await user.click(within(section()).getByRole('button', { name: 'Write another enquiry' }));
    expect(field('Event date')).toBeInTheDocument();

    // Someone else signed in on this tab sees the form.
    cleanup();
    storefrontApi({ role: 'user', user: { ...USER, email: 'meera@example.in' } });
    await openForm();
    await waitFor(() => expect(field('Your email')).toHaveValue('meera@example.in'));
    expect(within(section()).queryByText(/Your enquiry was sent to/)).toBeNull();
  });

  it('warns about a date the vendor marked booked, and sends on the second press', async () => {
    const api = storefrontApi(
      USER_SESSION,
      { 'POST /api/user/enquiries': () => json(201, { enquiry: enquiry(), similar: [] }) },
      storefront({ bookedDates: [eventDay] }),
    );
    const { user } = await openForm();
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    await fillEnquiry(user);

    await user.click(sendButton());
    const warning = await within(section()).findByRole('alert');
    expect(warning).toHaveTextContent(
      /Shaadi Clicks Studio has marked \w+day \d+ \w+ \d{4} as booked\./,
    );
    expect(warning).toHaveTextContent('You can still ask');
    expect(api.calls('POST /api/user/enquiries')).toHaveLength(0);

    await user.click(within(section()).getByRole('button', { name: 'Send anyway' }));
    expect(await within(section()).findByText(/Your enquiry was sent to/)).toBeInTheDocument();
    expect(api.calls('POST /api/user/enquiries')).toHaveLength(1);
  });

  it("shows the server's message when the daily limit is reached, and lets the couple try again", async () => {
    const limit =
      'You have sent 20 enquiries in the last 24 hours. You can send more after 3:15 pm.';
    storefrontApi(USER_SESSION, {
      'POST /api/user/enquiries': () => json(429, { message: limit }, { 'retry-after': '600' }),
    });
    const { user } = await openForm();
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    await fillEnquiry(user);
    await user.click(sendButton());
    expect(await within(section()).findByRole('alert')).toHaveTextContent(limit);
    expect(within(section()).getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  });

  it("puts the server's field messages beside the fields", async () => {
    storefrontApi(USER_SESSION, {
      'POST /api/user/enquiries': () =>
        json(400, {
          message: 'Please correct the highlighted fields.',
          fieldErrors: { city: 'Enter the city of your event.' },
        }),
    });
    const { user } = await openForm();
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    await fillEnquiry(user);
    await user.click(sendButton());
    await waitFor(() =>
      expect(field('City')).toHaveAccessibleDescription('Enter the city of your event.'),
    );
    expect(field('City')).toHaveFocus();
  });

  it("keeps a visitor's enquiry while they sign in, then sends it with their account's phone and email", async () => {
    const visitorApi = storefrontApi(SIGNED_OUT_REPLY);
    const first = await openForm();
    await screen.findByText(/You will be asked to sign in or create a user account/);
    await fillEnquiry(first.user);
    await first.user.click(sendButton());

    const kept = await within(section()).findByRole('status');
    expect(kept).toHaveTextContent(
      'Your enquiry is kept. Sign in to send it to Shaadi Clicks Studio.',
    );
    expect(within(kept).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/UserLogin?redirectTo=%2FVendors%2F42%2Fshaadi-clicks-studio%23enquire',
    );
    expect(within(kept).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/UserRegister?redirectTo=%2FVendors%2F42%2Fshaadi-clicks-studio%23enquire',
    );
    expect(visitorApi.calls('POST /api/user/enquiries')).toHaveLength(0);
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    expect(stored.values).toMatchObject({ eventDate: eventDay, guests: '250', phone: '' });
    // Only what the couple typed: nothing of the vendor's.
    expect(Object.keys(stored.values).sort()).toEqual([
      'budgetRupees',
      'city',
      'email',
      'eventDate',
      'eventType',
      'guests',
      'message',
      'phone',
    ]);
    first.unmount();

    // Back from signing in as a user, on the same page: the enquiry goes without a press.
    const api = storefrontApi(USER_SESSION, {
      'POST /api/user/enquiries': () => json(201, { enquiry: enquiry(), similar: [] }),
    });
    renderMarketplace(`${PATH}#enquire`);
    expect(
      await screen.findByText(
        'Your enquiry was sent to Shaadi Clicks Studio. You will find their reply in Chat.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/user/enquiries')).toHaveLength(1);
    expect(api.calls('POST /api/user/enquiries')[0]?.body).toMatchObject({
      listingId: 42,
      eventDate: eventDay,
      guests: 250,
      phone: USER.phone,
      email: USER.email,
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('gives a visitor who comes back without signing in what they typed', async () => {
    storefrontApi(SIGNED_OUT_REPLY);
    const first = await openForm();
    await fillEnquiry(first.user, { phone: '9988776655' });
    await first.user.click(sendButton());
    await within(section()).findByRole('status');
    first.unmount();

    renderMarketplace(PATH);
    await screen.findByRole('region', { name: 'Send an enquiry' });
    await waitFor(() => expect(field('Number of guests')).toHaveValue('250'));
    expect(field('Your phone')).toHaveValue('9988776655');
    // The sign-in notice comes with the session's answer, which may come after the draft.
    expect(await within(section()).findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('tells a vendor that enquiries are sent from a user account', async () => {
    storefrontApi(VENDOR_SESSION);
    renderMarketplace(PATH);
    expect(
      await within(await screen.findByRole('region', { name: 'Send an enquiry' })).findByText(
        /Enquiries are sent from a user account\./,
      ),
    ).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Sign in as a user' })).toHaveAttribute(
      'href',
      '/UserLogin?redirectTo=%2FVendors%2F42%2Fshaadi-clicks-studio%23enquire',
    );
  });
});
