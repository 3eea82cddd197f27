import { addDays, indianDate } from '@mandap/shared/dates';
import { maskEmail, VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, json, USER, USER_SESSION } from '@/test/fake-api';
import { eligibility, enquiry, storefront } from '@/test/marketplace-data';
import { renderMarketplace } from './test/render-marketplace';

// Sending an enquiry needs a verified address (decision 0069): the server's 403 is shown with
// 'Send the link again', what was typed stays, and Send after verifying sends it.

const PATH = '/Vendors/42/shaadi-clicks-studio';
const eventDay = addDays(indianDate(new Date()), 40);
const GATE = VERIFICATION_MESSAGES.enquiryGate(maskEmail(USER.email));

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const section = () => screen.getByRole('region', { name: 'Send an enquiry' });
const field = (name: string) => within(section()).getByLabelText(name);

describe('the enquiry form of an unverified user', () => {
  it('shows the message with Send the link again, keeps what was typed, and sends once verified', async () => {
    let verified = false;
    const api = fakeApi({
      'GET /api/session': () =>
        json(200, { role: 'user', user: { ...USER, emailVerified: verified } }),
      'GET /api/listings/42': () => json(200, storefront()),
      'GET /api/user/shortlist': () => json(200, { items: [] }),
      'GET /api/user/listings/42/review': () => json(200, eligibility()),
      'POST /api/user/enquiries': () =>
        verified
          ? json(201, { enquiry: enquiry(), similar: [] })
          : json(403, { message: GATE, kind: 'email_unverified' }),
      'POST /api/account/email/verification': () =>
        json(200, {
          sent: true,
          alreadyVerified: false,
          message: VERIFICATION_MESSAGES.sent(maskEmail(USER.email)),
        }),
    });
    const { user } = renderMarketplace(PATH);
    await screen.findByRole('region', { name: 'Send an enquiry' });
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    await user.type(field('Event date'), eventDay);
    await user.selectOptions(field('Event type'), 'Wedding');
    await user.type(field('Number of guests'), '250');
    await user.type(field('Message'), 'We would like candid photos and a short film.');

    await user.click(within(section()).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(GATE);
    // The notice's own code loads when the refusal comes (decision 0069): its words follow.
    expect(await within(section()).findByText(VERIFICATION_MESSAGES.sendAgainAfter)).toBeVisible();
    // What was typed is still there.
    expect(field('Message')).toHaveValue('We would like candid photos and a short film.');
    expect(field('Number of guests')).toHaveValue('250');

    await user.click(within(section()).getByRole('button', { name: VERIFICATION_MESSAGES.resend }));
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      VERIFICATION_MESSAGES.sent(maskEmail(USER.email)),
    );
    expect(api.calls('POST /api/account/email/verification')).toHaveLength(1);
    // The verify page, in another tab, can offer to come back here.
    expect(window.localStorage.getItem('mandap:verify-return')).toBe(`${PATH}#enquire`);

    // Verified in another tab: Send again sends the same enquiry.
    verified = true;
    await user.click(within(section()).getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(api.calls('POST /api/user/enquiries')).toHaveLength(2));
    const [first, second] = api.calls('POST /api/user/enquiries');
    expect(second?.body).toEqual(first?.body);
    expect(await screen.findByText(/Your enquiry was sent/i)).toBeInTheDocument();
  });

  it("shows the server's words when the link cannot be sent again yet", async () => {
    fakeApi({
      'GET /api/session': () => json(200, USER_SESSION),
      'GET /api/listings/42': () => json(200, storefront()),
      'GET /api/user/shortlist': () => json(200, { items: [] }),
      'GET /api/user/listings/42/review': () => json(200, eligibility()),
      'POST /api/user/enquiries': () => json(403, { message: GATE, kind: 'email_unverified' }),
      'POST /api/account/email/verification': () =>
        json(
          429,
          { message: VERIFICATION_MESSAGES.tooMany(42), kind: 'rate_limited' },
          { 'retry-after': '2500' },
        ),
    });
    const { user } = renderMarketplace(PATH);
    await screen.findByRole('region', { name: 'Send an enquiry' });
    await waitFor(() => expect(field('Your phone')).toHaveValue(USER.phone));
    await user.type(field('Event date'), eventDay);
    await user.selectOptions(field('Event type'), 'Wedding');
    await user.type(field('Number of guests'), '250');
    await user.type(field('Message'), 'We would like candid photos and a short film.');
    await user.click(within(section()).getByRole('button', { name: 'Send enquiry' }));
    await user.click(
      await within(section()).findByRole('button', { name: VERIFICATION_MESSAGES.resend }),
    );
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      VERIFICATION_MESSAGES.tooMany(42),
    );
  });
});
