import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, signInAgain } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { SANDBOX_CARDS, SANDBOX_UPI_IDS } from './sandbox';
import { hmacHex } from './signatures';

const SECRET = 'sandbox-secret-for-tests-0123456789';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_PAYMENT_SECRET: SECRET });
});
afterAll(() => t.close());

type Vendor = Awaited<ReturnType<typeof signedIn>>;

async function order(vendor: Vendor, listingId: number, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${listingId}/order`,
    headers: { cookie: vendor.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** The sandbox checkout, as the vendor's browser calls it (with the session cookie). */
async function pay(vendor: Vendor, orderId: string, cardNumber: string = SANDBOX_CARDS.success) {
  return payWith(vendor, { orderId, cardNumber });
}

async function payWith(vendor: Vendor, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    headers: { cookie: vendor.cookie },
    payload,
  });
}

async function verify(vendor: Vendor, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vendor/payments/verify',
    headers: { cookie: vendor.cookie },
    payload: body,
  });
}

async function listing(vendor: Vendor, listingId: number) {
  return (
    await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${listingId}`,
      headers: { cookie: vendor.cookie },
    })
  ).json();
}

async function paidListing(vendor: Vendor, plan = 'basic') {
  const listingId = await createListing(t.app, vendor.cookie, 'dj', { plan });
  const { orderId } = (await order(vendor, listingId)).json();
  const result = (await pay(vendor, orderId)).json();
  const res = await verify(vendor, { listingId, ...result });
  expect(res.statusCode).toBe(200);
  return { listingId, orderId, result };
}

describe('sandbox plan payment', () => {
  it('opens an order for the server-computed amount and reuses it when asked again', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie, 'hotel', {
      starRating: '5',
      plan: 'basic',
    });
    const first = await order(vendor, listingId, { amount: 1, amountPaise: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      provider: 'sandbox',
      keyId: 'rzp_sandbox_mandap',
      amountPaise: 169900,
      currency: 'INR',
      listingId,
      prefill: { name: 'Asha Verma', email: vendor.account.email, contact: '9876543210' },
    });
    const second = await order(vendor, listingId);
    expect(second.json().orderId).toBe(first.json().orderId);
  });

  it('replaces an open order whose amount no longer matches the listing, failing the old one', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie, 'dj', { plan: 'basic' });
    const first = (await order(vendor, listingId)).json();
    // The listing's amount changes under the open order (e.g. an operator corrects the price).
    await t.database.sql.query('UPDATE listings SET amount_paise = 29900 WHERE id = $1', [
      listingId,
    ]);
    const second = (await order(vendor, listingId)).json();
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.amountPaise).toBe(29900);
    const rows = await t.database.sql.query<{ status: string; amount_paise: number }>(
      'SELECT status, amount_paise FROM payments WHERE listing_id = $1 ORDER BY id',
      [listingId],
    );
    expect(rows).toEqual([
      { status: 'failed', amount_paise: 9900 },
      { status: 'created', amount_paise: 29900 },
    ]);
  });

  it('declines the decline card and changes nothing', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie);
    const { orderId } = (await order(vendor, listingId)).json();
    const declined = await pay(vendor, orderId, SANDBOX_CARDS.decline);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      message: 'Your card was declined. Please try another card.',
    });
    expect((await listing(vendor, listingId)).status).toBe('pending_payment');
  });

  it('pays by UPI as Razorpay test mode does: success@razorpay pays, failure@razorpay fails', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie);
    const { orderId } = (await order(vendor, listingId)).json();

    const failed = await payWith(vendor, { orderId, vpa: SANDBOX_UPI_IDS.failure });
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({
      message: 'The UPI payment failed. Please try again or pay by card.',
    });
    const unknown = await payWith(vendor, { orderId, vpa: 'ravi.kumar@okhdfcbank' });
    expect(unknown.statusCode).toBe(402);
    expect(unknown.json().message).toBe(
      'In the sandbox, pay with the UPI ID success@razorpay (failure@razorpay fails).',
    );
    expect((await listing(vendor, listingId)).status).toBe('pending_payment');

    // A retry of the same open order with the UPI ID that pays, typed as people type it.
    const paid = await payWith(vendor, { orderId, vpa: ' Success@Razorpay ' });
    expect(paid.statusCode).toBe(200);
    const res = await verify(vendor, { listingId, ...paid.json() });
    expect(res.statusCode).toBe(200);
    expect((await listing(vendor, listingId)).status).toBe('active');
  });

  it('refuses a malformed UPI ID, and a body with both or neither of a card and a UPI ID', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie);
    const { orderId } = (await order(vendor, listingId)).json();
    const malformed = await payWith(vendor, { orderId, vpa: 'success.razorpay' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain(
      'Please enter a valid UPI ID, such as yourname@okhdfcbank.',
    );
    for (const payload of [
      { orderId },
      { orderId, cardNumber: SANDBOX_CARDS.success, vpa: SANDBOX_UPI_IDS.success },
    ]) {
      const res = await payWith(vendor, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('a card number or a UPI ID');
    }
    expect((await listing(vendor, listingId)).status).toBe('pending_payment');
  });

  it('verifies a signed result, activates the listing once, and refuses a second order', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const before = t.clock.now();
    const { listingId, result } = await paidListing(vendor, 'normal');
    const row = await t.database.sql.query<{
      status: string;
      paid_at: Date;
      free_until: Date;
      commission_basis_points: number;
    }>('SELECT status, paid_at, free_until, commission_basis_points FROM listings WHERE id = $1', [
      listingId,
    ]);
    expect(row[0]?.status).toBe('active');
    expect(row[0]?.commission_basis_points).toBe(700);
    const months = (new Date(row[0]?.free_until ?? 0).getTime() - before.getTime()) / DAY;
    expect(months).toBeGreaterThanOrEqual(119);
    expect(months).toBeLessThanOrEqual(124);
    const again = await verify(vendor, { listingId, ...result });
    expect(again.json()).toEqual({ status: 'paid' });
    const reorder = await order(vendor, listingId);
    expect(reorder.statusCode).toBe(409);
    expect(reorder.json()).toEqual({ message: 'This listing is already paid.' });
  });

  it('refuses a tampered signature, a mismatched order and another vendor\u2019s order', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie);
    const otherId = await createListing(t.app, vendor.cookie);
    const { orderId } = (await order(vendor, listingId)).json();
    const result = (await pay(vendor, orderId)).json();
    const failed = { message: 'Payment verification failed. Please contact support.' };

    const tampered = `${result.razorpay_signature.slice(0, -1)}${result.razorpay_signature.endsWith('0') ? '1' : '0'}`;
    const r1 = await verify(vendor, { listingId, ...result, razorpay_signature: tampered });
    expect(r1.statusCode).toBe(400);
    expect(r1.json()).toEqual(failed);

    const r2 = await verify(vendor, { listingId: otherId, ...result });
    expect(r2.statusCode).toBe(400);

    const stranger = await signedIn(t.app, 'vendor');
    const r3 = await verify(stranger, { listingId, ...result });
    expect(r3.statusCode).toBe(400);
    expect((await order(stranger, listingId)).statusCode).toBe(404);

    const forged = await verify(vendor, {
      listingId,
      ...result,
      razorpay_signature: hmacHex('not the secret', `${orderId}|${result.razorpay_payment_id}`),
    });
    expect(forged.statusCode).toBe(400);
    expect((await listing(vendor, listingId)).status).toBe('pending_payment');
  });
});

describe('webhook', () => {
  function webhook(body: string, eventId: string, signature = hmacHex(SECRET, body)) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
  }

  async function capturedEvent(vendor: Vendor) {
    const listingId = await createListing(t.app, vendor.cookie);
    const { orderId, amountPaise } = (await order(vendor, listingId)).json();
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: `pay_wh_${listingId}`,
            order_id: orderId,
            amount: amountPaise,
            status: 'captured',
          },
        },
      },
    });
    return { listingId, body };
  }

  async function state(listingId: number) {
    const rows = await t.database.sql.query<{ status: string; paid_at: Date; payments: number }>(
      `SELECT l.status, l.paid_at, (SELECT count(*)::int FROM payments p WHERE p.listing_id = l.id AND p.status = 'paid') AS payments
       FROM listings l WHERE l.id = $1`,
      [listingId],
    );
    return rows[0];
  }

  it('refuses a bad signature', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const { listingId, body } = await capturedEvent(vendor);
    const res = await webhook(body, 'evt_bad', 'f'.repeat(64));
    expect(res.statusCode).toBe(400);
    expect((await state(listingId))?.status).toBe('pending_payment');
  });

  it('changes state once for the same event three times in a row', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const { listingId, body } = await capturedEvent(vendor);
    const eventId = `evt_seq_${listingId}`;
    const first = await webhook(body, eventId);
    expect(first.statusCode).toBe(200);
    const after = await state(listingId);
    expect(after).toMatchObject({ status: 'active', payments: 1 });
    t.clock.advance(60_000);
    for (let i = 0; i < 2; i += 1) expect((await webhook(body, eventId)).statusCode).toBe(200);
    expect(await state(listingId)).toEqual(after);
    // One tax invoice, and one notice of it (decision 0074), however often the event comes.
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: vendor.cookie },
    });
    const invoices = (notes.json().notifications as { title: string; link: string }[]).filter((n) =>
      n.title.startsWith('Tax invoice '),
    );
    expect(invoices).toEqual([
      expect.objectContaining({ link: expect.stringMatching(/^\/billing\/documents\/\d+$/) }),
    ]);
  });

  it('changes state once for the same event three times in parallel', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const { listingId, body } = await capturedEvent(vendor);
    const replies = await Promise.all([1, 2, 3].map(() => webhook(body, `evt_par_${listingId}`)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await state(listingId)).toMatchObject({ status: 'active', payments: 1 });
    const events = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_webhook_events WHERE event_id = $1',
      [`evt_par_${listingId}`],
    );
    expect(events[0]?.n).toBe(1);
  });
});

describe('refunds (terms, R11)', () => {
  async function quote(vendor: Vendor, listingId: number) {
    return t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${listingId}/refund`,
      headers: { cookie: vendor.cookie },
    });
  }

  it('quotes 100% on day 0 and day 7, 40% pro rata on day 8, then refunds and deactivates', async () => {
    let vendor = await signedIn(t.app, 'vendor');
    const { listingId } = await paidListing(vendor, 'premium');
    expect((await quote(vendor, listingId)).json()).toMatchObject({
      amountPaise: 69900,
      refundablePaise: 69900,
    });
    // A week away ends an idle session: the vendor signs in again.
    t.clock.advance(7 * DAY);
    vendor = { ...vendor, ...(await signInAgain(t.app, 'vendor', vendor.account)) };
    expect((await quote(vendor, listingId)).json().refundablePaise).toBe(69900);
    t.clock.advance(DAY);
    const late = (await quote(vendor, listingId)).json().refundablePaise;
    expect(late).toBeLessThan(0.4 * 69900);
    expect(late).toBeGreaterThan(0.35 * 69900);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/refund`,
      headers: { cookie: vendor.cookie },
    });
    expect(refund.json()).toEqual({ refundedPaise: late, status: 'refunded' });
    expect((await listing(vendor, listingId)).status).toBe('suspended');
    expect((await quote(vendor, listingId)).statusCode).toBe(409);
  });

  it('refuses a refund of an unpaid listing', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie);
    const res = await quote(vendor, listingId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only a paid listing can be refunded.' });
  });
});
