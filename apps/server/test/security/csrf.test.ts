import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signedIn } from '../accounts';
import { buildTestApp, type TestApp } from '../helper';
import { createListing } from '../listings';
import {
  type Account,
  type Actor,
  addImage,
  type Call,
  logIn,
  read,
  send,
  storedMedia,
  vendorScopeCalls,
} from './access-fixtures';

// Cross-site request forgery (ASVS 5.0 3.3.2, 3.3.4, 3.5.1, 3.5.2, 3.5.3; OWASP API8:2023): a
// write whose Origin is another site's, or that the browser marks cross-site, is refused before
// its body is read, whatever its content type; same-origin writes pass; the session cookie is
// HttpOnly and SameSite=Lax.

const HOST = 'mandap.example';
const SELF = `http://${HOST}`;
const REFUSED = { message: 'This request came from another site and was refused.' };

let t: TestApp;
let vendor: Account;
let listingId: number;
let mediaId: number;
let before: Awaited<ReturnType<typeof state>>;

const asVendor = (): Actor => ({ name: 'vendor', cookie: vendor.cookie });

async function state() {
  return {
    profile: await read(t.app, asVendor(), '/api/vendor/profile'),
    listing: await read(t.app, asVendor(), `/api/vendor/listings/${listingId}`),
    prices: await read(t.app, asVendor(), `/api/vendor/listings/${listingId}/prices`),
    listings: await t.database.sql.query('SELECT id, firm_name, status FROM listings ORDER BY id'),
    vendors: await t.database.sql.query('SELECT id, email FROM vendors ORDER BY id'),
    payments: await t.database.sql.query('SELECT id, status FROM payments ORDER BY id'),
    files: await storedMedia(t.tempDir),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  vendor = await signedIn(t.app, 'vendor');
  listingId = await createListing(t.app, vendor.cookie, 'dj', { features: ['Wedding DJ'] });
  mediaId = await addImage(t.app, asVendor(), listingId);
  before = await state();
});
afterAll(() => t.close());

/** Every kind of write a forged page could send with the vendor's cookie. */
function forgeries(): Record<string, Call> {
  const calls = vendorScopeCalls(listingId, mediaId);
  const pick = (name: string): Call => {
    const call = calls[name];
    if (!call) throw new Error(`no call named ${name}`);
    return call;
  };
  const form = (url: string): Call => ({
    method: 'POST',
    url,
    body: { raw: 'a=b', contentType: 'text/plain' },
  });
  return {
    'a JSON profile edit (PUT /api/vendor/profile)': pick('PUT /api/vendor/profile'),
    'a JSON listing edit (PUT /api/vendor/listings/:id)': pick(
      'PUT /api/vendor/listings/:listingId',
    ),
    'a JSON price save (PUT .../prices)': pick('PUT /api/vendor/listings/:listingId/prices'),
    'a multipart registration with a file (POST /api/vendor/listings/dj)': pick(
      'POST /api/vendor/listings/:category',
    ),
    'a multipart media upload (POST .../media)': pick('POST /api/vendor/listings/:listingId/media'),
    'a media deletion (DELETE .../media/:mediaId)': pick(
      'DELETE /api/vendor/listings/:listingId/media/:mediaId',
    ),
    'a text/plain form opening an order (POST .../order)': form(
      `/api/vendor/listings/${listingId}/order`,
    ),
    'a text/plain form asking a refund (POST .../refund)': form(
      `/api/vendor/listings/${listingId}/refund`,
    ),
    'a text/plain form signing out (POST /api/session/logout)': form('/api/session/logout'),
    'a text/plain form asking a new verification link (POST /api/account/email/verification)': form(
      '/api/account/email/verification',
    ),
    'a JSON verification link followed (POST /api/account/email/verify)': {
      method: 'POST',
      url: '/api/account/email/verify',
      body: { json: { token: 'A'.repeat(43) } },
    },
    'a JSON registration (POST /api/vendor/register)': {
      method: 'POST',
      url: '/api/vendor/register',
      body: { json: newAccount() },
    },
    'a login into the attacker’s account (POST /api/vendor/login)': {
      method: 'POST',
      url: '/api/vendor/login',
      body: { json: { email: 'mallory@example.in', password: 'Mallory@2026' } },
    },
  };
}

async function expectRefusedAndNothingChanged(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual(REFUSED);
  expect(res.headers['set-cookie']).toBeUndefined();
  expect(await state()).toEqual(before);
}

describe('a write from another site’s Origin is refused (403) and changes nothing', () => {
  for (const name of Object.keys(forgeries())) {
    it(`refuses ${name}`, async () => {
      const call = forgeries()[name];
      if (!call) throw new Error(`no forgery named ${name}`);
      const res = await send(t.app, asVendor(), {
        ...call,
        headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      await expectRefusedAndNothingChanged(res);
    });
  }

  it('leaves the session signed in after a forged sign-out', async () => {
    await send(t.app, asVendor(), {
      method: 'POST',
      url: '/api/session/logout',
      headers: { host: HOST, origin: 'https://evil.example' },
    });
    const res = await send(t.app, asVendor(), { method: 'GET', url: '/api/vendor/profile' });
    expect(res.statusCode).toBe(200);
  });
});

describe('other signs of a cross-site write are refused too', () => {
  const profileEdit = (): Call => {
    const call = vendorScopeCalls(listingId, mediaId)['PUT /api/vendor/profile'];
    if (!call) throw new Error('no profile call');
    return call;
  };

  it('refuses a write the browser marks Sec-Fetch-Site: cross-site, even without an Origin', async () => {
    for (const call of [profileEdit(), forgeries()['a multipart media upload (POST .../media)']]) {
      if (!call) throw new Error('no call');
      const res = await send(t.app, asVendor(), {
        ...call,
        headers: { host: HOST, 'sec-fetch-site': 'cross-site' },
      });
      await expectRefusedAndNothingChanged(res);
    }
  });

  it('refuses Origin: null (a sandboxed frame, a data: URL, a file)', async () => {
    const res = await send(t.app, asVendor(), {
      ...profileEdit(),
      headers: { host: HOST, origin: 'null' },
    });
    await expectRefusedAndNothingChanged(res);
  });

  it('refuses a sibling subdomain, another port and another scheme of the same host', async () => {
    for (const origin of [
      `http://evil.${HOST}`,
      `http://${HOST}.evil.example`,
      `http://${HOST}:8080`,
      `https://${HOST}`,
    ]) {
      const res = await send(t.app, asVendor(), {
        ...profileEdit(),
        headers: { host: HOST, origin, 'sec-fetch-site': 'same-site' },
      });
      await expectRefusedAndNothingChanged(res);
    }
  });

  it('does not let an untrusted client’s X-Forwarded-Host or -Proto make a foreign Origin its own', async () => {
    const res = await send(t.app, asVendor(), {
      ...profileEdit(),
      headers: {
        host: HOST,
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    await expectRefusedAndNothingChanged(res);
  });
});

describe('content types a form can send cannot drive the JSON endpoints', () => {
  it('refuses a text/plain body shaped as JSON (400) and a urlencoded form (415), changing nothing', async () => {
    const json = JSON.stringify({
      name: 'Forged Name',
      email: 'forged@example.in',
      phone: '9000000009',
    });
    const plain = await send(t.app, asVendor(), {
      method: 'PUT',
      url: '/api/vendor/profile',
      body: { raw: json, contentType: 'text/plain' },
    });
    expect(plain.statusCode).toBe(400);
    const urlencoded = await send(t.app, asVendor(), {
      method: 'PUT',
      url: '/api/vendor/profile',
      body: {
        raw: 'name=Forged+Name&email=forged%40example.in&phone=9000000009',
        contentType: 'application/x-www-form-urlencoded',
      },
    });
    expect(urlencoded.statusCode).toBe(415);
    expect(await state()).toEqual(before);
  });
});

describe('same-origin writes pass', () => {
  it('accepts a write whose Origin is this host, marked same-origin', async () => {
    const profile = before.profile as { name: string; email: string; phone: string };
    const res = await send(t.app, asVendor(), {
      method: 'PUT',
      url: '/api/vendor/profile',
      body: { json: { name: profile.name, email: profile.email, phone: profile.phone } },
      headers: { host: HOST, origin: SELF, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    const price = await send(t.app, asVendor(), {
      method: 'PUT',
      url: `/api/vendor/listings/${listingId}/prices`,
      body: { json: { rows: [{ specification: 'Wedding DJ', mrp: '500', offer: '400' }] } },
      headers: { host: HOST, origin: SELF, 'sec-fetch-site': 'same-origin' },
    });
    expect(price.statusCode).toBe(200);
  });

  it('accepts a multipart upload from this origin', async () => {
    const res = await send(t.app, asVendor(), {
      method: 'POST',
      url: `/api/vendor/listings/${listingId}/media`,
      body: { form: {}, image: true },
      headers: { host: HOST, origin: SELF, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('accepts a cookie-bearing write with neither Origin nor Sec-Fetch-Site: no browser sends one (they send Origin on every POST, PUT and DELETE), so it is not a forgery', async () => {
    const profile = before.profile as { name: string; email: string; phone: string };
    const res = await send(t.app, asVendor(), {
      method: 'PUT',
      url: '/api/vendor/profile',
      body: { json: { name: profile.name, email: profile.email, phone: profile.phone } },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('behind a trusted https proxy', () => {
  let proxied: TestApp;
  let cookie: string;
  let account: { email: string; password: string };
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    account = newAccount();
    await proxied.app.inject({ method: 'POST', url: '/api/vendor/register', payload: account });
    cookie = await logIn(proxied.app, 'vendor', account);
  });
  afterAll(() => proxied.close());

  const edit = (origin: string) =>
    proxied.app.inject({
      method: 'PUT',
      url: '/api/vendor/profile',
      headers: {
        cookie,
        host: HOST,
        origin,
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
      },
      payload: { name: 'Asha Verma', email: account.email, phone: '9876543210' },
    });

  it('accepts its own https Origin and refuses the http one', async () => {
    expect((await edit(`https://${HOST}`)).statusCode).toBe(200);
    const downgraded = await edit(`http://${HOST}`);
    expect(downgraded.statusCode).toBe(403);
    expect(downgraded.json()).toEqual(REFUSED);
  });

  it('marks the session cookie Secure over https', async () => {
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/vendor/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: account,
    });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
  });
});

describe('the session cookie (R5)', () => {
  it('is HttpOnly, SameSite=Lax, host-only, for the whole site, with an expiry', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/user/register', payload: account });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: account.email, password: account.password },
    });
    const header = res.headers['set-cookie'];
    const cookies = Array.isArray(header) ? header : [String(header)];
    expect(cookies).toHaveLength(1);
    const attributes = (cookies[0] ?? '').split(';').map((a) => a.trim());
    expect(attributes[0]).toMatch(/^mandap_session=[\w-]{32,}$/);
    const names = attributes.slice(1).map((a) => a.split('=')[0]?.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(['httponly', 'samesite', 'path', 'expires']));
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Path=/');
    expect(names).not.toContain('domain');
  });

  it('is cleared on sign-out with the same attributes', async () => {
    const cookie = await logIn(t.app, 'vendor', vendor.account);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/logout',
      headers: { cookie, host: HOST, origin: SELF },
    });
    expect(res.statusCode).toBe(204);
    const cleared = String(res.headers['set-cookie']);
    expect(cleared).toMatch(/^mandap_session=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/HttpOnly/);
    expect(cleared).toMatch(/SameSite=Lax/);
  });
});
