import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';
import { createListing } from '../listings';
import {
  type Account,
  type Actor,
  ANONYMOUS,
  addImage,
  type Call,
  NO_SUCH_LISTING,
  openOrder,
  payListing,
  read,
  SANDBOX_SECRET,
  send,
  signedResult,
  storedMedia,
  VENDOR_SIGN_IN,
} from './access-fixtures';

// Object-level authorisation (OWASP API1:2023 BOLA; ASVS 5.0 8.2.2, 8.3.1, 8.4.1): every
// vendor-owned object, every verb, tried by another vendor, by a user and by nobody. Each try is
// refused without saying whether the object exists, and changes nothing the owner can see.

const OWNER_FIRM = 'Owner Secret Sounds';
const OWNER_PAID_FIRM = 'Owner Paid Beats';
const OWNER_LISTING_EMAIL = 'owner.listing@example.in';
const VERIFY_FAILED = { message: 'Payment verification failed. Please contact support.' };
const NO_SUCH_MEDIA = { message: 'No such image or video was found.' };

let t: TestApp;
let owner: Account;
let other: Account;
let user: Account;
/** The owner's pending listing: an image, prices and an open payment order. */
let pending: number;
let mediaId: number;
let orderId: string;
/** The owner's paid (active) listing: refundable. */
let paid: number;
/** The other vendor's own listing, with an image of its own. */
let othersListing: number;
let baseline: Awaited<ReturnType<typeof ownerState>>;

const asOwner = (): Actor => ({ name: 'owner', cookie: owner.cookie });

/** Everything of the owner's that a refused request could have changed, read as the owner. */
async function ownerState() {
  const o = asOwner();
  return {
    pending: await read(t.app, o, `/api/vendor/listings/${pending}`),
    prices: await read(t.app, o, `/api/vendor/listings/${pending}/prices`),
    paid: await read(t.app, o, `/api/vendor/listings/${paid}`),
    refundQuote: await read(t.app, o, `/api/vendor/listings/${paid}/refund`),
    listings: await read(t.app, o, '/api/vendor/listings'),
    profile: await read(t.app, o, '/api/vendor/profile'),
    payments: await t.database.sql.query(
      'SELECT id, listing_id, vendor_id, status, amount_paise, provider_order_id, ' +
        'provider_payment_id, refunded_paise FROM payments ORDER BY id',
    ),
    files: await storedMedia(t.tempDir),
  };
}

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET });
  owner = await signedIn(t.app, 'vendor');
  other = await signedIn(t.app, 'vendor');
  user = await signedIn(t.app, 'user');
  pending = await createListing(t.app, owner.cookie, 'dj', {
    firmName: OWNER_FIRM,
    email: OWNER_LISTING_EMAIL,
    features: ['Wedding DJ', 'Club DJ'],
  });
  mediaId = await addImage(t.app, asOwner(), pending);
  const prices = await send(t.app, asOwner(), {
    method: 'PUT',
    url: `/api/vendor/listings/${pending}/prices`,
    body: { json: { rows: [{ specification: 'Wedding DJ', mrp: '25000', offer: '20000' }] } },
  });
  expect(prices.statusCode).toBe(200);
  orderId = await openOrder(t.app, asOwner(), pending);
  paid = await createListing(t.app, owner.cookie, 'dj', {
    firmName: OWNER_PAID_FIRM,
    email: OWNER_LISTING_EMAIL,
    plan: 'basic',
  });
  await payListing(t.app, asOwner(), paid);
  othersListing = await createListing(t.app, other.cookie, 'dj', { firmName: 'Other Sounds' });
  await addImage(t.app, { name: 'other', cookie: other.cookie }, othersListing);
  baseline = await ownerState();
});
afterAll(() => t.close());

interface ObjectCase {
  /** The resource and verb, as the test names say it. */
  what: string;
  call: () => Call;
  /** What another vendor gets: 404 where the object is named by the path. */
  otherVendor: { status: number; body: unknown };
}

const CASES: ObjectCase[] = [
  {
    what: 'GET a pending listing',
    call: () => ({ method: 'GET', url: `/api/vendor/listings/${pending}` }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
  {
    what: 'PUT (edit) a pending listing',
    call: () => ({
      method: 'PUT',
      url: `/api/vendor/listings/${pending}`,
      body: { json: { firmName: 'Hijacked Sounds', description: 'Taken over.' } },
    }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
  {
    what: 'PUT (edit) an active listing',
    call: () => ({
      method: 'PUT',
      url: `/api/vendor/listings/${paid}`,
      body: { json: { firmName: 'Hijacked Sounds', highlights: ['Fast Service'] } },
    }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
  {
    what: "POST media to a listing's gallery",
    call: () => ({
      method: 'POST',
      url: `/api/vendor/listings/${pending}/media`,
      body: { form: {}, image: true },
    }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
  {
    what: "DELETE a listing's image",
    call: () => ({ method: 'DELETE', url: `/api/vendor/listings/${pending}/media/${mediaId}` }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
  {
    what: "GET a listing's prices",
    call: () => ({ method: 'GET', url: `/api/vendor/listings/${pending}/prices` }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
  {
    what: "PUT a listing's prices",
    call: () => ({
      method: 'PUT',
      url: `/api/vendor/listings/${pending}/prices`,
      body: { json: { rows: [{ specification: 'Club DJ', mrp: '1', offer: '1' }] } },
    }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
  {
    what: "POST a pending listing's payment order",
    call: () => ({ method: 'POST', url: `/api/vendor/listings/${pending}/order` }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
  {
    // The order is named in the body: the same refusal as a forged signature, so nothing says
    // whether the order exists. The result is validly signed: only ownership refuses it.
    what: "POST verify of the owner's validly signed checkout result",
    call: () => ({
      method: 'POST',
      url: '/api/vendor/payments/verify',
      body: { json: { listingId: pending, ...signedResult(orderId) } },
    }),
    otherVendor: { status: 400, body: VERIFY_FAILED },
  },
  {
    what: "GET an active listing's refund quote",
    call: () => ({ method: 'GET', url: `/api/vendor/listings/${paid}/refund` }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
  {
    what: 'POST a refund of an active listing',
    call: () => ({ method: 'POST', url: `/api/vendor/listings/${paid}/refund` }),
    otherVendor: { status: 404, body: NO_SUCH_LISTING },
  },
];

const ACTORS: {
  name: string;
  actor: () => Actor;
  expected: (c: ObjectCase) => ObjectCase['otherVendor'];
}[] = [
  {
    name: 'another vendor',
    actor: () => ({ name: 'other vendor', cookie: other.cookie }),
    expected: (c) => c.otherVendor,
  },
  {
    name: 'a signed-in user',
    actor: () => ({ name: 'user', cookie: user.cookie }),
    expected: () => ({ status: 401, body: VENDOR_SIGN_IN }),
  },
  {
    name: 'nobody signed in',
    actor: () => ANONYMOUS,
    expected: () => ({ status: 401, body: VENDOR_SIGN_IN }),
  },
];

describe('vendor-owned objects refuse everyone but their owner, and stay as they were', () => {
  for (const c of CASES) {
    for (const a of ACTORS) {
      const { status } = c.otherVendor;
      const expectedStatus = a.name === 'another vendor' ? status : 401;
      it(`${a.name}: ${c.what} is refused (${expectedStatus}) and changes nothing`, async () => {
        const res = await send(t.app, a.actor(), c.call());
        const expected = a.expected(c);
        expect(res.statusCode).toBe(expected.status);
        expect(res.json()).toEqual(expected.body);
        for (const secret of [
          OWNER_FIRM,
          OWNER_PAID_FIRM,
          OWNER_LISTING_EMAIL,
          owner.account.email,
        ]) {
          expect(res.body).not.toContain(secret);
        }
        expect(await ownerState()).toEqual(baseline);
      });
    }
  }
});

describe('existence is not revealed', () => {
  it("answers another vendor's listing exactly as a listing that does not exist", async () => {
    const asOther: Actor = { name: 'other', cookie: other.cookie };
    const missing = 987_654_321;
    for (const suffix of ['', '/prices', '/refund']) {
      const theirs = await send(t.app, asOther, {
        method: 'GET',
        url: `/api/vendor/listings/${paid}${suffix}`,
      });
      const none = await send(t.app, asOther, {
        method: 'GET',
        url: `/api/vendor/listings/${missing}${suffix}`,
      });
      expect([theirs.statusCode, theirs.body], suffix).toEqual([none.statusCode, none.body]);
    }
    const theirs = await send(t.app, asOther, {
      method: 'POST',
      url: `/api/vendor/listings/${pending}/order`,
    });
    const none = await send(t.app, asOther, {
      method: 'POST',
      url: `/api/vendor/listings/${missing}/order`,
    });
    expect([theirs.statusCode, theirs.body]).toEqual([none.statusCode, none.body]);
  });

  it("answers a verify of the owner's order exactly as a verify of an order that does not exist", async () => {
    const asOther: Actor = { name: 'other', cookie: other.cookie };
    const verify = (body: unknown) =>
      send(t.app, asOther, {
        method: 'POST',
        url: '/api/vendor/payments/verify',
        body: { json: body },
      });
    const theirs = await verify({ listingId: pending, ...signedResult(orderId) });
    const none = await verify({ listingId: pending, ...signedResult('order_sbx_missing') });
    expect([theirs.statusCode, theirs.body]).toEqual([none.statusCode, none.body]);
    expect(await ownerState()).toEqual(baseline);
  });
});

describe('objects reached through the attacker’s own objects', () => {
  it("refuses to delete the owner's image through another vendor's own listing (404)", async () => {
    const res = await send(
      t.app,
      { name: 'other', cookie: other.cookie },
      { method: 'DELETE', url: `/api/vendor/listings/${othersListing}/media/${mediaId}` },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NO_SUCH_MEDIA);
    expect(await ownerState()).toEqual(baseline);
  });

  it("refuses another vendor's verify of the owner's order named against their own listing", async () => {
    const res = await send(
      t.app,
      { name: 'other', cookie: other.cookie },
      {
        method: 'POST',
        url: '/api/vendor/payments/verify',
        body: { json: { listingId: othersListing, ...signedResult(orderId) } },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(VERIFY_FAILED);
    const theirs = (await read(
      t.app,
      { name: 'other', cookie: other.cookie },
      `/api/vendor/listings/${othersListing}`,
    )) as { status: string };
    expect(theirs.status).toBe('pending_payment');
    expect(await ownerState()).toEqual(baseline);
  });

  it("lists only the session's own listings: another vendor never sees the owner's", async () => {
    const theirs = (await read(
      t.app,
      { name: 'other', cookie: other.cookie },
      '/api/vendor/listings',
    )) as {
      listings: { listingId: number }[];
    };
    expect(theirs.listings.map((l) => l.listingId)).toEqual([othersListing]);
  });
});

describe('account objects are the session’s own, whatever the request names', () => {
  it('ignores a vendor id in the query of GET /api/vendor/profile', async () => {
    const ownerProfile = (await read(t.app, asOwner(), '/api/vendor/profile')) as {
      vendorUniqueId: string;
    };
    const res = await send(
      t.app,
      { name: 'other', cookie: other.cookie },
      {
        method: 'GET',
        url: `/api/vendor/profile?vendorId=1&vendorUniqueId=${ownerProfile.vendorUniqueId}`,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(other.account.email);
    expect(res.body).not.toContain(owner.account.email);
  });

  it('gives each user their own profile only (a user id in the query is ignored)', async () => {
    const second = await signedIn(t.app, 'user');
    for (const [who, cookie, email] of [
      ['first', user.cookie, user.account.email],
      ['second', second.cookie, second.account.email],
    ] as const) {
      const res = await send(
        t.app,
        { name: who, cookie },
        {
          method: 'GET',
          url: '/api/user/profile?userId=1&email=x',
        },
      );
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toEqual({
        name: 'Asha Verma',
        email,
        phone: '9876543210',
        emailVerified: true,
      });
    }
  });
});

describe('control: the owner is not refused', () => {
  it('reads every object of the suite as its owner (the refusals above are not outages)', async () => {
    const o = asOwner();
    const detail = (await read(t.app, o, `/api/vendor/listings/${pending}`)) as {
      firmName: string;
      media: { id: number }[];
    };
    expect(detail.firmName).toBe(OWNER_FIRM);
    expect(detail.media.map((m) => m.id)).toEqual([mediaId]);
    expect(await read(t.app, o, `/api/vendor/listings/${pending}/prices`)).toMatchObject({
      rows: [{ specification: 'Wedding DJ', mrpPaise: 2_500_000, offerPaise: 2_000_000 }],
    });
    expect(await read(t.app, o, `/api/vendor/listings/${paid}`)).toMatchObject({
      firmName: OWNER_PAID_FIRM,
      status: 'active',
    });
    expect(await read(t.app, o, `/api/vendor/listings/${paid}/refund`)).toMatchObject({
      amountPaise: 9_900,
    });
    // Asking for the order again reuses the open one: nothing above replaced it.
    expect(await openOrder(t.app, o, pending)).toBe(orderId);
  });
});
