import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, newAccount, signedIn } from '../../../test/accounts';
import { startFakeRazorpay } from '../../../test/fake-razorpay';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { createListing, listingFields } from '../../../test/listings';
import { multipart, png } from '../../../test/multipart';
import { payThroughSandbox } from '../../../test/payments';
import { hmacHex, paymentSignature, reconcile, SANDBOX_CARDS } from '../payments/index';
import { verifyAuditChain } from './index';

// The sensitive actions of vendors and users write their audit entries (issue 28, decision
// 0060): each with its actor, object and trace, inside the action's own transaction; and no
// password, token, session id, signature or card number ever reaches the log.

const ADDRESS_KEY = 'audit-address-key-for-tests-0123456789abcdef';
const SANDBOX_SECRET = 'sandbox-secret-for-tests-0123456789';
const ADDRESS = '10.77.0.1';

interface Row extends Record<string, unknown> {
  id: number;
  actor_kind: string;
  actor_id: number | null;
  actor_role: string;
  action: string;
  object_type: string;
  object_id: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  address_hash: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    AUDIT_ADDRESS_KEY: ADDRESS_KEY,
    SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET,
  });
});
afterAll(() => t.close());

function addressHash(address: string): string {
  return createHmac('sha256', ADDRESS_KEY).update(address).digest('hex');
}

/** The entries of one action about one object, oldest first. */
async function entries(app: TestApp, action: string, objectId?: number | string): Promise<Row[]> {
  const rows = await app.database.sql.query<Row>(
    `SELECT id, actor_kind, actor_id, actor_role, action, object_type, object_id, before, after,
       request_id, address_hash
     FROM audit_log WHERE action = $1 AND ($2::text IS NULL OR object_id = $2::text) ORDER BY id`,
    [action, objectId === undefined ? null : String(objectId)],
  );
  return rows.map((row) => ({
    ...row,
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
  }));
}

async function idOf(app: TestApp, table: 'vendors' | 'users', email: string): Promise<number> {
  const [row] = await app.database.sql.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE email = $1`,
    [email],
  );
  return Number(row?.id);
}

function login(role: 'vendor' | 'user', email: string, password: string, address = ADDRESS) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email, password },
    remoteAddress: address,
  });
}

describe('sign-in', () => {
  it.each(['vendor', 'user'] as const)('a %s signing in writes account.signed_in', async (role) => {
    const { account } = await signedIn(t.app, role);
    const id = await idOf(t, role === 'vendor' ? 'vendors' : 'users', account.email);
    const res = await login(role, account.email, account.password);
    expect(res.statusCode).toBe(200);
    const rows = (await entries(t, 'account.signed_in', id)).filter((r) => r.object_type === role);
    // signedIn signed in once already (from 127.0.0.1), this is the second.
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      actor_kind: role,
      actor_id: id,
      actor_role: role,
      object_type: role,
      object_id: String(id),
      address_hash: addressHash(ADDRESS),
    });
    expect(rows[1]?.request_id).toEqual(expect.any(String));
  });

  it('a wrong password writes nothing until the account locks, then one entry', async () => {
    const { account } = await signedIn(t.app, 'vendor');
    const id = await idOf(t, 'vendors', account.email);
    for (let i = 1; i <= 9; i += 1) {
      expect((await login('vendor', account.email, 'Wrong@Pass1', '10.77.1.1')).statusCode).toBe(
        401,
      );
    }
    expect(await entries(t, 'account.sign_in_locked', id)).toEqual([]);
    expect((await login('vendor', account.email, 'Wrong@Pass1', '10.77.1.1')).statusCode).toBe(401);
    // Locked: even the right password waits, and the lock is not written again.
    expect((await login('vendor', account.email, GOOD_PASSWORD, '10.77.1.1')).statusCode).toBe(429);
    const rows = await entries(t, 'account.sign_in_locked', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'system',
      actor_id: null,
      actor_role: 'sign-in-limits',
      object_type: 'vendor',
      object_id: String(id),
      address_hash: addressHash('10.77.1.1'),
      after: { failures: 10, windowMinutes: 15 },
    });
  });

  it('an address reaching the ceiling of failed sign-ins writes address.sign_in_locked', async () => {
    const address = '10.77.2.2';
    for (let i = 1; i <= 100; i += 1) {
      const res = await login('user', newAccount().email, 'Wrong@Pass1', address);
      expect(res.statusCode).toBe(401);
    }
    expect((await login('user', newAccount().email, 'Wrong@Pass1', address)).statusCode).toBe(429);
    const rows = (await entries(t, 'address.sign_in_locked')).filter(
      (row) => row.address_hash === addressHash(address),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'system',
      object_type: 'address',
      object_id: null,
      after: { failures: 100, windowMinutes: 15 },
    });
  });
});

describe('account details', () => {
  it('a vendor editing name and phone writes nothing; the e-mail does not change there', async () => {
    // A change of address is audited when its link is followed (recovery.test.ts, decision 0068).
    const vendor = await signedIn(t.app, 'vendor', {
      email: `asha.before.${Math.random().toString(36).slice(2, 10)}@example.in`,
    });
    const id = await idOf(t, 'vendors', vendor.account.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: { cookie: vendor.cookie },
      payload: { name: 'Asha Sharma', email: `asha.changed.${id}@example.in`, phone: '9876543210' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(vendor.account.email);
    expect(await entries(t, 'account.email_changed', id)).toEqual([]);
  });
});

describe('listings', () => {
  it('submitting, editing and removing media each write their entry, by the vendor', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const vendorId = await idOf(t, 'vendors', vendor.account.email);
    const body = multipart(listingFields({ firmName: 'Audit Beats', plan: 'basic' }), [
      { field: 'images', name: 'stage.png', type: 'image/png', data: await png(400, 300) },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/listings/dj',
      headers: { ...body.headers, cookie: vendor.cookie },
      payload: body.payload,
      remoteAddress: ADDRESS,
    });
    expect(created.statusCode).toBe(201);
    const { listingId } = created.json() as { listingId: number };
    const [submitted] = await entries(t, 'listing.submitted', listingId);
    expect(submitted).toMatchObject({
      actor_kind: 'vendor',
      actor_id: vendorId,
      object_type: 'listing',
      after: {
        category: 'dj',
        firmName: 'Audit Beats',
        plan: 'basic',
        amountPaise: 9900,
        status: 'pending_payment',
        images: 1,
        videos: 0,
      },
      address_hash: addressHash(ADDRESS),
    });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/listings/${listingId}`,
      headers: { cookie: vendor.cookie },
      payload: listingFields({ firmName: 'Audit Beats Live', description: 'Now with lights.' }),
    });
    expect(edited.statusCode).toBe(200);
    const [edit] = await entries(t, 'listing.edited', listingId);
    expect(edit).toMatchObject({
      actor_kind: 'vendor',
      actor_id: vendorId,
      before: { firmName: 'Audit Beats' },
      after: { firmName: 'Audit Beats Live', changed: ['firmName', 'description'] },
    });

    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/vendor/listings/${listingId}`,
        headers: { cookie: vendor.cookie },
      })
    ).json() as { media: { id: number }[] };
    const mediaId = detail.media[0]?.id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/vendor/listings/${listingId}/media/${mediaId}`,
      headers: { cookie: vendor.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const [removal] = await entries(t, 'listing.media_removed', listingId);
    expect(removal).toMatchObject({
      actor_kind: 'vendor',
      actor_id: vendorId,
      object_type: 'listing',
      before: { mediaId, kind: 'image' },
    });
  });

  it('a refused edit or removal writes nothing', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/vendor/listings/${listingId}`,
      headers: { cookie: vendor.cookie },
      payload: listingFields({ pincode: '12' }),
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/vendor/listings/${listingId}/media/999999`,
      headers: { cookie: vendor.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(await entries(t, 'listing.edited', listingId)).toEqual([]);
    expect(await entries(t, 'listing.media_removed', listingId)).toEqual([]);
  });
});

describe('payments', () => {
  it('a sandbox payment verified and then refunded write their entries, once each', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const vendorId = await idOf(t, 'vendors', vendor.account.email);
    const listingId = await createListing(t.app, vendor.cookie, 'dj', { plan: 'normal' });
    const paid = await payThroughSandbox(t.app, vendor.cookie, listingId);
    expect(paid.statusCode).toBe(200);
    const [payment] = await t.database.sql.query<{ id: number; order_ref: string }>(
      'SELECT id, order_ref FROM payments WHERE listing_id = $1',
      [listingId],
    );
    const paymentId = Number(payment?.id);
    const verified = await entries(t, 'payment.verified', paymentId);
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({
      actor_kind: 'vendor',
      actor_id: vendorId,
      object_type: 'payment',
      after: {
        status: 'paid',
        via: 'checkout',
        provider: 'sandbox',
        listingId,
        amountPaise: 29900,
        orderRef: payment?.order_ref,
      },
    });
    const refund = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/vendor/listings/${listingId}/refund`,
        headers: { cookie: vendor.cookie },
        remoteAddress: `10.77.3.${n}`,
      });
    // Two at once: one refunds, the other is refused and rolls back its work.
    const answers = await Promise.all([refund(1), refund(2)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refunded = await entries(t, 'payment.refunded', paymentId);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      actor_kind: 'vendor',
      actor_id: vendorId,
      before: { status: 'paid', amountPaise: 29900 },
      after: { status: 'refunded', refundedPaise: 29900, listingStatus: 'suspended', listingId },
    });
  });

  it('a webhook settling an order writes one entry by the system, however often it comes', async () => {
    const vendor = await signedIn(t.app, 'vendor');
    const listingId = await createListing(t.app, vendor.cookie);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: `/api/vendor/listings/${listingId}/order`,
        headers: { cookie: vendor.cookie },
      })
    ).json() as { orderId: string; amountPaise: number };
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: `pay_wh_audit_${listingId}`,
            order_id: order.orderId,
            amount: order.amountPaise,
            status: 'captured',
          },
        },
      },
    });
    for (const eventId of ['evt_a', 'evt_a', 'evt_b']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(SANDBOX_SECRET, body),
          'x-razorpay-event-id': `${eventId}_${listingId}`,
        },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    const rows = (await entries(t, 'payment.verified')).filter(
      (row) => (row.after as { listingId?: number }).listingId === listingId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'system',
      actor_id: null,
      actor_role: 'payments-webhook',
      after: { via: 'webhook', providerPaymentId: `pay_wh_audit_${listingId}` },
    });
  });

  it('no password, session token, signature or card number is in any entry', async () => {
    const vendor = await signedIn(t.app, 'vendor', { password: 'Unique#Secret42' });
    const listingId = await createListing(t.app, vendor.cookie);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: `/api/vendor/listings/${listingId}/order`,
        headers: { cookie: vendor.cookie },
      })
    ).json() as { orderId: string };
    const checkout = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        headers: { cookie: vendor.cookie },
        payload: { orderId: order.orderId, cardNumber: SANDBOX_CARDS.success },
      })
    ).json() as Record<string, string>;
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/payments/verify',
      headers: { cookie: vendor.cookie },
      payload: { listingId, ...checkout },
    });
    expect(verify.statusCode).toBe(200);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/refund`,
      headers: { cookie: vendor.cookie },
    });
    expect(refund.statusCode).toBe(200);
    const token = decodeURIComponent(vendor.cookie.split('=')[1] ?? '');
    const [session] = await t.database.sql.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions ORDER BY created_at DESC LIMIT 1',
    );
    expect(token.length).toBeGreaterThan(20);
    const log = JSON.stringify(await t.database.sql.query('SELECT * FROM audit_log'));
    expect(log).toContain('payment.refunded');
    for (const secret of [
      'Unique#Secret42',
      GOOD_PASSWORD,
      token,
      session?.token_hash ?? 'no session',
      checkout.razorpay_signature ?? 'no signature',
      SANDBOX_CARDS.success,
      SANDBOX_SECRET,
      ADDRESS_KEY,
      '127.0.0.1',
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ intact: true });
  });
});

describe('payments through Razorpay', () => {
  const KEY_ID = 'rzp_test_AuditKey123';
  const KEY_SECRET = 'fake-key-secret-audit';
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let r: TestApp;
  beforeAll(async () => {
    fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
    r = await buildTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'fake-webhook-secret',
      RAZORPAY_API_BASE: fake.apiBase,
      AUDIT_ADDRESS_KEY: ADDRESS_KEY,
    });
  });
  afterAll(async () => {
    await r.close();
    await fake.close();
  });

  async function openOrder(cookie: string, listingId: number): Promise<string> {
    const res = await r.app.inject({
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/order`,
      headers: { cookie },
    });
    return (res.json() as { orderId: string }).orderId;
  }

  it('a Razorpay checkout verified writes its entry by the vendor', async () => {
    const vendor = await signedIn(r.app, 'vendor');
    const listingId = await createListing(r.app, vendor.cookie);
    const orderId = await openOrder(vendor.cookie, listingId);
    const res = await r.app.inject({
      method: 'POST',
      url: '/api/vendor/payments/verify',
      headers: { cookie: vendor.cookie },
      payload: {
        listingId,
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_audit_1',
        razorpay_signature: paymentSignature(KEY_SECRET, orderId, 'pay_audit_1'),
      },
    });
    expect(res.statusCode).toBe(200);
    const rows = (await entries(r, 'payment.verified')).filter(
      (row) => (row.after as { listingId?: number }).listingId === listingId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'vendor',
      after: { via: 'checkout', provider: 'razorpay', providerPaymentId: 'pay_audit_1' },
    });
  });

  it('reconciliation settling an order writes its entry by the system, with no trace', async () => {
    const vendor = await signedIn(r.app, 'vendor');
    const listingId = await createListing(r.app, vendor.cookie);
    const orderId = await openOrder(vendor.cookie, listingId);
    fake.capture(orderId, 'pay_audit_reconciled', 69_900);
    r.clock.advance(20 * 60_000);
    expect(
      (
        await reconcile(
          r.database.db,
          r.config.business,
          r.parts.notifier,
          r.parts.payments,
          r.clock.now(),
        )
      ).settled,
    ).toBe(1);
    const rows = (await entries(r, 'payment.verified')).filter(
      (row) => (row.after as { listingId?: number }).listingId === listingId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'system',
      actor_role: 'payments-reconciliation',
      request_id: null,
      address_hash: null,
      after: { via: 'reconciliation', providerPaymentId: 'pay_audit_reconciled' },
    });
  });
});
