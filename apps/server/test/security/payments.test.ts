// Security tests of plan payments (R11): who may pay, sign, verify and refund what, and that bad
// input is refused with a 4xx, never a 500. Each test is named for what it proves; the final
// report of issue 14 maps them to OWASP ASVS 5.0 and the API Security Top 10 (2023).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hmacHex, paymentSetup, SANDBOX_CARDS } from '../../src/modules/payments/index';
import { ConfigError, loadConfig } from '../../src/platform/config';
import { signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';
import { createListing } from '../listings';

const SECRET = 'sandbox-secret-for-security-tests-0123';
const SIGN_IN = { message: 'Please sign in as a vendor to continue.' };
const NO_ORDER = { message: 'No such payment order was found. Please start the payment again.' };
const VERIFY_FAILED = { message: 'Payment verification failed. Please contact support.' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_PAYMENT_SECRET: SECRET });
});
afterAll(() => t.close());

type Vendor = Awaited<ReturnType<typeof signedIn>>;

function order(vendor: Vendor, listingId: number, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${listingId}/order`,
    headers: { cookie: vendor.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** The sandbox checkout, as the browser calls it: with the session cookie when there is one. */
function pay(
  cookie: string | undefined,
  orderId: string,
  cardNumber: string = SANDBOX_CARDS.success,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    headers: cookie ? { cookie } : {},
    payload: { orderId, cardNumber },
  });
}

function verify(vendor: Vendor, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vendor/payments/verify',
    headers: { cookie: vendor.cookie },
    payload: body,
  });
}

function refund(vendor: Vendor, listingId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/vendor/listings/${listingId}/refund`,
    headers: { cookie: vendor.cookie },
  });
}

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

async function listingStatus(listingId: number): Promise<string | undefined> {
  const rows = await t.database.sql.query<{ status: string }>(
    'SELECT status FROM listings WHERE id = $1',
    [listingId],
  );
  return rows[0]?.status;
}

async function paymentRows(listingId: number) {
  return t.database.sql.query<{ status: string; refunded_paise: number | null }>(
    'SELECT status, refunded_paise FROM payments WHERE listing_id = $1 ORDER BY id',
    [listingId],
  );
}

/** A vendor's pending listing with its open order. */
async function openOrder(vendor?: Vendor) {
  const owner = vendor ?? (await signedIn(t.app, 'vendor'));
  const listingId = await createListing(t.app, owner.cookie, 'dj', { plan: 'premium' });
  const reply = await order(owner, listingId);
  expect(reply.statusCode).toBe(200);
  const { orderId, amountPaise } = reply.json() as { orderId: string; amountPaise: number };
  return { vendor: owner, listingId, orderId, amountPaise };
}

/** A vendor's listing paid through the sandbox and verified: active. */
async function paidListing() {
  const opened = await openOrder();
  const result = (await pay(opened.vendor.cookie, opened.orderId)).json();
  expect((await verify(opened.vendor, { listingId: opened.listingId, ...result })).statusCode).toBe(
    200,
  );
  return { ...opened, result };
}

describe('the sandbox checkout signs only an open order of the signed-in vendor', () => {
  it('anonymous cannot pay through the sandbox', async () => {
    const { listingId, orderId } = await openOrder();
    const res = await pay(undefined, orderId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGN_IN);
    expect(JSON.stringify(res.json())).not.toContain('razorpay_signature');
    expect(await listingStatus(listingId)).toBe('pending_payment');
  });

  it('a customer session cannot pay through the sandbox', async () => {
    const { orderId } = await openOrder();
    const customer = await signedIn(t.app, 'user');
    const res = await pay(customer.cookie, orderId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SIGN_IN);
  });

  it('the sandbox refuses to sign an order of another vendor, as if it did not exist', async () => {
    const { orderId } = await openOrder();
    const stranger = await signedIn(t.app, 'vendor');
    const other = await pay(stranger.cookie, orderId);
    const unknown = await pay(stranger.cookie, 'order_sbx_doesnotexist1');
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    // The same reply for both: a stranger learns nothing about which order ids exist.
    expect(other.json()).toEqual(NO_ORDER);
    expect(unknown.json()).toEqual(NO_ORDER);
  });

  it('a paid order cannot be paid again', async () => {
    const { vendor, orderId } = await paidListing();
    const again = await pay(vendor.cookie, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order is already paid.' });
  });

  it('a replaced order cannot be paid', async () => {
    const { vendor, listingId, orderId } = await openOrder();
    // The listing's amount changes under the open order: asking again fails the old one.
    await t.database.sql.query('UPDATE listings SET amount_paise = 29900 WHERE id = $1', [
      listingId,
    ]);
    const replacement = (await order(vendor, listingId)).json();
    expect(replacement.orderId).not.toBe(orderId);
    const stale = await pay(vendor.cookie, orderId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/no longer open.*start the payment again/i);
    expect((await pay(vendor.cookie, replacement.orderId)).statusCode).toBe(200);
  });

  it('the declined test card is still declined for the owner', async () => {
    const { vendor, orderId } = await openOrder();
    const res = await pay(vendor.cookie, orderId, SANDBOX_CARDS.decline);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: 'Your card was declined. Please try another card.' });
  });

  it('malformed or missing JSON to the sandbox answers 400, not 500', async () => {
    const { vendor } = await openOrder();
    const send = (payload: string | undefined, contentType?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        headers: { cookie: vendor.cookie, ...(contentType ? { 'content-type': contentType } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });
    const cases = [
      send('{"orderId": "order_x", ', 'application/json'),
      send('', 'application/json'),
      send(undefined),
      send('null', 'application/json'),
      send('[]', 'application/json'),
      send('"text"', 'application/json'),
      send('{"orderId": "order_x"}', 'application/json'),
      send('{"orderId": 5, "cardNumber": 4111111111111111}', 'application/json'),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      const { message } = res.json() as { message: string };
      expect(message.length).toBeGreaterThan(10);
      expect(message).not.toMatch(/went wrong on our side/);
    }
  });
});

describe('the server decides what is paid, and for how much', () => {
  it('the amount comes from the server, not the browser', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie, 'dj', { plan: 'premium' });
    const res = await order(vendor, listingId, { amount: 1, amountPaise: 1, plan: 'basic' });
    expect(res.statusCode).toBe(200);
    expect(res.json().amountPaise).toBe(69900);
    const rows = await t.database.sql.query<{ amount_paise: number }>(
      'SELECT amount_paise FROM payments WHERE listing_id = $1',
      [listingId],
    );
    expect(rows).toEqual([{ amount_paise: 69900 }]);
  });

  it('a forged signature is refused and the listing stays unpaid', async () => {
    const { vendor, listingId, orderId } = await openOrder();
    const paymentId = 'pay_sbx_forged000001';
    const forged = await verify(vendor, {
      listingId,
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(
        'a guessed secret, not the sandbox one',
        `${orderId}|${paymentId}`,
      ),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual(VERIFY_FAILED);
    expect(await listingStatus(listingId)).toBe('pending_payment');
  });

  it("verify with another vendor's listing id is refused", async () => {
    const mine = await openOrder();
    const result = (await pay(mine.vendor.cookie, mine.orderId)).json();
    const theirs = await openOrder();
    // My genuine, signed result presented for their listing, by me and by them.
    const byMe = await verify(mine.vendor, { ...result, listingId: theirs.listingId });
    const byThem = await verify(theirs.vendor, { ...result, listingId: theirs.listingId });
    expect(byMe.statusCode).toBe(400);
    expect(byThem.statusCode).toBe(400);
    expect(byThem.json()).toEqual(VERIFY_FAILED);
    expect(await listingStatus(theirs.listingId)).toBe('pending_payment');
    expect(await listingStatus(mine.listingId)).toBe('pending_payment');
  });

  it('parallel first orders answer one open order', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie, 'dj', { plan: 'normal' });
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => order(vendor, listingId)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(replies.map((r) => r.json().orderId));
    expect(ids.size).toBe(1);
    const open = await t.database.sql.query<{ provider_order_id: string }>(
      "SELECT provider_order_id FROM payments WHERE listing_id = $1 AND status = 'created'",
      [listingId],
    );
    expect(open.map((row) => row.provider_order_id)).toEqual([...ids]);
  });

  it('a refund twice refunds once', async () => {
    const { vendor, listingId } = await paidListing();
    const refunds = vi.spyOn(t.parts.payments, 'refund');
    try {
      const replies = await Promise.all([refund(vendor, listingId), refund(vendor, listingId)]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = replies.find((r) => r.statusCode === 409);
      expect(refused?.json().message).toMatch(/already (been )?refunded/i);
      // Each provider call carries the same idempotency key, so the provider refunds once.
      expect(new Set(refunds.mock.calls.map((call) => call[2])).size).toBe(1);
    } finally {
      refunds.mockRestore();
    }
    const rows = await paymentRows(listingId);
    expect(rows).toEqual([{ status: 'refunded', refunded_paise: 69900 }]);
    expect(await listingStatus(listingId)).toBe('suspended');
    // And one after the other: the second is refused before the provider is asked.
    const later = await refund(vendor, listingId);
    expect(later.statusCode).toBe(409);
  });

  it("a vendor cannot refund another vendor's listing", async () => {
    const { listingId } = await paidListing();
    const stranger = await signedIn(t.app, 'vendor');
    const res = await refund(stranger, listingId);
    expect(res.statusCode).toBe(404);
    expect(await listingStatus(listingId)).toBe('active');
  });
});

describe('the webhook acts only on signed, well-formed events', () => {
  function captured(orderId: string, amount: number, paymentId: string) {
    return JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } },
      },
    });
  }

  it('a webhook with a bad signature changes nothing', async () => {
    const { listingId, orderId, amountPaise } = await openOrder();
    const body = captured(orderId, amountPaise, `pay_bad_${listingId}`);
    const eventId = `evt_badsig_${listingId}`;
    for (const signature of ['f'.repeat(64), hmacHex('not the webhook secret', body), '']) {
      const res = await webhook(body, eventId, signature);
      expect(res.statusCode).toBe(400);
    }
    expect(await listingStatus(listingId)).toBe('pending_payment');
    const events = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payment_webhook_events WHERE event_id = $1',
      [eventId],
    );
    // Not even recorded: the genuine event with this id still settles the order later.
    expect(events[0]?.n).toBe(0);
    expect((await webhook(body, eventId)).statusCode).toBe(200);
    expect(await listingStatus(listingId)).toBe('active');
  });

  it('a signed webhook for another amount does not settle the order', async () => {
    const { listingId, orderId } = await openOrder();
    const res = await webhook(
      captured(orderId, 100, `pay_low_${listingId}`),
      `evt_low_${listingId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(await listingStatus(listingId)).toBe('pending_payment');
  });

  it('a signed webhook whose body is null, not an object or not JSON answers 400, not 500', async () => {
    const bodies = ['null', '[]', '42', '"payment.captured"', 'true', '{"event":', '{"event": 7}'];
    for (const [index, body] of bodies.entries()) {
      const res = await webhook(body, `evt_shape_${index}`);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toMatch(/webhook body/i);
    }
  });
});

describe('payment settings at start-up', () => {
  it('production refuses to start without payment settings', () => {
    const start = () => loadConfig({ NODE_ENV: 'production' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/PAYMENTS=sandbox/);
    expect(start).toThrow(/RAZORPAY_KEY_ID/);
    expect(start).toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it('PAYMENTS=sandbox takes test payments even when Razorpay keys are set', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://mandap.example',
      MAIL: 'log',
      GRIEVANCE_OFFICER_NAME: 'Test Grievance Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
      GRIEVANCE_OFFICER_ADDRESS: 'Test address, 1 Test Road, Bengaluru 560001',
      INVOICES: 'specimen',
      PAYMENTS: 'sandbox',
      RAZORPAY_KEY_ID: 'rzp_live_abc123',
      RAZORPAY_KEY_SECRET: 'live-secret-123456',
      SANDBOX_PAYMENT_SECRET: SECRET,
      DATA_DIR: t.tempDir,
    });
    expect(config.razorpay).toBeUndefined();
    const setup = await paymentSetup(config);
    expect(setup.payments.name).toBe('sandbox');
    expect(setup.sandbox).toBeDefined();
  });
});
