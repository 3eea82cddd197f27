import { maskEmail, VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import { LIMITS } from '@mandap/shared/limits';
import type { ListingStatus } from '@mandap/shared/schemas/listings';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutOrder } from '@/features/payment/api/payments';
import { CARD_MESSAGES } from '@/features/payment/lib/card';
import type { RazorpayOptions } from '@/features/payment/lib/razorpay';
import {
  deferredReply,
  type FakeHandler,
  fakeApi,
  json,
  networkFailure,
  SIGNED_OUT_REPLY,
  VENDOR,
  VENDOR_SESSION,
} from '@/test/fake-api';
import { listingDetail } from '@/test/listing';
import { renderRoute } from '@/test/render-route';

const LISTING_ID = 42;
const PAYMENT_PATH = `/payment?service_id=${LISTING_ID}&vendor_id=${VENDOR.vendorUniqueId}`;
const ORDER_ROUTE = `POST /api/vendor/listings/${LISTING_ID}/order`;
const SANDBOX_ROUTE = 'POST /api/payments/sandbox/checkout';
const UPI_FAILED = 'The UPI payment failed. Please try again or pay by card.';
const VERIFY_ROUTE = 'POST /api/vendor/payments/verify';
const LISTING_ROUTE = `GET /api/vendor/listings/${LISTING_ID}`;
const REFUND_ROUTE = `/api/vendor/listings/${LISTING_ID}/refund`;

const SUCCESS_CARD = '4111 1111 1111 1111';
const DECLINE_CARD = '4000 0000 0000 0002';
const DECLINED = 'Your card was declined. Please try another card.';

const ORDER: CheckoutOrder = {
  provider: 'sandbox',
  keyId: 'rzp_sandbox_mandap',
  orderId: 'order_sbx_A1b2C3d4E5f6G7',
  amountPaise: 69_900,
  currency: 'INR',
  listingId: LISTING_ID,
  description: 'Shaadi Beats: PREMIUM plan',
  prefill: { name: VENDOR.name, email: VENDOR.email, contact: VENDOR.phone },
};

const SIGNED = {
  razorpay_order_id: ORDER.orderId,
  razorpay_payment_id: 'pay_sbx_Q9w8E7r6T5y4U3',
  razorpay_signature: 'a'.repeat(64),
};

/** GET /api/vendor/listings/:id as the server answers it (more than the page reads). */
function listing(status: ListingStatus) {
  return listingDetail({
    listingId: LISTING_ID,
    category: 'dj',
    firmName: 'Shaadi Beats',
    status,
    plan: 'premium',
    amountPaise: 69_900,
  });
}

/** The payments API as the sandbox server answers it, with any route overridden. */
function paymentServer(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    [ORDER_ROUTE]: () => json(200, ORDER),
    [SANDBOX_ROUTE]: ({ body }) => {
      const { cardNumber, vpa } = body as { cardNumber?: string; vpa?: string };
      if (vpa !== undefined) {
        return vpa === 'success@razorpay' ? json(200, SIGNED) : json(402, { message: UPI_FAILED });
      }
      return cardNumber === SUCCESS_CARD.replace(/\s/g, '')
        ? json(200, SIGNED)
        : json(402, { message: DECLINED });
    },
    [VERIFY_ROUTE]: () => json(200, { status: 'paid' }),
    ...overrides,
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Mandap Sandbox Checkout' });
const inDialog = () => within(dialog());

async function openPayment(path = PAYMENT_PATH, user: UserEvent = userEvent.setup()) {
  const view = renderRoute(path);
  await screen.findByRole('dialog', { name: 'Mandap Sandbox Checkout' });
  return { ...view, user };
}

/** The checkout opens on UPI; a card is one choice away. */
async function chooseCard(user: UserEvent) {
  const card = inDialog().getByRole('radio', { name: 'Card' });
  if (!(card as HTMLInputElement).checked) await user.click(card);
}

async function fillCard(user: UserEvent, card: string) {
  await chooseCard(user);
  const number = inDialog().getByLabelText('Card number');
  await user.clear(number);
  await user.type(number, card);
  await user.clear(inDialog().getByLabelText('Expiry (MM/YY)'));
  await user.type(inDialog().getByLabelText('Expiry (MM/YY)'), '1230');
  await user.clear(inDialog().getByLabelText('CVV'));
  await user.type(inDialog().getByLabelText('CVV'), '123');
}

const payButton = () => inDialog().getByRole('button', { name: 'Pay ₹699' });

afterEach(() => {
  vi.useRealTimers();
});

describe('payment page', () => {
  it.each([
    ['no vendor_id', `/payment?service_id=${LISTING_ID}`],
    ['no service_id', `/payment?vendor_id=${VENDOR.vendorUniqueId}`],
    ['a service_id that is not a number', '/payment?service_id=abc&vendor_id=VND-1'],
    ['a service_id of 0', '/payment?service_id=0&vendor_id=VND-1'],
    ['a negative service_id', '/payment?service_id=-3&vendor_id=VND-1'],
  ])('with %s says the link is incomplete and opens nothing', async (_case, path) => {
    const api = paymentServer();
    renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment link is incomplete. Please open it again from your services.',
    );
    expect(screen.getByRole('link', { name: 'Go to your services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(ORDER_ROUTE)).toHaveLength(0);
  });

  it("is titled 'Initializing Payment...' while the order is created", async () => {
    const order = deferredReply();
    paymentServer({ [ORDER_ROUTE]: order.handler });
    renderRoute(PAYMENT_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Initializing Payment...' }),
    ).toBeVisible();
    expect(screen.getByText('Creating your order...')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    order.resolve(json(200, ORDER));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Payment · Mandap'));
  });

  it('opens the sandbox checkout: a modal with the order, the amount, UPI first and the test cards', async () => {
    const api = paymentServer();
    const { user } = await openPayment();
    const checkout = dialog();
    expect(checkout).toHaveAttribute('aria-modal', 'true');
    expect(checkout).toHaveAccessibleDescription(ORDER.description);
    expect(inDialog().getByText('₹699')).toBeInTheDocument();
    expect(inDialog().getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(inDialog().getByLabelText('UPI ID')).toHaveFocus();
    expect(inDialog().getByText('success@razorpay')).toBeInTheDocument();
    expect(inDialog().getByText('failure@razorpay')).toBeInTheDocument();
    await chooseCard(user);
    expect(inDialog().getByText(SUCCESS_CARD)).toBeInTheDocument();
    expect(inDialog().getByText(DECLINE_CARD)).toBeInTheDocument();
    expect(inDialog().getByLabelText('Name on card')).toHaveValue(VENDOR.name);
    expect(inDialog().queryByLabelText('UPI ID')).not.toBeInTheDocument();
    expect(inDialog().getByRole('button', { name: 'Cancel payment' })).toBeInTheDocument();
    expect(payButton()).toBeInTheDocument();
    // The order is the listing's; the link's vendor_id is not sent anywhere.
    expect(api.calls(ORDER_ROUTE)).toHaveLength(1);
    expect(api.calls(ORDER_ROUTE)[0]?.body).toBeUndefined();
    // Behind the dialog, the page says what is being paid for.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Initializing Payment...' }),
    ).toBeVisible();
  });

  it('keeps focus inside the checkout', async () => {
    paymentServer();
    const { user } = await openPayment();
    const close = inDialog().getByRole('button', { name: 'Cancel payment' });
    const pay = payButton();
    pay.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(pay).toHaveFocus();
    // The page behind is inert while the checkout is open.
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
  });

  it('checks the card before paying', async () => {
    const api = paymentServer();
    const { user } = await openPayment();
    await chooseCard(user);
    await user.clear(inDialog().getByLabelText('Name on card'));
    await user.type(inDialog().getByLabelText('Card number'), '4111 1111 1111 1112');
    await user.type(inDialog().getByLabelText('Expiry (MM/YY)'), '1319');
    await user.click(payButton());
    expect(inDialog().getByLabelText('Card number')).toHaveAccessibleDescription(
      CARD_MESSAGES.cardNumber,
    );
    expect(inDialog().getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      CARD_MESSAGES.expiry,
    );
    expect(inDialog().getByLabelText('CVV')).toHaveAccessibleDescription(CARD_MESSAGES.cvv);
    expect(inDialog().getByLabelText('Name on card')).toHaveAccessibleDescription(
      CARD_MESSAGES.name,
    );
    expect(inDialog().getByLabelText('Card number')).toHaveFocus();
    expect(api.calls(SANDBOX_ROUTE)).toHaveLength(0);
  });

  it('pays, verifies, counts down 5 seconds with a progress bar and goes to /services', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const verify = deferredReply();
    const api = paymentServer({
      [VERIFY_ROUTE]: verify.handler,
      // The list of listings the page goes to asks for the listings.
      'GET /api/vendor/listings': () => json(200, { listings: [] }),
    });
    const { user, router } = await openPayment(
      PAYMENT_PATH,
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await fillCard(user, SUCCESS_CARD);
    expect(inDialog().getByLabelText('Card number')).toHaveValue(SUCCESS_CARD);
    await user.click(payButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifying Payment...' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(SANDBOX_ROUTE)[0]?.body).toEqual({
      orderId: ORDER.orderId,
      cardNumber: '4111111111111111',
    });
    expect(api.calls(VERIFY_ROUTE)[0]?.body).toEqual({ listingId: LISTING_ID, ...SIGNED });

    // From here the clock moves only when the test says so.
    vi.useFakeTimers();
    await act(async () => verify.resolve(json(200, { status: 'paid' })));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const status = screen.getByText('Payment successful! Redirecting in 5 seconds...');
    expect(status.closest('[role="status"]')).not.toBeNull();
    const bar = screen.getByRole('progressbar', { name: 'Redirecting to your services' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', String(LIMITS.paymentCountdownSeconds));

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Payment successful! Redirecting in 4 seconds...')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    for (const left of [3, 2]) {
      act(() => vi.advanceTimersByTime(1000));
      expect(
        screen.getByText(`Payment successful! Redirecting in ${left} seconds...`),
      ).toBeVisible();
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Payment successful! Redirecting in 1 second...')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    // Not on the way anywhere yet (the list's code loads lazily, so look at the navigation too).
    expect(router.state.location.pathname).toBe('/payment');
    expect(router.state.navigation.state).toBe('idle');
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(router.state.location.search).toBe('');
    // The list is told which listing was paid, to say so (issue 17).
    expect(router.state.location.state).toEqual({ paidListingId: LISTING_ID });
  });

  it('shows a declined card inside the checkout and lets the vendor pay with another', async () => {
    const api = paymentServer();
    const { user } = await openPayment();
    await fillCard(user, DECLINE_CARD);
    await user.click(payButton());
    expect(await inDialog().findByRole('alert')).toHaveTextContent(DECLINED);
    expect(dialog()).toBeInTheDocument();
    expect(api.calls(VERIFY_ROUTE)).toHaveLength(0);

    await fillCard(user, SUCCESS_CARD);
    await user.click(payButton());
    expect(
      await screen.findByText(/^Payment successful! Redirecting in \d seconds?\.\.\.$/),
    ).toBeVisible();
    expect(api.calls(SANDBOX_ROUTE)).toHaveLength(2);
  });

  it('pays by UPI: checks the UPI ID, shows a failed UPI payment, then pays with the one that succeeds', async () => {
    const api = paymentServer();
    const { user } = await openPayment();
    const upi = inDialog().getByLabelText('UPI ID');
    await user.type(upi, 'asha.okhdfcbank');
    await user.click(payButton());
    expect(upi).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid UPI ID, such as yourname@okhdfcbank.'),
    );
    expect(upi).toHaveFocus();
    expect(api.calls(SANDBOX_ROUTE)).toHaveLength(0);

    await user.clear(upi);
    await user.type(upi, 'failure@razorpay');
    await user.click(payButton());
    expect(await inDialog().findByRole('alert')).toHaveTextContent(UPI_FAILED);
    expect(api.calls(VERIFY_ROUTE)).toHaveLength(0);

    await user.clear(upi);
    await user.type(upi, ' success@razorpay ');
    await user.click(payButton());
    expect(
      await screen.findByText(/^Payment successful! Redirecting in \d seconds?\.\.\.$/),
    ).toBeVisible();
    expect(api.calls(SANDBOX_ROUTE).map((call) => call.body)).toEqual([
      { orderId: ORDER.orderId, vpa: 'failure@razorpay' },
      { orderId: ORDER.orderId, vpa: 'success@razorpay' },
    ]);
  });

  it("shows the server's reason when the sandbox refuses the order", async () => {
    const closed = 'This order is no longer open. Please start the payment again.';
    paymentServer({ [SANDBOX_ROUTE]: () => json(409, { message: closed }) });
    const { user } = await openPayment();
    await fillCard(user, SUCCESS_CARD);
    await user.click(payButton());
    expect(await inDialog().findByRole('alert')).toHaveTextContent(closed);
  });

  it('says so when the sandbox cannot be reached', async () => {
    paymentServer({ [SANDBOX_ROUTE]: () => networkFailure() });
    const { user } = await openPayment();
    await fillCard(user, SUCCESS_CARD);
    await user.click(payButton());
    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      'The payment could not be completed. Please try again.',
    );
  });

  it.each([
    [
      'the close button',
      (user: UserEvent) => user.click(inDialog().getByRole('button', { name: 'Cancel payment' })),
    ],
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
  ])(
    'stays on the page when the checkout is closed with %s, and opens it again',
    async (_case, close) => {
      const api = paymentServer();
      const { user } = await openPayment();
      await close(user);

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(
        screen.getByText('Payment cancelled. You can try again.').closest('[role="status"]'),
      ).not.toBeNull();
      expect(screen.getByText('Shaadi Beats: PREMIUM plan')).toBeVisible();
      const again = screen.getByRole('button', { name: 'Open checkout again' });
      expect(again).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Go to your services' })).toHaveAttribute(
        'href',
        '/services',
      );
      expect(api.calls(VERIFY_ROUTE)).toHaveLength(0);

      await user.click(again);
      expect(await screen.findByRole('dialog', { name: 'Mandap Sandbox Checkout' })).toBeVisible();
      expect(api.calls(ORDER_ROUTE)).toHaveLength(2);
    },
  );

  it.each([
    ['a server error', () => json(500, { message: 'Something went wrong.' })],
    ['no answer', () => networkFailure()],
  ])("says 'Order creation failed!' on %s and can try again", async (_case, reply) => {
    const api = paymentServer({ [ORDER_ROUTE]: reply });
    const user = userEvent.setup();
    renderRoute(PAYMENT_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order creation failed!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.on(ORDER_ROUTE, () => json(200, ORDER));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Mandap Sandbox Checkout' })).toBeVisible();
  });

  it("says 'Order creation failed!' for a listing that is not the vendor's", async () => {
    paymentServer({ [ORDER_ROUTE]: () => json(404, { message: 'Listing not found.' }) });
    renderRoute(PAYMENT_PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order creation failed!');
    expect(alert).toHaveTextContent('This listing was not found among your services.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it.each([
    [
      'refuses the signature (400)',
      () => json(400, { message: 'Payment verification failed. Please contact support.' }),
      'Payment verification failed. Please contact support.',
      false,
    ],
    [
      'fails (500)',
      () => json(500, { message: 'Something went wrong.' }),
      'Error verifying payment. Please contact support.',
      true,
    ],
    [
      'cannot be reached',
      () => networkFailure(),
      'Error verifying payment. Please contact support.',
      true,
    ],
  ])('stays on the page when verification %s', async (_case, reply, message, retryable) => {
    const api = paymentServer({ [VERIFY_ROUTE]: reply });
    const { user, router } = await openPayment();
    await fillCard(user, SUCCESS_CARD);
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(`Payment reference: ${SIGNED.razorpay_payment_id}`);
    expect(router.state.location.pathname).toBe('/payment');
    expect(screen.queryByText(/Payment successful/)).not.toBeInTheDocument();

    const retry = screen.queryByRole('button', { name: 'Try verifying again' });
    if (!retryable) {
      expect(retry).not.toBeInTheDocument();
      return;
    }
    // The same signed result is sent again: nothing is paid twice.
    api.on(VERIFY_ROUTE, () => json(200, { status: 'paid' }));
    await user.click(retry as HTMLElement);
    expect(await screen.findByText(/^Payment successful!/)).toBeVisible();
    expect(api.calls(VERIFY_ROUTE)).toHaveLength(2);
    expect(api.calls(VERIFY_ROUTE)[1]?.body).toEqual(api.calls(VERIFY_ROUTE)[0]?.body);
    expect(api.calls(SANDBOX_ROUTE)).toHaveLength(1);
  });

  it('sends the vendor to log in when the session has ended, and back here after', async () => {
    let signedIn = true;
    paymentServer({
      'GET /api/session': () => json(200, signedIn ? VENDOR_SESSION : SIGNED_OUT_REPLY),
      [ORDER_ROUTE]: () => {
        signedIn = false;
        return json(401, { message: 'Please sign in as a vendor.' });
      },
    });
    const { router } = renderRoute(PAYMENT_PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/VendorLogin'));
    expect(router.state.location.search).toBe(
      `?${new URLSearchParams({ redirectTo: PAYMENT_PATH })}`,
    );
  });
});

describe('payment page, Razorpay', () => {
  it('opens Razorpay with the order and verifies its result', async () => {
    const opened: RazorpayOptions[] = [];
    window.Razorpay = class {
      constructor(readonly options: RazorpayOptions) {}
      open() {
        opened.push(this.options);
      }
    };
    try {
      const api = paymentServer({
        [ORDER_ROUTE]: () => json(200, { ...ORDER, provider: 'razorpay', keyId: 'rzp_test_key' }),
      });
      renderRoute(PAYMENT_PATH);
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opened[0]).toMatchObject({
        key: 'rzp_test_key',
        amount: 69_900,
        currency: 'INR',
        order_id: ORDER.orderId,
        name: 'Mandap',
        description: ORDER.description,
        prefill: ORDER.prefill,
      });
      await act(async () => opened[0]?.handler(SIGNED));
      expect(await screen.findByText(/^Payment successful!/)).toBeVisible();
      expect(api.calls(VERIFY_ROUTE)[0]?.body).toEqual({ listingId: LISTING_ID, ...SIGNED });
    } finally {
      delete window.Razorpay;
    }
  });

  it('stays on the page when Razorpay is dismissed', async () => {
    const opened: RazorpayOptions[] = [];
    window.Razorpay = class {
      constructor(readonly options: RazorpayOptions) {}
      open() {
        opened.push(this.options);
      }
    };
    try {
      paymentServer({ [ORDER_ROUTE]: () => json(200, { ...ORDER, provider: 'razorpay' }) });
      renderRoute(PAYMENT_PATH);
      await waitFor(() => expect(opened).toHaveLength(1));
      act(() => opened[0]?.modal.ondismiss());
      expect(await screen.findByText('Payment cancelled. You can try again.')).toBeVisible();
    } finally {
      delete window.Razorpay;
    }
  });
});

describe('payment page, already paid', () => {
  function paidServer(refund: { refundablePaise: number } = { refundablePaise: 69_900 }) {
    let status: ListingStatus = 'active';
    return paymentServer({
      [ORDER_ROUTE]: () => json(409, { message: 'This listing is already paid.' }),
      [LISTING_ROUTE]: () => json(200, listing(status)),
      [`GET ${REFUND_ROUTE}`]: () =>
        json(200, {
          amountPaise: 69_900,
          refundablePaise: refund.refundablePaise,
          paidAt: '2025-03-12T06:30:00.000Z',
        }),
      [`POST ${REFUND_ROUTE}`]: () => {
        status = 'suspended';
        return json(200, { refundedPaise: refund.refundablePaise, status: 'refunded' });
      },
    });
  }

  const statusOf = () =>
    screen.getByText('Status', { selector: 'dt' }).nextElementSibling?.textContent;

  it('says the listing is paid, with its status and a way back to the services', async () => {
    paidServer();
    renderRoute(PAYMENT_PATH);
    expect(await screen.findByText('This listing is already paid.')).toBeVisible();
    await waitFor(() => expect(statusOf()).toBe('Active'));
    expect(screen.getByText('Shaadi Beats')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the refundable amount and the terms, then refunds on confirmation', async () => {
    const api = paidServer();
    const user = userEvent.setup();
    renderRoute(PAYMENT_PATH);
    await waitFor(() => expect(statusOf()).toBe('Active'));
    await user.click(screen.getByRole('button', { name: 'Request refund' }));

    const refund = within(await screen.findByRole('region', { name: 'Refund' }));
    expect(refund.getByText('₹699', { selector: 'strong' })).toBeVisible();
    expect(refund.getByText(/You paid ₹699 on 12 Mar 2025/)).toBeVisible();
    expect(refund.getByText(/100% of the amount within 7 days of payment/)).toBeVisible();
    expect(refund.getByText(/40% of the amount, pro rata to the free period/)).toBeVisible();
    expect(refund.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(api.calls(`POST ${REFUND_ROUTE}`)).toHaveLength(0);

    await user.click(refund.getByRole('button', { name: 'Confirm refund of ₹699' }));
    expect(
      await screen.findByText('Refund of ₹699 requested. Your listing is now inactive.'),
    ).toBeVisible();
    expect(api.calls(`POST ${REFUND_ROUTE}`)).toHaveLength(1);
    await waitFor(() => expect(statusOf()).toBe('Suspended'));
    expect(screen.queryByRole('button', { name: 'Request refund' })).not.toBeInTheDocument();
  });

  it('can keep the listing instead', async () => {
    const api = paidServer();
    const user = userEvent.setup();
    renderRoute(PAYMENT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Request refund' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my listing' }));
    expect(screen.queryByRole('region', { name: 'Refund' })).not.toBeInTheDocument();
    expect(api.calls(`POST ${REFUND_ROUTE}`)).toHaveLength(0);
  });

  it('offers no refund once the refund period is over', async () => {
    paidServer({ refundablePaise: 0 });
    const user = userEvent.setup();
    renderRoute(PAYMENT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Request refund' }));
    expect(await screen.findByText('The refund period for this listing is over.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Confirm refund/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a refund", async () => {
    paidServer();
    const api = paymentServer({
      [ORDER_ROUTE]: () => json(409, { message: 'This listing is already paid.' }),
      [LISTING_ROUTE]: () => json(200, listing('active')),
      [`GET ${REFUND_ROUTE}`]: () => json(409, { message: 'Only a paid listing can be refunded.' }),
    });
    const user = userEvent.setup();
    renderRoute(PAYMENT_PATH);
    await user.click(await screen.findByRole('button', { name: 'Request refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a paid listing can be refunded.',
    );
    expect(api.calls(`POST ${REFUND_ROUTE}`)).toHaveLength(0);
  });
});

describe('payment page, e-mail not verified (decision 0069)', () => {
  const GATE = VERIFICATION_MESSAGES.paymentGate(maskEmail(VENDOR.email));

  it('shows the message and Send the link again instead of the checkout, then pays once verified', async () => {
    let verified = false;
    const api = paymentServer({
      [ORDER_ROUTE]: () =>
        verified ? json(200, ORDER) : json(403, { message: GATE, kind: 'email_unverified' }),
      'POST /api/account/email/verification': () =>
        json(200, {
          sent: true,
          alreadyVerified: false,
          message: VERIFICATION_MESSAGES.sent(maskEmail(VENDOR.email)),
        }),
    });
    const user = userEvent.setup();
    renderRoute(PAYMENT_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(GATE);
    expect(screen.queryByRole('dialog', { name: 'Mandap Sandbox Checkout' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: VERIFICATION_MESSAGES.resend }));
    expect(
      await screen.findByText(VERIFICATION_MESSAGES.sent(maskEmail(VENDOR.email))),
    ).toBeVisible();
    expect(api.calls('POST /api/account/email/verification')).toHaveLength(1);

    verified = true;
    await user.click(screen.getByRole('button', { name: VERIFICATION_MESSAGES.continueToPayment }));
    expect(
      await screen.findByRole('dialog', { name: 'Mandap Sandbox Checkout' }),
    ).toBeInTheDocument();
    expect(api.calls(ORDER_ROUTE)).toHaveLength(2);
  });
});

describe('payment page, commission invoice (decision 0076)', () => {
  const DOCUMENT_ID = 17;
  const INVOICE_PATH = `/payment?invoice=${DOCUMENT_ID}`;
  const INVOICE_ORDER_ROUTE = `POST /api/vendor/billing/invoices/${DOCUMENT_ID}/order`;
  const INVOICE_ORDER: CheckoutOrder = {
    provider: 'sandbox',
    keyId: 'rzp_sandbox_mandap',
    orderId: 'order_sbx_Inv0ice17xYz',
    amountPaise: 826_00,
    currency: 'INR',
    documentId: DOCUMENT_ID,
    description: 'Commission invoice MDP/27-28/000017 (March 2027)',
    prefill: { name: VENDOR.name, email: VENDOR.email, contact: VENDOR.phone },
  };
  const invoiceServer = (overrides: Record<string, FakeHandler> = {}) =>
    paymentServer({
      [INVOICE_ORDER_ROUTE]: () => json(200, INVOICE_ORDER),
      [SANDBOX_ROUTE]: () => json(200, { ...SIGNED, razorpay_order_id: INVOICE_ORDER.orderId }),
      // The Billing screen, where a paid invoice leads.
      'GET /api/vendor/billing/details': () => json(200, { details: null }),
      'GET /api/vendor/billing/documents': () => json(200, { documents: [] }),
      'GET /api/vendor/billing/statements': () => json(200, { statements: [] }),
      ...overrides,
    });

  it('opens the checkout for the invoice, verifies it as the invoice, and goes to Billing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = invoiceServer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderRoute(INVOICE_PATH);
    await screen.findByRole('dialog', { name: 'Mandap Sandbox Checkout' });
    expect(dialog()).toHaveAccessibleDescription(INVOICE_ORDER.description);
    expect(inDialog().getByText('₹826')).toBeInTheDocument();
    expect(api.calls(ORDER_ROUTE)).toHaveLength(0);
    expect(api.calls(INVOICE_ORDER_ROUTE)[0]?.body).toBeUndefined();

    await fillCard(user, SUCCESS_CARD);
    await user.click(inDialog().getByRole('button', { name: 'Pay ₹826' }));
    expect(
      await screen.findByText(/^Payment successful! Redirecting in \d seconds?\.\.\.$/),
    ).toBeVisible();
    expect(api.calls(VERIFY_ROUTE)[0]?.body).toEqual({
      documentId: DOCUMENT_ID,
      ...SIGNED,
      razorpay_order_id: INVOICE_ORDER.orderId,
    });
    expect(screen.getByText('Commission invoice', { selector: 'dt' })).toBeVisible();
    expect(screen.getByText(INVOICE_ORDER.description)).toBeVisible();
    expect(screen.getByText(/Your commission invoice is paid\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Billing now' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(screen.getByRole('progressbar', { name: 'Redirecting to Billing' })).toBeVisible();
    for (let second = 0; second < 5; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
  });

  it('says so when the invoice is paid already, with the way to Billing', async () => {
    invoiceServer({
      [INVOICE_ORDER_ROUTE]: () =>
        json(409, { message: 'This commission invoice is already paid.' }),
    });
    renderRoute(INVOICE_PATH);
    expect(await screen.findByText('This commission invoice is already paid.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Commission Payment' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says the invoice is not the vendor's when the server does not know it", async () => {
    invoiceServer({
      [INVOICE_ORDER_ROUTE]: () =>
        json(404, { message: 'No such commission invoice was found among yours.' }),
    });
    renderRoute(INVOICE_PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order creation failed!');
    expect(alert).toHaveTextContent('This commission invoice was not found among yours.');
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/billing');
  });

  it('calls an invoice link without a good id incomplete, and asks for nothing', async () => {
    const api = invoiceServer();
    renderRoute('/payment?invoice=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment link is incomplete. Please open it again from the Billing page.',
    );
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/billing');
    expect(api.calls(INVOICE_ORDER_ROUTE)).toHaveLength(0);
  });
});
