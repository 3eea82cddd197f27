import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';
import { createListing } from '../listings';
import {
  type Account,
  type Actor,
  ANONYMOUS,
  addImage,
  logIn,
  read,
  send,
  storedMedia,
  USER_SCOPE_CALLS,
  USER_SIGN_IN,
  VENDOR_SIGN_IN,
  vendorScopeCalls,
} from './access-fixtures';

// Function-level authorisation (OWASP API5:2023 BFLA; ASVS 5.0 8.2.1, 8.3.1, 4.1.4, 13.4.2,
// 15.2.3): the vendor scope answers vendor sessions only, the user scope user sessions only;
// nobody signed in gets neither; no method or endpoint exists beyond the documented ones.

let t: TestApp;
let vendor: Account;
let user: Account;
let listingId: number;
let mediaId: number;
let before: Awaited<ReturnType<typeof vendorState>>;

const asVendor = (): Actor => ({ name: 'vendor', cookie: vendor.cookie });
const asUser = (): Actor => ({ name: 'user', cookie: user.cookie });

/** What a refused call could have changed: the vendor's data, every listing, every file. */
async function vendorState() {
  return {
    profile: await read(t.app, asVendor(), '/api/vendor/profile'),
    listing: await read(t.app, asVendor(), `/api/vendor/listings/${listingId}`),
    prices: await read(t.app, asVendor(), `/api/vendor/listings/${listingId}/prices`),
    listings: await t.database.sql.query(
      'SELECT id, vendor_id, status, firm_name FROM listings ORDER BY id',
    ),
    payments: await t.database.sql.query('SELECT id, status FROM payments ORDER BY id'),
    files: await storedMedia(t.tempDir),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
  user = await signedIn(t.app, 'user');
  listingId = await createListing(t.app, vendor.cookie, 'dj', { features: ['Wedding DJ'] });
  mediaId = await addImage(t.app, asVendor(), listingId);
  before = await vendorState();
});
afterAll(() => t.close());

describe('a user session opens no vendor endpoint (R5)', () => {
  const calls = vendorScopeCalls(1, 1);
  for (const name of Object.keys(calls)) {
    it(`refuses a user on ${name} with 401 and changes nothing`, async () => {
      const call = vendorScopeCalls(listingId, mediaId)[name];
      if (!call) throw new Error(`no call named ${name}`);
      const res = await send(t.app, asUser(), call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(VENDOR_SIGN_IN);
      expect(await vendorState()).toEqual(before);
    });
  }
});

describe('nobody signed in opens no vendor or user endpoint', () => {
  const calls = { ...vendorScopeCalls(1, 1), ...USER_SCOPE_CALLS };
  for (const name of Object.keys(calls)) {
    it(`refuses an anonymous ${name} with 401 and changes nothing`, async () => {
      const call = { ...vendorScopeCalls(listingId, mediaId), ...USER_SCOPE_CALLS }[name];
      if (!call) throw new Error(`no call named ${name}`);
      const res = await send(t.app, ANONYMOUS, call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(name.includes('/api/user/') ? USER_SIGN_IN : VENDOR_SIGN_IN);
      expect(await vendorState()).toEqual(before);
    });
  }
});

describe('a vendor session opens no user endpoint (R5)', () => {
  it('refuses a vendor on GET /api/user/profile with 401', async () => {
    const res = await send(t.app, asVendor(), { method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(USER_SIGN_IN);
  });
});

describe('the role check cannot be gone around', () => {
  it('checks the role before reading an upload: a user’s multipart form stores no file and no listing', async () => {
    const call = vendorScopeCalls(listingId, mediaId)['POST /api/vendor/listings/:category'];
    if (!call) throw new Error('no registration call');
    const res = await send(t.app, asUser(), call);
    expect(res.statusCode).toBe(401);
    expect(await storedMedia(t.tempDir)).toEqual(before.files);
    expect(await vendorState()).toEqual(before);
  });

  it('refuses HEAD, the GET without a body, as it refuses GET', async () => {
    for (const url of [
      '/api/vendor/profile',
      `/api/vendor/listings/${listingId}`,
      '/api/user/profile',
    ]) {
      expect((await send(t.app, ANONYMOUS, { method: 'HEAD', url })).statusCode, url).toBe(401);
    }
    const head = await send(t.app, asUser(), { method: 'HEAD', url: '/api/vendor/profile' });
    expect(head.statusCode).toBe(401);
    expect(head.body).toBe('');
  });

  it('refuses a percent-encoded path to the vendor scope as the plain one', async () => {
    const anonymous = await send(t.app, ANONYMOUS, { method: 'GET', url: '/api/%76endor/profile' });
    expect(anonymous.statusCode).toBe(401);
    const asUserRes = await send(t.app, asUser(), { method: 'GET', url: '/api/vendor%2Fprofile' });
    expect(asUserRes.statusCode).toBe(404);
    expect(asUserRes.body).not.toContain(vendor.account.email);
  });

  it('refuses a made-up session token, and the session of a signed-out vendor', async () => {
    const forged = await send(
      t.app,
      { name: 'forged', cookie: 'mandap_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      { method: 'GET', url: '/api/vendor/profile' },
    );
    expect(forged.statusCode).toBe(401);
    const cookie = await logIn(t.app, 'vendor', vendor.account);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const after = await send(
      t.app,
      { name: 'signed out', cookie },
      { method: 'GET', url: '/api/vendor/profile' },
    );
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(VENDOR_SIGN_IN);
  });

  it('makes a user of a user registration that asks to be a vendor', async () => {
    const account = newAccount();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...account, role: 'vendor' },
    });
    expect(reg.statusCode).toBe(201);
    const cookie = await logIn(t.app, 'user', account);
    const session = await send(
      t.app,
      { name: 'new user', cookie },
      { method: 'GET', url: '/api/session' },
    );
    expect(session.json().role).toBe('user');
    const vendorPage = await send(
      t.app,
      { name: 'new user', cookie },
      { method: 'GET', url: '/api/vendor/listings' },
    );
    expect(vendorPage.statusCode).toBe(401);
  });
});

describe('only the documented methods exist (ASVS 4.1.4)', () => {
  const undocumented: [string, string][] = [
    ['PATCH', '/api/vendor/profile'],
    ['DELETE', '/api/vendor/profile'],
    ['PATCH', '/api/vendor/listings/:id'],
    ['DELETE', '/api/vendor/listings/:id'],
    ['POST', '/api/vendor/listings/:id/prices'],
    ['DELETE', '/api/vendor/listings/:id/prices'],
    ['PUT', '/api/vendor/listings/:id/media/:mediaId'],
    ['DELETE', '/api/vendor/listings/:id/refund'],
    ['DELETE', '/api/session'],
    ['PUT', '/api/user/profile'],
    ['DELETE', '/api/user/profile'],
    ['PUT', '/api/catalogue'],
    ['POST', '/api/search'],
    ['DELETE', '/api/listings/:id'],
    ['TRACE', '/api/health'],
  ];
  for (const [method, pattern] of undocumented) {
    it(`answers ${method} ${pattern} with 404 for a vendor, and changes nothing`, async () => {
      const url = pattern.replace(':id', String(listingId)).replace(':mediaId', String(mediaId));
      const res = await send(t.app, asVendor(), {
        method: method as 'PATCH',
        url,
        body: method === 'TRACE' ? undefined : { json: { firmName: 'Patched', rows: [] } },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `Nothing is at ${method} ${url}` });
      expect(await vendorState()).toEqual(before);
    });
  }

  it('grants no cross-origin access: a preflight gets no Access-Control-Allow-* header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/vendor/profile',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('public writes that move money need the provider’s signature', () => {
  it('refuses an unsigned webhook (400) and settles nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x', amount: 1 } } },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid webhook signature.' });
    expect(await vendorState()).toEqual(before);
  });
});

describe('production configuration', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://mandap.example',
      MAIL: 'log',
      GRIEVANCE_OFFICER_NAME: 'Test Grievance Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievances@mandap.example',
      GRIEVANCE_OFFICER_ADDRESS: 'Test address, 1 Test Road, Bengaluru 560001',
      BUSINESS_NAME: 'Mandap Test Pvt Ltd',
      BUSINESS_ADDRESS: '12 MG Road, Bengaluru 560001',
      BUSINESS_STATE: 'Karnataka',
      BUSINESS_GSTIN: '29AAGCB7383J1Z4',
      INVOICE_PREFIX: 'MDP',
      RAZORPAY_KEY_ID: 'rzp_test_security0suite',
      RAZORPAY_KEY_SECRET: 'security-suite-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'security-suite-webhook-secret',
      // Never called: nothing here opens an order.
      RAZORPAY_API_BASE: 'http://127.0.0.1:9/v1',
    });
  });
  afterAll(() => prod.close());

  const hidden = [
    '/api/admin',
    '/api/admin/vendors',
    '/api/vendor/admin',
    '/api/demo',
    '/api/demo/seed',
    '/api/seed',
    '/api/debug',
    '/api/internal',
    '/api/payments/reconcile',
    '/api/users',
    '/api/vendors',
    '/api/sessions',
    '/api/config',
    '/api/env',
    '/.env',
    '/.git/config',
  ];
  for (const url of hidden) {
    it(`has no admin, demo, seed or debug endpoint at ${url} (GET and POST answer 404)`, async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await prod.app.inject({
          method,
          url,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(res.statusCode, method).toBe(404);
        expect(res.json(), method).toEqual({ message: `Nothing is at ${method} ${url}` });
      }
    });
  }

  it('keeps the role check in production: a user is refused on the vendor scope', async () => {
    const prodUser = await signedIn(prod.app, 'user');
    const res = await send(
      prod.app,
      { name: 'user', cookie: prodUser.cookie },
      {
        method: 'GET',
        url: '/api/vendor/listings',
      },
    );
    expect(res.statusCode).toBe(401);
  });
});
