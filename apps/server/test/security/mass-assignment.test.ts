import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, sessionCookie, signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';
import { createListing, listingFields } from '../listings';
import {
  type Account,
  type Actor,
  openOrder,
  read,
  SANDBOX_SECRET,
  send,
  signedResult,
} from './access-fixtures';

// Object-property-level authorisation (OWASP API3:2023 BOPLA; ASVS 5.0 8.2.3, 15.3.1, 15.3.3,
// 15.3.6): a request cannot write a property its form does not have (owner, status, amount,
// payment dates, identifiers, role), and a reply carries no property its reader may not see
// (password hashes, session tokens, other people's contact details).

/** Properties no client may set, in every body below. */
const FORBIDDEN = {
  id: 1,
  vendorId: 1,
  userId: 1,
  uniqueId: 'VND-HACKED00',
  vendorUniqueId: 'VND-HACKED00',
  role: 'admin',
  isDemo: true,
  passwordHash: '$argon2id$v=19$m=1,t=1,p=1$hacked',
  status: 'active',
  active: true,
  amountPaise: 1,
  paidAt: '2020-01-01T00:00:00.000Z',
  freeUntil: '2099-01-01T00:00:00.000Z',
  commissionBasisPoints: 0,
  createdAt: '2020-01-01T00:00:00.000Z',
  // Only a followed link verifies an address (decision 0069).
  emailVerified: true,
  emailVerifiedAt: '2020-01-01T00:00:00.000Z',
};
/** The same, as multipart text fields. */
const FORBIDDEN_FIELDS = Object.fromEntries(
  Object.entries(FORBIDDEN).map(([name, value]) => [name, String(value)]),
);

const LISTING_CONTACT = { email: 'listing.contact@example.in', phone: '9000000001' };
const HOUSE_NO = 'H-77B Private Lane';
const UNIQUE_ID = /^VND-[0-9A-HJKMNP-TV-Z]{8}$/;

let t: TestApp;
let owner: Account;
let other: Account;
let user: Account;
let ownerId: number;
let othersListing: number;
/** The owner's listing, paid in the verify test; public from then on. */
let published: number;
let ownerUniqueId: string;

const asOwner = (): Actor => ({ name: 'owner', cookie: owner.cookie });
const asOther = (): Actor => ({ name: 'other', cookie: other.cookie });

async function vendorRow(email: string) {
  const [row] = await t.database.sql.query<{
    id: number;
    unique_id: string;
    name: string;
    is_demo: boolean;
    password_hash: string;
  }>('SELECT id, unique_id, name, is_demo, password_hash FROM vendors WHERE email = $1', [email]);
  if (!row) throw new Error(`no vendor ${email}`);
  return { ...row, id: Number(row.id) };
}

async function listingRow(id: number): Promise<Record<string, unknown>> {
  const [row] = await t.database.sql.query<Record<string, unknown>>(
    'SELECT vendor_id, category, status, plan, amount_paise, paid_at, free_until, ' +
      'commission_basis_points FROM listings WHERE id = $1',
    [id],
  );
  if (!row) throw new Error(`no listing ${id}`);
  return { ...row, vendor_id: Number(row.vendor_id) };
}

beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET });
  owner = await signedIn(t.app, 'vendor');
  other = await signedIn(t.app, 'vendor');
  user = await signedIn(t.app, 'user');
  ownerId = (await vendorRow(owner.account.email)).id;
  ownerUniqueId = (owner.body as { vendor: { vendorUniqueId: string } }).vendor.vendorUniqueId;
  othersListing = await createListing(t.app, other.cookie, 'dj', { features: ['Wedding DJ'] });
  published = await createListing(t.app, owner.cookie, 'dj', {
    firmName: 'Published Beats',
    ...LISTING_CONTACT,
    houseNo: HOUSE_NO,
    features: ['Wedding DJ'],
  });
});
afterAll(() => t.close());

describe('requests cannot write properties their form does not have', () => {
  it('registers a vendor with a server-made unique id, whatever identifiers, role, demo flag or hash the body carries', async () => {
    const account = newAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: { ...FORBIDDEN, ...account },
    });
    expect(res.statusCode).toBe(201);
    const { vendor } = res.json();
    expect(Object.keys(vendor).sort()).toEqual([
      'email',
      'emailVerified',
      'name',
      'phone',
      'vendorUniqueId',
    ]);
    expect(vendor.emailVerified).toBe(false);
    expect(vendor.vendorUniqueId).toMatch(UNIQUE_ID);
    expect(vendor.vendorUniqueId).not.toBe(FORBIDDEN.vendorUniqueId);
    const row = await vendorRow(account.email);
    expect(row.unique_id).toBe(vendor.vendorUniqueId);
    expect(row.id).not.toBe(FORBIDDEN.id);
    expect(row.is_demo).toBe(false);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toBe(FORBIDDEN.passwordHash);
  });

  it('registers a user as a user only, whatever role or identifiers the body carries', async () => {
    const account = newAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...FORBIDDEN, ...account, role: 'vendor' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      user: {
        name: account.name,
        email: account.email,
        phone: account.phone,
        emailVerified: false,
      },
    });
    const vendors = await t.database.sql.query('SELECT id FROM vendors WHERE email = $1', [
      account.email,
    ]);
    expect(vendors).toEqual([]);
  });

  it('edits the profile’s name, email and phone only: not the unique id, the demo flag, the password or another vendor', async () => {
    const mine = await vendorRow(owner.account.email);
    const theirs = await vendorRow(other.account.email);
    const res = await send(t.app, asOwner(), {
      method: 'PUT',
      url: '/api/vendor/profile',
      body: {
        json: {
          ...FORBIDDEN,
          id: theirs.id,
          vendorId: theirs.id,
          vendorUniqueId: theirs.unique_id,
          password: 'Hijacked@2026',
          name: 'Asha Rao',
          email: owner.account.email,
          phone: '9123456789',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vendorUniqueId: mine.unique_id,
      name: 'Asha Rao',
      email: owner.account.email,
      phone: '9123456789',
      emailVerified: true,
    });
    const after = await vendorRow(owner.account.email);
    expect(after).toEqual({ ...mine, name: 'Asha Rao' });
    expect(await vendorRow(other.account.email)).toEqual(theirs);
  });

  it('creates a listing owned by the session, pending, priced by its plan, whatever owner, status, amount or dates the form carries', async () => {
    const theirs = await vendorRow(other.account.email);
    const listingId = await createListing(t.app, owner.cookie, 'dj', {
      ...FORBIDDEN_FIELDS,
      vendorId: String(theirs.id),
      vendorUniqueId: theirs.unique_id,
      category: 'hotel',
      firmName: 'Assigned Sounds',
      plan: 'premium',
    });
    expect(await listingRow(listingId)).toEqual({
      vendor_id: ownerId,
      category: 'dj',
      status: 'pending_payment',
      plan: 'premium',
      amount_paise: 69_900,
      paid_at: null,
      free_until: null,
      commission_basis_points: null,
    });
    const theirList = (await read(t.app, asOther(), '/api/vendor/listings')) as {
      listings: { listingId: number }[];
    };
    expect(theirList.listings.map((l) => l.listingId)).toEqual([othersListing]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` })).statusCode,
    ).toBe(404);
  });

  it('edits a listing’s details only: not its owner, category, plan, amount, status or payment dates', async () => {
    const listingId = await createListing(t.app, owner.cookie, 'dj', { plan: 'basic' });
    const before = await listingRow(listingId);
    const { plan: _plan, ...fields } = listingFields({ firmName: 'Edited Sounds' });
    const res = await send(t.app, asOwner(), {
      method: 'PUT',
      url: `/api/vendor/listings/${listingId}`,
      body: {
        json: {
          ...FORBIDDEN,
          vendorId: (await vendorRow(other.account.email)).id,
          category: 'hotel',
          plan: 'premium',
          starRating: 5,
          ...fields,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      listingId,
      firmName: 'Edited Sounds',
      category: 'dj',
      plan: 'basic',
      status: 'pending_payment',
      amountPaise: 9_900,
      starRating: null,
    });
    expect(await listingRow(listingId)).toEqual(before);
  });

  it('saves price rows from their rupee text only, for the listing in the path only', async () => {
    const res = await send(t.app, asOwner(), {
      method: 'PUT',
      url: `/api/vendor/listings/${published}/prices`,
      body: {
        json: {
          listingId: othersListing,
          vendorId: (await vendorRow(other.account.email)).id,
          rows: [
            {
              specification: 'Wedding DJ',
              mrp: '1000',
              offer: '900',
              mrpPaise: 1,
              offerPaise: 1,
              offPercent: 99,
              listingId: othersListing,
            },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      { specification: 'Wedding DJ', mrpPaise: 100_000, offerPaise: 90_000, unit: 'event' },
    ]);
    expect(
      await t.database.sql.query('SELECT listing_id FROM listing_prices WHERE listing_id = $1', [
        othersListing,
      ]),
    ).toEqual([]);
  });

  it('opens an order for the server’s amount and currency, whatever amount, currency or listing the body names', async () => {
    const res = await send(t.app, asOwner(), {
      method: 'POST',
      url: `/api/vendor/listings/${published}/order`,
      body: {
        json: { ...FORBIDDEN, amount: 1, currency: 'USD', listingId: othersListing },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amountPaise: 69_900,
      currency: 'INR',
      listingId: published,
    });
    expect(
      await t.database.sql.query('SELECT id FROM payments WHERE listing_id = $1', [othersListing]),
    ).toEqual([]);
  });

  it('marks a payment paid only on a valid signature, at the server’s time and amount, whatever status, amount or date the body carries', async () => {
    const orderId = await openOrder(t.app, asOwner(), published);
    const extras = { status: 'paid', amountPaise: 1, paidAt: FORBIDDEN.paidAt, vendorId: 1 };
    const forged = await send(t.app, asOwner(), {
      method: 'POST',
      url: '/api/vendor/payments/verify',
      body: {
        json: {
          ...extras,
          listingId: published,
          ...signedResult(orderId),
          razorpay_signature: 'f'.repeat(64),
        },
      },
    });
    expect(forged.statusCode).toBe(400);
    expect((await listingRow(published)).status).toBe('pending_payment');

    const now = t.clock.now();
    const res = await send(t.app, asOwner(), {
      method: 'POST',
      url: '/api/vendor/payments/verify',
      body: { json: { ...extras, listingId: published, ...signedResult(orderId) } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'paid' });
    const [payment] = await t.database.sql.query<{ amount_paise: number; paid_at: Date | string }>(
      "SELECT amount_paise, paid_at FROM payments WHERE listing_id = $1 AND status = 'paid'",
      [published],
    );
    expect(payment?.amount_paise).toBe(69_900);
    expect(new Date(payment?.paid_at ?? 0).getTime()).toBe(now.getTime());
    expect(await listingRow(published)).toMatchObject({ status: 'active', amount_paise: 69_900 });
  });

  it('refuses a JSON body that sets __proto__ or constructor.prototype (400), and pollutes nothing', async () => {
    for (const payload of [
      '{"__proto__":{"polluted":"yes"},"name":"Asha Rao","email":"a@b.in","phone":"9876543210"}',
      '{"constructor":{"prototype":{"polluted":"yes"}},"name":"Asha Rao","email":"a@b.in","phone":"9876543210"}',
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/vendor/profile',
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
    expect((await vendorRow(owner.account.email)).name).toBe('Asha Rao');
  });
});

describe('replies carry no property their reader may not see', () => {
  it('never sends a password, a password hash or a session token in a reply body', async () => {
    const account = newAccount();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/register',
      payload: account,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      payload: { email: account.email, password: account.password },
    });
    const cookie = sessionCookie(login.headers['set-cookie']);
    const token = cookie.split('=')[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/profile',
      headers: { cookie },
    });
    const { password_hash: hash } = await vendorRow(account.email);
    for (const [name, res] of Object.entries({ reg, login, session, profile })) {
      expect(res.statusCode, name).toBeLessThan(300);
      expect(res.body, name).not.toMatch(/password|hash|token|\$argon2/i);
      expect(res.body, name).not.toContain(account.password);
      expect(res.body, name).not.toContain(hash);
      expect(res.body, name).not.toContain(token);
    }
  });

  it('stores only a hash of the session token: the token itself is in no row', async () => {
    const token = owner.cookie.split('=')[1] ?? '';
    const rows = await t.database.sql.query(
      'SELECT token_hash FROM sessions WHERE position($1 in token_hash) > 0',
      [token],
    );
    expect(rows).toEqual([]);
    const [count] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE vendor_id = $1',
      [ownerId],
    );
    expect(count?.n).toBeGreaterThan(0);
  });

  it('shows the storefront’s contact to a signed-in user and its owner only, and never the account’s details or the house number', async () => {
    const readers: [string, string | undefined, boolean][] = [
      ['anonymous', undefined, false],
      ['another vendor', other.cookie, false],
      ['a user', user.cookie, true],
      ['the owner', owner.cookie, true],
    ];
    for (const [who, cookie, seesContact] of readers) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/listings/${published}`,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode, who).toBe(200);
      expect(res.json().contact, who).toEqual(seesContact ? LISTING_CONTACT : null);
      for (const secret of [owner.account.email, ownerUniqueId, HOUSE_NO, 'vendorId', '"id"']) {
        expect(res.body, `${who}: ${secret}`).not.toContain(secret);
      }
      if (!seesContact) {
        expect(res.body, who).not.toContain(LISTING_CONTACT.email);
        expect(res.body, who).not.toContain(LISTING_CONTACT.phone);
      }
    }
  });

  it('lists search results with no contact, account, owner or address detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=Published%20Beats' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { listingId: number }[] };
    expect(results.map((r) => r.listingId)).toContain(published);
    for (const secret of [
      owner.account.email,
      ownerUniqueId,
      LISTING_CONTACT.email,
      LISTING_CONTACT.phone,
      HOUSE_NO,
      'vendorId',
      'email',
      'phone',
    ]) {
      expect(res.body, secret).not.toContain(secret);
    }
  });
});
