import {
  APPEAL_TEXTS,
  SUSPENSION_LIMITS,
  SUSPENSION_MESSAGES,
  SUSPENSION_REASONS,
} from '@mandap/shared/suspensions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appealDay } from '@/features/listings/components/listing-suspension';
import { summary } from '@/features/listings/test/data';
import { type FakeHandler, fakeApi, json, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The portal's side of a suspension (decision 0066): a listing suspended by Mandap says so and
// why on its card, with an Appeal button, a form within SUSPENSION_LIMITS, then the appeal's state.

const SUSPENDED = summary({ listingId: 51, status: 'suspended', firmName: 'Shady Beats' });
const ACTIVE = summary({ listingId: 52, status: 'active' });
const APPEALED_AT = '2026-11-22T10:00:00.000Z';

function portal(appeal: 'none' | 'pending' | 'upheld', extra: Record<string, FakeHandler> = {}) {
  let state = appeal;
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/listings': () => json(200, { listings: [SUSPENDED, ACTIVE] }),
    'GET /api/vendor/suspensions': () =>
      json(200, {
        listings: [
          {
            listingId: 51,
            reasonText: SUSPENSION_REASONS.suspend.wrong_category,
            details: 'Listed as a caterer.',
            appeal: state,
            appealedAt: state === 'none' ? null : APPEALED_AT,
          },
        ],
      }),
    'POST /api/vendor/listings/51/appeal': () => {
      state = 'pending';
      return json(201, { appealId: 3 });
    },
    ...extra,
  });
}

const stepsOf = (name: string) => screen.findByRole('region', { name: `Next steps for ${name}` });

describe('a listing suspended by Mandap, in the portal', () => {
  it('says so and why, and sends an appeal within the limits', async () => {
    const user = userEvent.setup();
    const api = portal('none');
    renderRoute('/services');
    const steps = await stepsOf('Shady Beats');
    expect(await within(steps).findByText(SUSPENSION_MESSAGES.suspendedByMandap)).toBeVisible();
    expect(
      within(steps).getByText(
        `${SUSPENSION_REASONS.suspend.wrong_category} (Listed as a caterer.)`,
      ),
    ).toBeInTheDocument();
    await user.click(within(steps).getByRole('button', { name: APPEAL_TEXTS.button }));
    const box = within(steps).getByLabelText(APPEAL_TEXTS.messageLabel);
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxlength', String(SUSPENSION_LIMITS.appealMaxLength));
    // Too short: told, nothing sent.
    await user.type(box, 'Not fake.');
    await user.click(within(steps).getByRole('button', { name: APPEAL_TEXTS.send }));
    expect(within(steps).getByRole('alert')).toHaveTextContent(SUSPENSION_MESSAGES.appealTooShort);
    expect(api.calls('POST /api/vendor/listings/51/appeal')).toHaveLength(0);
    await user.type(box, ' We are a DJ; the category was a slip, now fixed.');
    await user.click(within(steps).getByRole('button', { name: APPEAL_TEXTS.send }));
    expect(
      await within(steps).findByText(APPEAL_TEXTS.pendingSince(appealDay(APPEALED_AT))),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/vendor/listings/51/appeal')[0]?.body).toEqual({
      message: 'Not fake. We are a DJ; the category was a slip, now fixed.',
    });
    expect(within(steps).queryByRole('button', { name: APPEAL_TEXTS.button })).toBeNull();
    // The active listing's card is as it was.
    const other = await stepsOf('Beat Box DJs');
    expect(within(other).queryByText(SUSPENSION_MESSAGES.suspendedByMandap)).toBeNull();
  });

  it('shows the state of an appeal sent, or decided, instead of the button', async () => {
    portal('upheld');
    renderRoute('/services');
    const steps = await stepsOf('Shady Beats');
    expect(await within(steps).findByText(APPEAL_TEXTS.upheld)).toBeInTheDocument();
    expect(within(steps).queryByRole('button', { name: APPEAL_TEXTS.button })).toBeNull();
  });

  it("shows the server's refusal of an appeal", async () => {
    const user = userEvent.setup();
    portal('none', {
      'POST /api/vendor/listings/51/appeal': () =>
        json(409, { message: SUSPENSION_MESSAGES.appealedAlready }),
    });
    renderRoute('/services');
    const steps = await stepsOf('Shady Beats');
    await user.click(await within(steps).findByRole('button', { name: APPEAL_TEXTS.button }));
    await user.type(
      within(steps).getByLabelText(APPEAL_TEXTS.messageLabel),
      'The photos are our own work from 2024.',
    );
    await user.click(within(steps).getByRole('button', { name: APPEAL_TEXTS.send }));
    expect(await within(steps).findByRole('alert')).toHaveTextContent(
      SUSPENSION_MESSAGES.appealedAlready,
    );
  });
});

describe('listings hidden for an overdue commission invoice (decision 0076)', () => {
  const HIDDEN = {
    documentId: 9,
    number: 'MDP/26-27/000409',
    message:
      'Your listings are hidden from search because commission invoice MDP/26-27/000409 is overdue. Pay it to show them again.',
  };

  it('says why on the services list, with the way to pay the invoice', async () => {
    const api = fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/listings': () =>
        json(200, { listings: [summary({ listingId: 61, status: 'suspended' })] }),
      'GET /api/vendor/suspensions': () => json(200, { listings: [] }),
      'GET /api/vendor/billing/due': () =>
        json(200, { invoices: [], dueNowPaise: 0, hiddenListings: HIDDEN, waiting: [] }),
    });
    renderRoute('/services');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(HIDDEN.message);
    expect(within(notice).getByRole('link', { name: `Pay ${HIDDEN.number}` })).toHaveAttribute(
      'href',
      '/payment?invoice=9',
    );
    expect(api.calls('GET /api/vendor/billing/due')).toHaveLength(1);
  });

  it('asks nothing of what is due while every listing is active', async () => {
    const api = fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/listings': () => json(200, { listings: [ACTIVE] }),
    });
    renderRoute('/services');
    expect(
      await screen.findByRole('region', { name: `Next steps for ${ACTIVE.firmName}` }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET /api/vendor/billing/due')).toHaveLength(0);
  });
});
