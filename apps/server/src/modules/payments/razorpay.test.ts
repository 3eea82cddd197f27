import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { accountId, commissionStatement, invoiceOfStatement } from '../../../test/collections';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing } from '../../../test/listings';
import { collectCommission } from '../collections/index';
import { reconcile } from './service';
import { paymentSignature } from './signatures';

const KEY_ID = 'rzp_test_FakeKey123';
const KEY_SECRET = 'fake-key-secret-abcdef';

describe('Razorpay adapter against a fake Razorpay API', () => {
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    t = await buildTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'fake-webhook-secret',
      RAZORPAY_API_BASE: fake.apiBase,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates the order with our receipt and the listing amount, and verifies its signature', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie, 'catering', { plan: 'normal' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/order`,
      headers: { cookie: vendor.cookie },
    });
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({ provider: 'razorpay', keyId: KEY_ID, amountPaise: 29900 });
    const sent = fake.orders.get(order.orderId);
    expect(sent).toMatchObject({
      amount: 29900,
      currency: 'INR',
      notes: { listingId: String(listingId) },
    });
    expect(sent?.receipt).toMatch(/^MND-[0-9A-F]{12}$/);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/payments/verify',
      headers: { cookie: vendor.cookie },
      payload: {
        listingId,
        razorpay_order_id: order.orderId,
        razorpay_payment_id: 'pay_fake1',
        razorpay_signature: paymentSignature(KEY_SECRET, order.orderId, 'pay_fake1'),
      },
    });
    expect(verified.json()).toEqual({ status: 'paid' });

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/refund`,
      headers: { cookie: vendor.cookie },
    });
    expect(refund.json()).toEqual({ refundedPaise: 29900, status: 'refunded' });
    expect(fake.refunds).toContainEqual(
      expect.objectContaining({
        paymentId: 'pay_fake1',
        amount: 29900,
        idempotencyKey: `${sent?.receipt}-refund`,
      }),
    );
  });

  it('settles an order still open when Razorpay says it was captured (reconciliation)', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie, 'band', { plan: 'basic' });
    const { orderId } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/vendor/listings/${listingId}/order`,
        headers: { cookie: vendor.cookie },
      })
    ).json();
    fake.capture(orderId, 'pay_fake_captured', 9900);
    const early = await reconcile(
      t.database.db,
      t.config.business,
      t.parts.notifier,
      t.parts.payments,
      t.clock.now(),
    );
    expect(early.settled).toBe(0);
    t.clock.advance(20 * 60_000);
    const later = await reconcile(
      t.database.db,
      t.config.business,
      t.parts.notifier,
      t.parts.payments,
      t.clock.now(),
    );
    expect(later.settled).toBe(1);
    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/listings/${listingId}`,
      headers: { cookie: vendor.cookie },
    });
    expect(listing.json().status).toBe('active');
  });

  it('settles a commission invoice order still open when Razorpay says it was captured, issuing nothing', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const couple = await signedIn(t.app, 'user');
    const listingId = await createListing(t.app, vendor.cookie, 'dj', { plan: 'basic' });
    const owner = {
      vendorId: await accountId(t, 'vendors', vendor.account.email),
      userId: await accountId(t, 'users', couple.account.email),
      listingId,
    };
    const statementId = await commissionStatement(t, owner, '2027-03-01', [
      { valuePaise: 80_000_00 },
    ]);
    const deps = { db: t.database.db, business: t.config.business, notifier: t.parts.notifier };
    await collectCommission(deps, t.clock.now());
    const invoice = await invoiceOfStatement(t, statementId);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: `/api/vendor/billing/invoices/${invoice.id}/order`,
        headers: { cookie: vendor.cookie },
      })
    ).json();
    expect(order).toMatchObject({ provider: 'razorpay', amountPaise: invoice.total });
    expect(fake.orders.get(order.orderId)).toMatchObject({
      amount: invoice.total,
      notes: { invoice: invoice.number },
    });
    fake.capture(order.orderId, 'pay_fake_commission', invoice.total);
    t.clock.advance(20 * 60_000);
    const documents = async () =>
      (await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM tax_documents'))[0]
        ?.n;
    const before = await documents();
    expect(
      (
        await reconcile(
          t.database.db,
          t.config.business,
          t.parts.notifier,
          t.parts.payments,
          t.clock.now(),
        )
      ).settled,
    ).toBe(1);
    expect(await documents()).toBe(before);
    const [row] = await t.database.sql.query<{ paid: boolean }>(
      'SELECT paid_at IS NOT NULL AS paid FROM commission_invoices WHERE document_id = $1',
      [invoice.id],
    );
    expect(row?.paid).toBe(true);
  });

  it('allows Razorpay checkout hosts in the CSP only when Razorpay is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain(
      'https://checkout.razorpay.com',
    );
    const sandbox = await buildTestApp();
    try {
      const plain = await sandbox.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(plain.headers['content-security-policy'])).not.toContain('razorpay');
    } finally {
      await sandbox.close();
    }
  });

  it('answers 502 with a clear message when Razorpay refuses the order', async () => {
    const broken = await buildTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: 'the-wrong-secret',
      RAZORPAY_API_BASE: fake.apiBase,
    });
    try {
      const vendor = await signedIn(broken.app, 'vendor');
      const listingId = await createListing(broken.app, vendor.cookie);
      const res = await broken.app.inject({
        method: 'POST',
        url: `/api/vendor/listings/${listingId}/order`,
        headers: { cookie: vendor.cookie },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'The payment provider did not answer. Please try again in a few minutes.',
      });
    } finally {
      await broken.close();
    }
  });
});
